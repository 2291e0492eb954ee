import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { findBinary, freePort, startRedis, until, type Proc } from '../test/cluster';
import { createTestApp, type TestContext } from '../test/harness';
import type { App } from './types';
import { PUBLIC_CACHE_CHANNEL } from './public-cache';
import { RATE_LIMIT_PREFIX } from './rate-limit-store';

// Operations (issue 22): /metrics closed unless configured, liveness and readiness, request ids,
// TRUST_PROXY naming the balancer, and a Redis that goes away and comes back.

const TOKEN = 'metrics-token-0123456789';
const ipRoute = async (app: App) => {
  app.get('/api/test/ip', async (req) => ({ ip: req.ip }));
};

describe('metrics, health, request ids and TRUST_PROXY', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { METRICS_TOKEN: TOKEN, TRUST_PROXY: '10.0.0.1', RATE_LIMIT_PER_MINUTE: '3' },
      extraRoutes: ipRoute,
    });
  });
  afterAll(async () => ctx?.close());

  it('answers /metrics in Prometheus text format to the token only', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(/occ_http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1/);
    expect(res.body).toMatch(
      /occ_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health"\}/,
    );
    for (const name of [
      'occ_db_pool_connections',
      'occ_jobs_queued 0',
      'occ_websocket_connections 0',
      'process_cpu',
    ]) {
      expect(res.body).toContain(name);
    }
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN]) {
      const refused = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(refused.statusCode).toBe(404);
    }
  });

  it('answers liveness and readiness separately', async () => {
    for (const url of ['/api/health/live', '/api/health/ready']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toEqual({ status: 'ok' });
    }
  });

  it("gives every request an id, the balancer's when it is trusted", async () => {
    const own = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const relayed = await ctx.app.inject({
      method: 'GET',
      url: '/api/health/live',
      remoteAddress: '10.0.0.1',
      headers: { 'x-request-id': 'from-the-balancer' },
    });
    expect(relayed.headers['x-request-id']).toBe('from-the-balancer');
  });

  it('takes X-Forwarded-For from the named balancer only; forged ones count against the sender', async () => {
    const ip = async (remoteAddress: string, xff?: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/test/ip',
          remoteAddress,
          headers: xff ? { 'x-forwarded-for': xff } : {},
        })
      ).json<{ ip: string }>().ip;
    expect(await ip('10.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    // the balancer's answer after a spoofed hop: the hop the balancer saw is the client
    expect(await ip('10.0.0.1', '1.1.1.1, 203.0.113.10')).toBe('203.0.113.10');
    // a client that reaches the process directly cannot choose its address, nor escape the rate limit
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/test/ip',
        remoteAddress: '198.51.100.5',
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
      if (i === 0) expect(res.json().ip).toBe('198.51.100.5');
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('reads TRUST_PROXY as on, off or addresses, and refuses anything else', () => {
    const base = { NODE_ENV: 'test' } as const;
    expect(loadConfig({ ...base }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'on' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toBe(
      '127.0.0.1,10.0.0.0/8',
    );
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'balancer.example' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

const redisServer = findBinary('redis-server', '/usr/bin/redis-server');

describe.skipIf(!redisServer)('a Redis that goes away and comes back', () => {
  let ctx: TestContext;
  let redis: Proc;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(redisServer!, port);
    ctx = await createTestApp({
      env: { REDIS_URL: redis.url, RATE_LIMIT_PER_MINUTE: '3', PUBLIC_CACHE_MS: '60000' },
      extraRoutes: ipRoute,
    });
    await until(async () => ctx.app.redis!.available, 10_000, 'redis connected');
  });
  afterAll(async () => {
    await ctx?.close();
    await redis?.stop();
  });

  const get = (remoteAddress: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/test/ip', remoteAddress }).then((r) => r.statusCode);

  it('counts in Redis, serves from the process while Redis is down (one warning), and uses Redis again', async () => {
    const shared = ctx.app.redis!;
    expect([
      await get('192.0.2.1'),
      await get('192.0.2.1'),
      await get('192.0.2.1'),
      await get('192.0.2.1'),
    ]).toEqual([200, 200, 200, 429]);
    expect((await shared.client.keys(`${RATE_LIMIT_PREFIX}*`)).length).toBeGreaterThan(0);

    const warn = vi.spyOn(ctx.app.log, 'warn');
    await redis.stop();
    await until(async () => !shared.available, 10_000, 'redis seen down');
    // requests keep being served, and limited by this process's own counters
    const during = Date.now();
    expect([
      await get('192.0.2.2'),
      await get('192.0.2.2'),
      await get('192.0.2.2'),
      await get('192.0.2.2'),
    ]).toEqual([200, 200, 200, 429]);
    expect(Date.now() - during).toBeLessThan(2000);
    await new Promise((r) => setTimeout(r, 600)); // a few reconnect attempts fail meanwhile
    const outages = warn.mock.calls.filter((c) => String(c[1] ?? c[0]).startsWith('redis unavailable'));
    expect(outages).toHaveLength(1);

    redis = await startRedis(redisServer!, port);
    await until(async () => shared.available, 15_000, 'redis reconnected');
    expect([await get('192.0.2.3'), await get('192.0.2.3')]).toEqual([200, 200]);
    expect(await shared.client.keys(`${RATE_LIMIT_PREFIX}*`)).not.toHaveLength(0);
    // the subscription came back too: cache invalidations reach this process again
    await until(
      async () => {
        const [, subscribers] = (await shared.client.pubsub('NUMSUB', PUBLIC_CACHE_CHANNEL)) as [
          string,
          number,
        ];
        return Number(subscribers) >= 1;
      },
      10_000,
      'public cache channel resubscribed',
    );
    warn.mockRestore();
  });
});
