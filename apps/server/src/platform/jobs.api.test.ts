import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { createTestApp, type TestContext } from '../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('job runner', () => {
  it('runs due jobs once, keeps future ones, and dedupes by key', async () => {
    const seen: unknown[] = [];
    ctx.app.jobs.register('test.echo', async (p) => {
      seen.push(p);
    });
    await ctx.app.jobs.enqueue('test.echo', { n: 1 }, { dedupeKey: 'echo-1' });
    await ctx.app.jobs.enqueue('test.echo', { n: 1 }, { dedupeKey: 'echo-1' });
    await ctx.app.jobs.enqueue('test.echo', { n: 2 }, { runAt: new Date(Date.now() + 3_600_000) });
    await ctx.app.jobs.tick();
    await ctx.app.jobs.tick();
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('retries a failing job later and records the error', async () => {
    let calls = 0;
    ctx.app.jobs.register('test.flaky', async () => {
      calls++;
      throw new Error('boom');
    });
    await ctx.app.jobs.enqueue('test.flaky', {}, { dedupeKey: 'flaky' });
    await ctx.app.jobs.tick();
    const [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.dedupeKey, 'flaky'));
    expect(calls).toBe(1);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'boom' });
    expect(row!.runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('runs periodic tasks on their interval, or at once when forced', async () => {
    let runs = 0;
    ctx.app.jobs.every('test.periodic', 60_000, async () => {
      runs++;
    });
    await ctx.app.jobs.tick();
    await ctx.app.jobs.tick();
    expect(runs).toBe(1);
    await ctx.app.jobs.tick({ force: true });
    expect(runs).toBe(2);
  });
});
