// Runs a test job's console steps on a board: type the step's line, then wait for its pattern in
// the output that arrives after it, within the step's timeout.
//
// Outcome rules (what the portal turns into JUnit):
// - passed: the pattern appeared in time; failed: it did not (a test failure). A failed step does
//   not stop the job: later steps still run, as JUnit test cases do.
// - error: the infrastructure let the test down (board offline or being reset to a fresh
//   environment, boot timeout, the session ended). That stops the job; the remaining steps are
//   skipped, and the run as a whole reports the infrastructure error, never a failing test.
// - A board that is still booting when the job starts is waited for (readyWaitMs) first.
import { StringDecoder } from 'node:string_decoder';
import type { StepResult, TestStep } from '@occ/shared/lab/agent-protocol';
import type { BoardDriver } from './drivers/driver';

/** Output kept per step in the result (its tail). */
export const STEP_OUTPUT_MAX = 16 * 1024;
/** Output a pattern is matched against (its tail), so a chatty board cannot exhaust memory. */
const MATCH_WINDOW = 1024 * 1024;

export type InfraError = 'board_offline' | 'boot_timeout' | 'env_reset' | 'session_closed';

export interface TestRunOutcome {
  /** false = infrastructure error (`error` says which); true = every step ran (passed or failed) */
  ok: boolean;
  error?: InfraError;
  message?: string;
  results: StepResult[];
}

export interface TestRunContext {
  driver: Pick<BoardDriver, 'state' | 'write' | 'onData' | 'onState' | 'waitForState'>;
  /** false once the session has ended or closed */
  sessionActive: () => boolean;
  onProgress?: (step: StepResult) => void;
  readyWaitMs?: number;
}

const INFRA_MESSAGES: Record<InfraError, string> = {
  board_offline: 'the board is offline',
  boot_timeout: 'the board did not become ready',
  env_reset: 'the environment was reset during the test',
  session_closed: 'the session ended',
};

interface StepRun {
  status: 'passed' | 'failed' | 'error';
  output: string;
  infra?: InfraError;
}

function runStep(step: TestStep, ctx: TestRunContext): Promise<StepRun> {
  const { driver } = ctx;
  return new Promise((resolve) => {
    const decoder = new StringDecoder('utf8');
    const pattern = new RegExp(step.expect, 'm');
    let text = '';
    let done = false;
    const finish = (run: Omit<StepRun, 'output'>) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      offData();
      offState();
      resolve({ ...run, output: text.slice(-STEP_OUTPUT_MAX) });
    };
    const offData = driver.onData((chunk) => {
      text += decoder.write(chunk);
      if (text.length > MATCH_WINDOW) text = text.slice(-MATCH_WINDOW);
      if (pattern.test(text)) finish({ status: 'passed' });
    });
    // A reboot the step itself causes (e.g. typing `reset`) is part of the test; losing the board or
    // having its environment wiped under the test is not.
    const offState = driver.onState((state) => {
      if (state === 'offline') finish({ status: 'error', infra: 'board_offline' });
      else if (state === 'env_resetting') finish({ status: 'error', infra: 'env_reset' });
    });
    const timer = setTimeout(() => finish({ status: 'failed' }), step.timeoutMs);
    if (step.send !== undefined && !driver.write(`${step.send}\n`)) {
      finish({ status: 'error', infra: 'board_offline' });
    }
  });
}

export async function runTestSteps(steps: TestStep[], ctx: TestRunContext): Promise<TestRunOutcome> {
  const results: StepResult[] = [];
  const report = (result: StepResult) => {
    results.push(result);
    ctx.onProgress?.(result);
  };
  let infra: InfraError | undefined;

  const stateNow = () => ctx.driver.state;
  if (stateNow() === 'offline') infra = 'board_offline';
  else if (stateNow() !== 'ready' && !(await ctx.driver.waitForState('ready', ctx.readyWaitMs ?? 120_000))) {
    infra = stateNow() === 'offline' ? 'board_offline' : 'boot_timeout';
  }

  for (const [index, step] of steps.entries()) {
    if (infra && results.some((r) => r.status === 'error')) {
      report({ index, name: step.name, status: 'skipped', durationMs: 0, output: '' });
      continue;
    }
    if (!infra && !ctx.sessionActive()) infra = 'session_closed';
    if (infra) {
      report({
        index,
        name: step.name,
        status: 'error',
        durationMs: 0,
        output: '',
        message: INFRA_MESSAGES[infra],
      });
      continue;
    }
    const started = Date.now();
    const run = await runStep(step, ctx);
    if (run.infra) infra = run.infra;
    report({
      index,
      name: step.name,
      status: run.status,
      durationMs: Date.now() - started,
      output: run.output,
      ...(run.status === 'failed'
        ? { message: `/${step.expect}/ not seen within ${step.timeoutMs} ms` }
        : run.infra
          ? { message: INFRA_MESSAGES[run.infra] }
          : {}),
    });
  }
  return infra ? { ok: false, error: infra, message: INFRA_MESSAGES[infra], results } : { ok: true, results };
}
