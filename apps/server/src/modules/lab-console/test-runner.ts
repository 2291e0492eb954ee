import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { stepResult, type StepResult, type TestJobState, type TestStep } from '@occ/shared';
import type { Db } from '../../db/client';
import { labTestJobs } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { App } from '../../platform/types';
import type { ActionOutcome } from '../lab-agents/hub';
import { recordEvent } from './events';
import { hubOf, reasonOf } from './hub';
import { stepsOf, type TestJobRow } from './presenter';
import { UNFINISHED } from './test-jobs';

// Runs queued test jobs in the background of the portal process that queued them: the request
// only queues, the run outlives it. Progress from the agent is written as it comes; the final
// status follows the results: passed (every step passed), failed (a step's pattern did not
// appear), error (infrastructure: agent offline, boot timeout, no answer in time).

const INTERRUPTED = 'labTestInterrupted';
/** The agent's own margin on top of the steps' timeouts. */
const MARGIN_MS = 30_000;

export const jobTimeoutMs = (steps: TestStep[]) => steps.reduce((sum, s) => sum + s.timeoutMs, 0) + MARGIN_MS;

interface Final {
  status: Extract<TestJobState, 'passed' | 'failed' | 'error'>;
  results: StepResult[];
  /** a message key (portal-side) or the agent's reason */
  error: string | null;
}

const byIndex = (results: StepResult[]) => [...results].sort((a, b) => a.index - b.index);

/** The job's outcome from the agent's answer (progress is the fallback when the answer has no results). */
export function finalOf(outcome: ActionOutcome, steps: TestStep[], progress: StepResult[]): Final {
  const parsed = z.array(stepResult).safeParse((outcome.data as { results?: unknown } | undefined)?.results);
  if (!outcome.ok)
    return {
      status: 'error',
      results: byIndex(parsed.success ? parsed.data : progress),
      error: reasonOf(outcome),
    };
  if (!parsed.success) return { status: 'error', results: byIndex(progress), error: 'labTestResultInvalid' };
  const results = byIndex(parsed.data);
  const broken = results.find((r) => r.status === 'error');
  if (broken) return { status: 'error', results, error: `${broken.name}: ${broken.message ?? 'error'}` };
  if (results.some((r) => r.status === 'failed')) return { status: 'failed', results, error: null };
  // every step must have passed; a missing result is not a pass
  const passed = results.filter((r) => r.status === 'passed').length;
  if (passed < steps.length) return { status: 'error', results, error: 'labTestResultInvalid' };
  return { status: 'passed', results, error: null };
}

export class TestJobRunner {
  private inFlight = new Map<string, Promise<void>>();

  constructor(private app: App) {}

  /** Starts a queued job without waiting for it. */
  start(job: TestJobRow): void {
    const run = this.run(job)
      .catch((err: unknown) => this.app.log.error({ err, jobId: job.id }, 'test job run failed'))
      .finally(() => this.inFlight.delete(job.id));
    this.inFlight.set(job.id, run);
  }

  /** Resolves when every job this process runs has finished (tests). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.all(this.inFlight.values());
  }

  private async run(job: TestJobRow): Promise<void> {
    const { db } = this.app.database;
    const [claimed] = await db
      .update(labTestJobs)
      .set({ status: 'running', startedAt: sql`now()` })
      .where(and(eq(labTestJobs.id, job.id), eq(labTestJobs.status, 'queued')))
      .returning({ id: labTestJobs.id });
    if (!claimed) return;

    const steps = stepsOf(job);
    const progress = new Map<number, StepResult>();
    let writes = Promise.resolve();
    let unsubscribe = () => {};
    let final: Final;
    try {
      const hub = hubOf(this.app);
      unsubscribe = hub.onTestProgress((jobId, step) => {
        if (jobId !== job.id) return;
        progress.set(step.index, step);
        const results = JSON.stringify(byIndex([...progress.values()]));
        // one write at a time, in arrival order; a finished job is never rewritten by a late one
        writes = writes
          .then(() =>
            db
              .update(labTestJobs)
              .set({ results })
              .where(and(eq(labTestJobs.id, job.id), eq(labTestJobs.status, 'running'))),
          )
          .then(
            () => undefined,
            (err: unknown) => this.app.log.error({ err, jobId: job.id }, 'test progress write failed'),
          );
      });
      const outcome = await hub.request(
        job.reservationId,
        { kind: 'testJob', jobId: job.id, steps },
        { timeoutMs: jobTimeoutMs(steps) },
      );
      final = finalOf(outcome, steps, [...progress.values()]);
    } catch (e) {
      final = {
        status: 'error',
        results: byIndex([...progress.values()]),
        error: e instanceof AppError ? e.messageKey : 'internal',
      };
    } finally {
      unsubscribe();
    }
    await writes;
    // a job another process marked interrupted while this one still ran it gets its real outcome
    const [done] = await db
      .update(labTestJobs)
      .set({
        status: final.status,
        results: JSON.stringify(final.results),
        error: final.error,
        finishedAt: sql`now()`,
      })
      .where(
        and(
          eq(labTestJobs.id, job.id),
          or(
            eq(labTestJobs.status, 'running'),
            and(eq(labTestJobs.status, 'error'), eq(labTestJobs.error, INTERRUPTED)),
          ),
        ),
      )
      .returning({ id: labTestJobs.id });
    if (done)
      await recordEvent(db, {
        reservationId: job.reservationId,
        userId: job.userId,
        kind: 'test_job',
        ok: final.status === 'passed',
        detail: `${job.name}: ${final.status}`,
      });
  }

  /** On shutdown: the jobs this process runs cannot finish here, so they end as interrupted now. */
  async interruptAll(): Promise<void> {
    const ids = [...this.inFlight.keys()];
    if (!ids.length) return;
    await this.app.database.db
      .update(labTestJobs)
      .set({ status: 'error', error: INTERRUPTED, finishedAt: sql`now()` })
      .where(and(inArray(labTestJobs.id, ids), inArray(labTestJobs.status, UNFINISHED)));
  }
}

/**
 * Ends jobs nobody is running any more as interrupted. `all` at the start of the only portal
 * process (no REDIS_URL): whatever it finds unfinished was left by its previous run. Otherwise
 * (periodically, and with several processes) only jobs past their deadline: running longer than
 * their steps allow plus a margin, or still queued minutes after they were created.
 */
export async function sweepStaleTestJobs(db: Db, { all }: { all: boolean }): Promise<number> {
  const allowed = sql`(select coalesce(sum((s->>'timeoutMs')::int), 0) from json_array_elements(${labTestJobs.steps}::json) s)`;
  const stale = all
    ? undefined
    : or(
        and(
          eq(labTestJobs.status, 'running'),
          sql`${labTestJobs.startedAt} < now() - make_interval(secs => (${allowed} + ${2 * MARGIN_MS}) / 1000.0)`,
        ),
        and(eq(labTestJobs.status, 'queued'), sql`${labTestJobs.createdAt} < now() - interval '5 minutes'`),
      );
  const ended = await db
    .update(labTestJobs)
    .set({ status: 'error', error: INTERRUPTED, finishedAt: sql`now()` })
    .where(and(inArray(labTestJobs.status, UNFINISHED), stale))
    .returning({ id: labTestJobs.id });
  return ended.length;
}
