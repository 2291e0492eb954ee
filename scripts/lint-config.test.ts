import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint configuration, applied to a fixture it otherwise ignores.
const root = path.resolve(import.meta.dirname, '..');
const fixture = path.join(root, 'scripts/fixtures/import-cycle');

describe('lint configuration', () => {
  it('fails on an import cycle', async () => {
    const eslint = new ESLint({ cwd: root, ignore: false });
    const results = await eslint.lintFiles([path.join(fixture, 'a.ts'), path.join(fixture, 'b.ts')]);
    const cycles = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map(() => path.basename(r.filePath)),
    );
    expect(cycles.sort()).toEqual(['a.ts', 'b.ts']);
    expect(results.every((r) => r.errorCount > 0)).toBe(true);
  }, 60_000);

  it('passes the same files once the cycle is broken', async () => {
    const eslint = new ESLint({ cwd: root, ignore: false });
    const [result] = await eslint.lintText("export const b = ['a'];\n", {
      filePath: path.join(fixture, 'b.ts'),
    });
    expect(result?.messages.filter((m) => m.ruleId === 'import-x/no-cycle')).toEqual([]);
  }, 60_000);
});
