import { describe, expect, it } from 'vitest';
import type { StepResult, TestStep } from '@occ/shared';
import { finalOf, jobTimeoutMs } from './test-runner';

const steps: TestStep[] = [
  { name: 'a', expect: 'a', timeoutMs: 1000 },
  { name: 'b', expect: 'b', timeoutMs: 2500 },
];
const r = (index: number, status: StepResult['status'], message?: string): StepResult => ({
  index,
  name: steps[index]!.name,
  status,
  durationMs: 5,
  output: '',
  ...(message ? { message } : {}),
});

describe('the final status of a test job', () => {
  it('passes only when every step passed', () => {
    expect(finalOf({ ok: true, data: { results: [r(1, 'passed'), r(0, 'passed')] } }, steps, [])).toEqual({
      status: 'passed',
      results: [r(0, 'passed'), r(1, 'passed')],
      error: null,
    });
    expect(finalOf({ ok: true, data: { results: [r(0, 'passed')] } }, steps, []).status).toBe('error');
  });

  it('fails on a failed step, and is an infrastructure error when a step errored or the agent failed', () => {
    expect(
      finalOf({ ok: true, data: { results: [r(0, 'passed'), r(1, 'failed')] } }, steps, []),
    ).toMatchObject({
      status: 'failed',
      error: null,
    });
    expect(
      finalOf({ ok: true, data: { results: [r(0, 'failed'), r(1, 'error', 'board offline')] } }, steps, []),
    ).toMatchObject({ status: 'error', error: 'b: board offline' });
    expect(finalOf({ ok: false, error: 'boot_timeout' }, steps, [r(0, 'passed')])).toEqual({
      status: 'error',
      results: [r(0, 'passed')],
      error: 'boot_timeout',
    });
    expect(finalOf({ ok: true, data: { results: [{ index: 'x' }] } }, steps, [])).toMatchObject({
      status: 'error',
      error: 'labTestResultInvalid',
    });
  });

  it("allows the steps' time plus a margin", () => {
    expect(jobTimeoutMs(steps)).toBe(3500 + 30_000);
  });
});
