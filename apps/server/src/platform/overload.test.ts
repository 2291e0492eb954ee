import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { overloadPlugin } from './overload';

describe('overload shedding', () => {
  let waiting = 0;
  const app = Fastify();
  afterAll(() => app.close());

  it('refuses API requests with 503 and Retry-After while the pool queue is too long', async () => {
    await app.register(overloadPlugin, { waiting: () => waiting, maxWaiting: 3 });
    app.get('/api/things', () => ({ ok: true }));
    app.get('/api/health', () => ({ ok: true }));
    app.get('/page', () => 'page');

    expect((await app.inject('/api/things')).statusCode).toBe(200);
    waiting = 4;
    const refused = await app.inject({ url: '/api/things', headers: { 'accept-language': 'en-US' } });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toMatchObject({ success: false, code: 503 });
    expect(refused.json().message).toContain('busy');
    // health checks and pages are not judged by the API's pool queue
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    expect((await app.inject('/page')).statusCode).toBe(200);
    waiting = 3;
    expect((await app.inject('/api/things')).statusCode).toBe(200);
  });
});
