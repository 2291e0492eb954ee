import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

// The background job runner (DESIGN §2): queued jobs live in the `jobs` table and are claimed with
// FOR UPDATE SKIP LOCKED, so several portal processes share the work and a crashed claim is retried
// after its lock expires. Periodic tasks (`every`) run once across processes: each has one row in
// the same table (status `periodic`, run_at = its last run) that a process must win with a
// conditional UPDATE … RETURNING before running it. They stay idempotent all the same.

type Handler = (payload: unknown) => Promise<void>;
type Periodic = { name: string; everyMs: number; run: () => Promise<void>; lastRun: number };

interface ClaimedJob {
  id: string;
  kind: string;
  payload: string;
  attempts: number;
}

const LOCK_SECONDS = 300;
const MAX_ATTEMPTS = 5;
const BATCH = 10;

export interface EnqueueOptions {
  runAt?: Date;
  /** at most one job with this key ever exists (a second enqueue is ignored) */
  dedupeKey?: string;
}

export class JobRunner {
  private handlers = new Map<string, Handler>();
  private periodic: Periodic[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private db: Db,
    private log: FastifyBaseLogger,
    private pollMs: number,
  ) {}

  /** Declares how jobs of `kind` are done. */
  register(kind: string, handler: Handler) {
    this.handlers.set(kind, handler);
  }

  /** Runs `run` about every `everyMs` (checked on each poll). */
  every(name: string, everyMs: number, run: () => Promise<void>) {
    this.periodic.push({ name, everyMs, run, lastRun: 0 });
  }

  async enqueue(kind: string, payload: unknown, opts: EnqueueOptions = {}) {
    await this.db
      .insert(jobs)
      .values({
        kind,
        payload: JSON.stringify(payload ?? {}),
        runAt: opts.runAt ?? new Date(),
        dedupeKey: opts.dedupeKey,
      })
      .onConflictDoNothing();
  }

  /** One pass: due periodic tasks, then due queued jobs. Tests call this instead of waiting. */
  async tick(opts: { force?: boolean } = {}): Promise<void> {
    const now = Date.now();
    for (const p of this.periodic) {
      if (!opts.force && now - p.lastRun < p.everyMs) continue;
      p.lastRun = now;
      try {
        if (!opts.force && !(await this.claimPeriodic(p))) continue;
        this.log.debug({ task: p.name }, 'periodic task run');
        this.periodicRuns.set(p.name, (this.periodicRuns.get(p.name) ?? 0) + 1);
        await p.run();
      } catch (err) {
        this.log.error({ err, task: p.name }, 'periodic task failed');
      }
    }
    for (let claimed = await this.claim(); claimed.length; claimed = await this.claim()) {
      for (const job of claimed) await this.runJob(job);
    }
  }

  /** Runs of each periodic task in this process (metrics, tests). */
  readonly periodicRuns = new Map<string, number>();

  /** Jobs waiting (queued and due) — the queue length for metrics. */
  async queued(): Promise<number> {
    const result = (await this.db.execute(
      sql`select count(*)::int as n from ${jobs} where status = 'queued' and run_at <= now()`,
    )) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]?.n ?? 0);
  }

  /** True when this process won the task's turn: no process ran it within its interval. */
  private async claimPeriodic(p: Periodic): Promise<boolean> {
    const key = `periodic:${p.name}`;
    await this.db.execute(sql`
      insert into ${jobs} (kind, status, run_at, dedupe_key)
      values ('periodic', 'periodic', to_timestamp(0), ${key}) on conflict do nothing`);
    // a little slack, so the process whose poll comes just before the interval ends is not skipped
    const secs = Math.max(0, (p.everyMs - this.pollMs / 2) / 1000);
    const result = (await this.db.execute(sql`
      update ${jobs} set run_at = now(), attempts = attempts + 1
      where dedupe_key = ${key} and status = 'periodic' and run_at <= now() - make_interval(secs => ${secs})
      returning id`)) as unknown as { rows: unknown[] };
    return result.rows.length > 0;
  }

  private async claim(): Promise<ClaimedJob[]> {
    // both drivers (node-postgres and PGlite) answer raw statements with { rows }
    const result = (await this.db.execute(sql`
      update ${jobs} set status = 'running', attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${LOCK_SECONDS})
      where id in (
        select id from ${jobs}
        where (status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now())
        order by run_at limit ${BATCH} for update skip locked)
      returning id, kind, payload, attempts`)) as unknown as { rows: ClaimedJob[] };
    return result.rows;
  }

  private async runJob(job: ClaimedJob) {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(JSON.parse(job.payload));
      await this.db.execute(
        sql`update ${jobs} set status = 'done', locked_until = null where id = ${job.id}`,
      );
    } catch (err) {
      const failed = job.attempts >= MAX_ATTEMPTS;
      this.log.error({ err, job: job.kind, attempts: job.attempts }, 'job failed');
      // retry later with a growing delay; give up after MAX_ATTEMPTS
      await this.db.execute(sql`
        update ${jobs} set status = ${failed ? 'failed' : 'queued'}, locked_until = null,
          last_error = ${String((err as Error)?.message ?? err).slice(0, 500)},
          run_at = now() + make_interval(secs => ${30 * job.attempts})
        where id = ${job.id}`);
    }
  }

  start() {
    if (this.timer) return;
    const loop = () => {
      // a failed pass (the database unreachable, the pool timed out) is logged and retried on
      // the next poll: an unhandled rejection would end the process
      this.running = this.tick()
        .catch((err: unknown) => this.log.error({ err }, 'job runner pass failed'))
        .finally(() => {
          this.running = null;
        });
    };
    this.timer = setInterval(() => {
      if (!this.running) loop();
    }, this.pollMs);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
