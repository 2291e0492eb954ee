import { describe, expect, it } from 'vitest';
import type { StepResult } from '@occ/shared';
import { jobFromForm, jobFromJson, mergedResults } from './test-job-input';

const step = (index: number, status: StepResult['status']): StepResult => ({
  index,
  name: `s${index}`,
  status,
  durationMs: 1,
  output: '',
});

describe('test job input', () => {
  it('turns the form rows into the API body', () => {
    const r = jobFromForm('smoke', [
      { name: 'prompt', expect: '=>', timeoutSeconds: 30 },
      { name: 'echo', send: 'echo hello', expect: 'hello', timeoutSeconds: null },
    ]);
    expect(r).toEqual({
      ok: true,
      body: {
        name: 'smoke',
        steps: [
          { name: 'prompt', expect: '=>', timeoutMs: 30_000 },
          { name: 'echo', send: 'echo hello', expect: 'hello', timeoutMs: 10_000 },
        ],
      },
    });
  });

  it('refuses a job without steps, a bad pattern or a too short timeout, naming the place', () => {
    expect(jobFromForm('x', [])).toEqual({ ok: false, problems: [{ path: 'steps', kind: 'required' }] });
    expect(jobFromForm(' ', [{ name: 'a', expect: 'b' }])).toEqual({
      ok: false,
      problems: [{ path: 'name', kind: 'required' }],
    });
    const bad = jobFromForm('x', [{ name: 'a', expect: '(', timeoutSeconds: 0.01 }]);
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.problems).toContainEqual({ path: 'steps.0.expect', kind: 'pattern' });
      expect(bad.problems).toContainEqual({ path: 'steps.0.timeoutMs', kind: 'tooSmall', limit: 100 });
    }
  });

  it('reads pasted JSON and reports broken JSON apart from a wrong shape', () => {
    expect(jobFromJson('{')).toBe('invalidJson');
    const wrong = jobFromJson('{"name":"x","steps":"no"}');
    expect(wrong !== 'invalidJson' && wrong.ok).toBe(false);
    const good = jobFromJson('{"name":"x","steps":[{"name":"p","expect":"=>"}]}');
    expect(good).toEqual({
      ok: true,
      body: { name: 'x', steps: [{ name: 'p', expect: '=>', timeoutMs: 10_000 }] },
    });
  });

  it('prefers live step results only when they are ahead of the stored ones', () => {
    const stored = [step(0, 'passed')];
    expect(mergedResults(stored, undefined)).toBe(stored);
    expect(mergedResults(stored, [step(0, 'passed')])).toBe(stored);
    expect(mergedResults(stored, [step(1, 'failed'), step(0, 'passed')]).map((s) => s.index)).toEqual([0, 1]);
  });
});
