import { labTestJobBody, type LabTestJobBody, type StepResult } from '@occ/shared';

// A test job typed in the form (timeouts in seconds) or pasted as JSON (the API's own shape),
// checked with the schema the server applies, so a malformed job is refused before it is sent.

export interface StepRow {
  name?: string;
  send?: string;
  expect?: string;
  timeoutSeconds?: number | null;
}

/** One thing wrong with a job: where (`steps.0.expect`), and what, for the page to put in words. */
export interface JobProblem {
  path: string;
  kind: 'required' | 'tooSmall' | 'tooBig' | 'pattern' | 'invalid';
  limit?: number;
}

export type JobInput = { ok: true; body: LabTestJobBody } | { ok: false; problems: JobProblem[] };

function check(raw: unknown): JobInput {
  const parsed = labTestJobBody.safeParse(raw);
  if (parsed.success) return { ok: true, body: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((i): JobProblem => {
      const path = i.path.join('.');
      if (i.message === 'required') return { path, kind: 'required' };
      if (i.message === 'labTestPatternInvalid') return { path, kind: 'pattern' };
      // strings count characters, numbers their value, arrays their items: the limit says which
      if (i.code === 'too_small')
        return {
          path,
          kind: i.minimum === 1 && i.origin !== 'number' ? 'required' : 'tooSmall',
          limit: Number(i.minimum),
        };
      if (i.code === 'too_big') return { path, kind: 'tooBig', limit: Number(i.maximum) };
      return { path, kind: 'invalid' };
    }),
  };
}

/** The form's rows → the API body (empty `send` = only wait; seconds → milliseconds). */
export function jobFromForm(name: string | undefined, rows: StepRow[] | undefined): JobInput {
  return check({
    name: name ?? '',
    steps: (rows ?? []).map((r) => ({
      name: r.name ?? '',
      ...(r.send ? { send: r.send } : {}),
      expect: r.expect ?? '',
      ...(r.timeoutSeconds ? { timeoutMs: Math.round(r.timeoutSeconds * 1000) } : {}),
    })),
  });
}

/** Pasted JSON → the API body, or what is wrong with it (`invalidJson` when it does not parse). */
export function jobFromJson(text: string): JobInput | 'invalidJson' {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return 'invalidJson';
  }
  return check(raw);
}

/** Step results known so far: the stored ones, or the socket's live ones when they are ahead. */
export function mergedResults(stored: StepResult[], live: StepResult[] | undefined): StepResult[] {
  if (!live || live.length <= stored.length) return stored;
  const byIndex = new Map(stored.map((s) => [s.index, s]));
  for (const s of live) byIndex.set(s.index, s);
  return [...byIndex.values()].sort((a, b) => a.index - b.index);
}
