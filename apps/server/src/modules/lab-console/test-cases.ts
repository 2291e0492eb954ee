import type { StepResult, StepStatus, TestJobState, TestStep } from '@occ/shared';

// One view of a test job for both reports (JUnit XML and HTML): every step becomes a case, with
// the agent's result when there is one. A step without a result is an infrastructure error when
// the job failed as infrastructure (board offline, boot timeout), else it was skipped or has not
// run yet — never a test failure.

export interface JobReport {
  id: string;
  name: string;
  status: TestJobState;
  steps: TestStep[];
  results: StepResult[];
  /** the job's infrastructure error, already in the reader's language */
  error: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  board: string;
  device: string;
}

export interface TestCase {
  index: number;
  step: TestStep;
  status: StepStatus;
  durationMs: number;
  output: string;
  message: string | null;
  /** no result came back for this step */
  notRun: boolean;
}

export function testCases(job: JobReport): TestCase[] {
  const byIndex = new Map(job.results.map((r) => [r.index, r]));
  return job.steps.map((step, index) => {
    const r = byIndex.get(index);
    if (r)
      return {
        index,
        step,
        status: r.status,
        durationMs: r.durationMs,
        output: r.output,
        message: r.message ?? null,
        notRun: false,
      };
    const infrastructure = job.status === 'error';
    return {
      index,
      step,
      status: infrastructure ? 'error' : 'skipped',
      durationMs: 0,
      output: '',
      message: infrastructure ? job.error : null,
      notRun: true,
    };
  });
}

export function totals(cases: TestCase[]) {
  const count = (s: StepStatus) => cases.filter((c) => c.status === s).length;
  return {
    tests: cases.length,
    failures: count('failed'),
    errors: count('error'),
    skipped: count('skipped'),
    durationMs: cases.reduce((sum, c) => sum + c.durationMs, 0),
  };
}
