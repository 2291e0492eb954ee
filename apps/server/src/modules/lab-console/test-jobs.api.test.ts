import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code, type StepResult } from '@occ/shared';
import { labSessionEvents, labTestJobs } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { createTestApp, visitorHeaders, type TestContext } from '../../test/harness';
import { sweepStaleTestJobs } from './test-runner';
import { FakeHub, passed, reservationFixture, useFakeHub } from './test-support';

type Headers = Record<string, string>;
let ctx: TestContext;
let hub: FakeHub;

beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => ctx.close());
beforeEach(() => {
  hub = useFakeHub(ctx);
});

const get = (headers: Headers, url: string) => ctx.app.inject({ method: 'GET', url, headers });
const create = (headers: Headers, reservationId: string, body: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/lab/reservations/${reservationId}/test-jobs`,
    headers,
    payload: body,
  });
/** Waits until the background run has written a final status. */
async function finished(headers: Headers, jobId: string) {
  let job: { status: string } = { status: 'queued' };
  await expect
    .poll(
      async () => {
        job = (await get(headers, `/api/lab/test-jobs/${jobId}`)).json().result;
        return ['passed', 'failed', 'error'].includes(job.status);
      },
      { timeout: 10_000, interval: 50 },
    )
    .toBe(true);
  return job as Record<string, unknown> & { status: string; results: StepResult[]; error: string | null };
}

const twoSteps = {
  name: 'U-Boot smoke <test>',
  steps: [
    { name: 'echo hello', send: 'echo hello', expect: 'hello', timeoutMs: 5000 },
    { name: 'version', send: 'version', expect: 'U-Boot 1999', timeoutMs: 2000 },
  ],
};
const failedStep = (index: number, name: string): StepResult => ({
  index,
  name,
  status: 'failed',
  durationMs: 2000,
  output: 'U-Boot 2023.01 <b>&</b>\n',
  message: 'pattern /U-Boot 1999/ not seen within 2000 ms',
});

describe('test jobs', () => {
  it('queues a job (202), runs it after the answer, streams progress, and keeps both results', async () => {
    const { reservationId, owner } = await reservationFixture(ctx);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    hub.on('testJob', async (call, h) => {
      if (call.action.kind !== 'testJob') throw new Error('unexpected');
      const jobId = call.action.jobId;
      h.progress(jobId, passed(0, 'echo hello', 'hello\n'));
      await gate;
      const results = [passed(0, 'echo hello', 'hello\n'), failedStep(1, 'version')];
      h.progress(jobId, results[1]!);
      return { ok: true, data: { results } };
    });

    const res = await create(owner.headers, reservationId, twoSteps);
    expect(res.statusCode).toBe(202);
    const job = res.json().result;
    expect(job).toMatchObject({
      reservationId,
      name: 'U-Boot smoke <test>',
      status: 'queued',
      results: [],
      error: null,
    });
    expect(job.steps).toEqual(twoSteps.steps);

    // running, with the first step's result stored while the second one is still going
    await expect
      .poll(
        async () => (await get(owner.headers, `/api/lab/test-jobs/${job.id}`)).json().result.results.length,
      )
      .toBe(1);
    const running = (await get(owner.headers, `/api/lab/test-jobs/${job.id}`)).json().result;
    expect(running).toMatchObject({ status: 'running', results: [{ index: 0, status: 'passed' }] });
    expect(running.startedAt).not.toBeNull();
    // one job at a time per session
    const second = await create(owner.headers, reservationId, twoSteps);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('A test job is already running in this session');

    release();
    const done = await finished(owner.headers, job.id);
    expect(done).toMatchObject({ status: 'failed', error: null });
    expect(done.results.map((r) => r.status)).toEqual(['passed', 'failed']);
    expect(done.finishedAt).not.toBeNull();
    const call = hub.calls.find((c) => c.action.kind === 'testJob')!;
    expect(call.action).toEqual({ kind: 'testJob', jobId: job.id, steps: twoSteps.steps });
    // the steps' own time plus a margin
    expect(call.timeoutMs).toBe(7000 + 30_000);

    const list = (await get(owner.headers, `/api/lab/reservations/${reservationId}/test-jobs`)).json().result;
    expect(list).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(list.items[0].id).toBe(job.id);
    const logged = await ctx.database.db
      .select()
      .from(labSessionEvents)
      .where(eq(labSessionEvents.reservationId, reservationId));
    expect(logged.map((e) => [e.kind, e.ok, e.detail])).toEqual([
      ['test_job', false, 'U-Boot smoke <test>: failed'],
    ]);

    // a new job may start once the previous one is over
    expect((await create(owner.headers, reservationId, { ...twoSteps, name: 'again' })).statusCode).toBe(202);
  });

  it('downloads JUnit XML with a failure per failed step and a readable escaped HTML report', async () => {
    const { reservationId, owner } = await reservationFixture(ctx);
    hub.on('testJob', () => ({
      ok: true,
      data: { results: [passed(0, 'echo hello', 'hello\n'), failedStep(1, 'version')] },
    }));
    const job = (await create(owner.headers, reservationId, twoSteps)).json().result;
    await finished(owner.headers, job.id);

    const xml = await get(owner.headers, `/api/lab/test-jobs/${job.id}/junit.xml`);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xml.headers['content-disposition']).toMatch(
      /^attachment; filename="test-job-U-Boot_smoke_test_-[a-f0-9]{8}\.xml"$/,
    );
    expect(xml.body).toContain(
      '<testsuite name="U-Boot smoke &lt;test&gt;" tests="2" failures="1" errors="0" skipped="0"',
    );
    expect(xml.body).toContain('<testcase name="echo hello"');
    expect(xml.body).toContain(
      '<failure type="failed" message="pattern /U-Boot 1999/ not seen within 2000 ms">',
    );
    expect(xml.body).toContain('<system-out>U-Boot 2023.01 &lt;b&gt;&amp;&lt;/b&gt;\n</system-out>');

    const html = await get(owner.headers, `/api/lab/test-jobs/${job.id}/report.html`);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers['content-security-policy']).toContain('sandbox');
    expect(html.body).toContain('U-Boot smoke &lt;test&gt;');
    expect(html.body).not.toContain('<test>');
    expect(html.body).not.toMatch(/<script/i);
  });

  it('reports infrastructure failures as errors, never as failing tests', async () => {
    const cases: [(h: FakeHub) => void, string][] = [
      [
        (h) =>
          h.on('testJob', () => {
            throw new AppError(503, Code.INTERNAL, 'labAgentOffline');
          }),
        'The board is offline (its lab agent is not connected)',
      ],
      [
        (h) =>
          h.on('testJob', () => ({ ok: false, error: 'boot_timeout', message: 'the board did not boot' })),
        'the board did not boot',
      ],
      [
        (h) =>
          h.on('testJob', () => {
            throw new AppError(504, Code.INTERNAL, 'labActionTimeout');
          }),
        'The board did not answer in time',
      ],
      [
        (h) => h.on('testJob', () => ({ ok: true, data: { results: 'garbage' } })),
        'The lab agent answered with unreadable test results',
      ],
    ];
    for (const [setup, error] of cases) {
      const { reservationId, owner } = await reservationFixture(ctx);
      setup(hub);
      const job = (await create(owner.headers, reservationId, twoSteps)).json().result;
      const done = await finished(owner.headers, job.id);
      expect(done, error).toMatchObject({ status: 'error', error });
      const xml = (await get(owner.headers, `/api/lab/test-jobs/${job.id}/junit.xml`)).body;
      expect(xml).toContain('tests="2" failures="0" errors="2"');
      expect(xml).toContain('<error type="infrastructure"');
    }
    // the error is stored once and shown in the reader's language
    const { reservationId, owner } = await reservationFixture(ctx);
    hub.on('testJob', () => {
      throw new AppError(503, Code.INTERNAL, 'labAgentOffline');
    });
    const job = (await create(owner.headers, reservationId, twoSteps)).json().result;
    await finished(owner.headers, job.id);
    const zh = (
      await get({ ...owner.headers, 'accept-language': 'zh-CN' }, `/api/lab/test-jobs/${job.id}`)
    ).json();
    expect(zh.result.error).toBe('开发板离线（实验室代理未连接）');
  });

  it('passes a job whose every step passed', async () => {
    const { reservationId, owner } = await reservationFixture(ctx);
    const job = (await create(owner.headers, reservationId, twoSteps)).json().result;
    const done = await finished(owner.headers, job.id);
    expect(done).toMatchObject({ status: 'passed', error: null });
    expect((await get(owner.headers, `/api/lab/test-jobs/${job.id}/junit.xml`)).body).toContain(
      'tests="2" failures="0" errors="0" skipped="0"',
    );
  });

  it('refuses malformed jobs with 422 naming the field, without reaching the board', async () => {
    const { reservationId, owner } = await reservationFixture(ctx);
    const step = { name: 's', expect: 'ok' };
    const cases: [object, string, string?][] = [
      [{ name: 'x', steps: [] }, 'steps'],
      [{ name: '', steps: [step] }, 'name'],
      [{ name: 'x', steps: [{ ...step, expect: '(' }] }, 'steps.0.expect', 'Not a valid regular expression'],
      [{ name: 'x', steps: [{ ...step, timeoutMs: 10 }] }, 'steps.0.timeoutMs'],
      [{ name: 'x', steps: [{ ...step, timeoutMs: 3_600_000 }] }, 'steps.0.timeoutMs'],
      [{ name: 'x', steps: [{ ...step, send: 'x'.repeat(1001) }] }, 'steps.0.send'],
      [{ name: 'x', steps: Array.from({ length: 101 }, () => step) }, 'steps'],
      [{ name: 'x', steps: [{ expect: 'ok' }] }, 'steps.0.name'],
      [{ name: 'x' }, 'steps'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(owner.headers, reservationId, body);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().result.fields[0].field, JSON.stringify(body).slice(0, 80)).toBe(field);
      if (message) expect(res.json().result.fields[0].message).toBe(message);
    }
    expect(hub.calls).toEqual([]);
    expect(
      await ctx.database.db.select().from(labTestJobs).where(eq(labTestJobs.reservationId, reservationId)),
    ).toEqual([]);
  });

  it('shows a job only to its owner: others get 404, visitors 401, on the job and its reports', async () => {
    const { reservationId, owner } = await reservationFixture(ctx);
    const job = (await create(owner.headers, reservationId, twoSteps)).json().result;
    await finished(owner.headers, job.id);
    const other = await reservationFixture(ctx);
    for (const suffix of ['', '/junit.xml', '/report.html']) {
      expect((await get(other.owner.headers, `/api/lab/test-jobs/${job.id}${suffix}`)).statusCode).toBe(404);
      expect((await get(visitorHeaders(), `/api/lab/test-jobs/${job.id}${suffix}`)).statusCode).toBe(401);
    }
    expect((await get(owner.headers, '/api/lab/test-jobs/not-a-uuid')).statusCode).toBe(422);
    // results stay readable after the slot
    const ended = await reservationFixture(ctx, 'ended');
    expect(
      (await get(ended.owner.headers, `/api/lab/reservations/${ended.reservationId}/test-jobs`)).statusCode,
    ).toBe(200);
  });

  it('ends jobs left unfinished as interrupted: all at the start of a lone portal, else past their deadline', async () => {
    const { reservationId, owner } = await reservationFixture(ctx);
    const steps = JSON.stringify([{ name: 's', expect: 'x', timeoutMs: 10_000 }]);
    const insert = (status: string, startedAgoMs: number | null, createdAgoMs = 0) =>
      ctx.database.db
        .insert(labTestJobs)
        .values({
          reservationId,
          userId: owner.userId,
          name: `${status} ${startedAgoMs}`,
          steps,
          status,
          createdAt: new Date(Date.now() - createdAgoMs),
          startedAt: startedAgoMs === null ? null : new Date(Date.now() - startedAgoMs),
        })
        .returning({ id: labTestJobs.id })
        .then((r) => r[0]!.id);
    const recent = await insert('running', 1000);
    const overdue = await insert('running', 10 * 60_000);
    const stuck = await insert('queued', null, 10 * 60_000);
    const done = await insert('passed', 10 * 60_000);
    const statusOf = async (id: string) =>
      (await ctx.database.db.select().from(labTestJobs).where(eq(labTestJobs.id, id)))[0]!;

    expect(await sweepStaleTestJobs(ctx.database.db, { all: false })).toBe(2);
    expect(await statusOf(overdue)).toMatchObject({ status: 'error', error: 'labTestInterrupted' });
    expect(await statusOf(stuck)).toMatchObject({ status: 'error', error: 'labTestInterrupted' });
    expect((await statusOf(recent)).status).toBe('running');

    expect(await sweepStaleTestJobs(ctx.database.db, { all: true })).toBe(1);
    expect((await statusOf(recent)).status).toBe('error');
    expect((await statusOf(done)).status).toBe('passed');
    const shown = (await get(owner.headers, `/api/lab/test-jobs/${recent}`)).json().result;
    expect(shown.error).toBe('The test job was interrupted (the portal restarted)');
  });
});
