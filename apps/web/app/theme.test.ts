import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANTD_UNUSED } from './theme';

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sources(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('the static Ant Design sheet', () => {
  it('leaves out only components the app never imports', () => {
    const used = new Set<string>();
    for (const file of sources(import.meta.dirname)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'antd'/g))
        for (const name of m[1]!.split(','))
          used.add(
            name
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0]!,
          );
      for (const m of text.matchAll(/from\s*'antd\/(?:es|lib)\/([a-z-]+)/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(20);
    const lower = new Set([...used].map((u) => u.toLowerCase().replace(/-/g, '')));
    expect(ANTD_UNUSED.filter((c) => used.has(c) || lower.has(c.toLowerCase()))).toEqual([]);
  });
});
