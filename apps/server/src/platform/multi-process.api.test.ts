import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres, type Database } from '../db/client';
import { openSse } from '../modules/notifications/live-client';
import { findBinary, freePort, startNginx, startPortalProcess, until, type Proc } from '../test/cluster';
import { signIn, testConfig, type TestContext } from '../test/harness';
import { createScratchDatabase, type ScratchDatabase } from '../test/scratch-database';

// Issue 22: two portal processes (main.ts) behind nginx (deploy/nginx.conf) on one PostgreSQL
// database and one Redis, as in production. Runs in .ci/run's PostgreSQL phase (TEST_DATABASE_URL
// and TEST_REDIS_URL set; nginx from scripts/install-system-deps.sh); skipped otherwise.

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const nginxBin = findBinary('nginx', '/usr/sbin/nginx');
const TOKEN = 'multi-process-metrics-token';
const ADMIN_PASSWORD = 'Multi#admin2026';
const LIMIT = 40;

/** The envelope fields these checks read. */
interface Answer {
  success: boolean;
  result: { likes?: number; username?: string; items?: { id: string; kind: string }[] };
}

describe.skipIf(!pgUrl || !redisUrl || !nginxBin)('the portal as two processes behind nginx', () => {
  let scratch: ScratchDatabase;
  let database: Database;
  let ctx: TestContext;
  let a: Proc;
  let b: Proc;
  let lb: Proc;
  let env: Record<string, string>;
  const ports: number[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(pgUrl!, 'occ_multi');
    ports.push(await freePort(), await freePort(), await freePort());
    env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl!,
      TRUST_PROXY: '127.0.0.1',
      CAPTCHA: 'off',
      ADMIN_PASSWORD,
      METRICS_TOKEN: TOKEN,
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
      // long enough that only the cross-process invalidation can explain a fresh answer
      PUBLIC_CACHE_MS: '60000',
      JOB_POLL_MS: '200',
      DB_POOL_MAX: '5',
    };
    // the first migrates and seeds; the second joins the same database
    a = await startPortalProcess(ports[0]!, env);
    b = await startPortalProcess(ports[1]!, env);
    lb = await startNginx(nginxBin!, ports[2]!, [ports[0]!, ports[1]!]);
    database = await connectPostgres(scratch.url, 2);
    ctx = { database, config: testConfig() } as TestContext;
  }, 240_000);

  afterAll(async () => {
    await lb?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await scratch?.drop();
  });

  const json = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, init);
    return { status: res.status, body: (await res.json()) as Answer };
  };
  const write = (headers: Record<string, string>) => ({
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
  });

  it('keeps a session made through one process on the other', async () => {
    const login = await fetch(`${a.url}/api/base/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=x', 'x-xsrf-token': 'x' },
      body: JSON.stringify({
        type: 'password',
        account: 'admin',
        password: ADMIN_PASSWORD,
        captchaId: 'x',
        captchaCode: 'x',
      }),
    });
    expect(login.status).toBe(200);
    const sid = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('occ_sid='))!
      .split(';')[0]!;
    const me = await json(`${b.url}/api/base/user/getCurrentUserInfo`, { headers: { cookie: sid } });
    expect(me.status).toBe(200);
    expect(me.body.result).toMatchObject({ username: 'admin' });
  });

  it('shows a like made through one process to readers of the other at once', async () => {
    const list = await json(`${b.url}/api/community/questions?page=1&pageSize=5`);
    const id = list.body.result.items![0]!.id;
    const detail = `${b.url}/api/community/questions/${id}`;
    const before = (await json(detail)).body.result.likes!;
    expect((await fetch(detail)).headers.get('x-public-cache')).toBe('hit');
    const liker = await signIn(ctx);
    const like = await json(`${a.url}/api/community/likes/toggle`, {
      ...write(liker.headers),
      body: JSON.stringify({ targetType: list.body.result.items![0]!.kind, targetId: id }),
    });
    expect(like.body.result).toMatchObject({ liked: true, likes: before + 1 });
    // PUBLIC_CACHE_MS is a minute: only the Redis invalidation makes process B answer afresh
    await until(async () => (await json(detail)).body.result.likes === before + 1, 3000, 'like seen on B');
  });

  it('counts the rate limit of one client across both processes', async () => {
    // as nginx would say it: the client address in X-Forwarded-For from the trusted balancer
    const client = { 'x-forwarded-for': '198.51.100.77' };
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await fetch(`${(i % 2 ? b : a).url}/api/community/plates?kind=qa`, { headers: client });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
  });

  it('delivers a notification made through one process to a live stream on the other', async () => {
    const fan = await signIn(ctx);
    const star = await signIn(ctx);
    const stream = await openSse(b.url, '/api/notifications/stream', star.headers);
    try {
      await stream.waitFor((e) => e.event === 'unread', 5000);
      const follow = await fetch(`${a.url}/api/users/${star.userId}/follow`, {
        method: 'POST',
        headers: fan.headers,
      });
      expect(follow.status).toBe(200);
      const got = await stream.waitFor((e) => e.event === 'notification', 5000);
      expect(got.data).toMatchObject({ kind: 'follow', actor: { id: fan.userId } });
    } finally {
      stream.close();
    }
  });

  it('runs each periodic task once across the processes', async () => {
    const runs = async (p: Proc) => {
      const text = await (
        await fetch(`${p.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
      ).text();
      const m = new Map<string, number>();
      for (const [, task, n] of text.matchAll(/^occ_periodic_task_runs\{task="([^"]+)"\} (\d+)$/gm))
        m.set(task!, Number(n));
      return m;
    };
    // tasks of ten minutes: both processes polled many times since they started
    const slow = ['posts.score', 'community.score', 'tickets.sweep'];
    const ranAll = async () => {
      const [x, y] = [await runs(a), await runs(b)];
      return slow.every((t) => x.has(t) || y.has(t));
    };
    await until(ranAll, 5000, 'periodic tasks ran');
    const [onA, onB] = [await runs(a), await runs(b)];
    for (const task of slow)
      expect({ task, runs: (onA.get(task) ?? 0) + (onB.get(task) ?? 0) }).toEqual({ task, runs: 1 });
  });

  it('loses no request through nginx while one process stops and starts again', async () => {
    let go = true;
    const failures: string[] = [];
    let done = 0;
    const worker = async (n: number) => {
      while (go) {
        const path = n % 2 ? '/api/health' : '/api/health/live';
        try {
          const res = await fetch(`${lb.url}${path}`);
          await res.arrayBuffer();
          if (res.status !== 200) failures.push(`${path} → ${res.status}`);
        } catch (err) {
          failures.push(`${path} → ${(err as Error).message}`);
        }
        done++;
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    try {
      await until(async () => done > 20, 10_000, 'traffic flowing');
      await a.stop('SIGTERM');
      const during = done;
      await until(async () => done > during + 20, 10_000, 'traffic while A is down');
      a = await startPortalProcess(ports[0]!, env);
      const after = done;
      await until(async () => done > after + 20, 10_000, 'traffic after A is back');
    } finally {
      go = false;
      await Promise.all(workers);
    }
    expect(failures).toEqual([]);
    // A takes traffic again
    expect((await fetch(`${a.url}/api/health/ready`)).status).toBe(200);
  }, 240_000);
});
