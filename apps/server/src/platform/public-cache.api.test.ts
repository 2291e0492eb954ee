import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNews } from '../test/news-fixture';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../test/harness';

let ctx: TestContext;
const one = (title: string) => ({
  source: 'OCC',
  coverUrl: null,
  publishedAt: '2026-01-01T00:00:00.000Z',
  i18n: { 'zh-CN': { title, summary: '', body: title } },
});

beforeAll(async () => {
  ctx = await createTestApp({
    env: { PUBLIC_CACHE_MS: '60000' },
    // a page-like route with its own time (as the pages' PAGE_CACHE_MS) answering bytes
    extraRoutes: async (app) => {
      let renders = 0;
      app.get('/a-page', { config: { publicCache: 60_000 } }, async (_req, reply) =>
        reply.type('text/html').send(Buffer.from(`<p>render ${++renders}</p>`)),
      );
    },
  });
  await createNews(ctx.database.db, one('第一条'));
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = visitorHeaders()) =>
  ctx.app.inject({ method: 'GET', url, headers });
const titles = (body: string) =>
  (JSON.parse(body) as { result: { items: { title: string }[] } }).result.items.map((i) => i.title);

describe('public read cache', () => {
  it('answers the second anonymous read from the cache, the same bytes', async () => {
    const first = await get('/api/news?pageSize=5');
    expect(first.headers['x-public-cache']).toBeUndefined();
    const second = await get('/api/news?pageSize=5');
    expect(second.headers['x-public-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    // a per-reader cookie is never replayed from the cache
    expect(second.headers['set-cookie']).toBeUndefined();
  });

  it('shares a page for its own time and gives a fresh visitor its own anti-forgery token on a hit', async () => {
    const first = await get('/a-page', {});
    expect(first.body).toBe('<p>render 1</p>');
    const hits = [await get('/a-page', {}), await get('/a-page', {})];
    for (const hit of hits) {
      expect(hit.headers['x-public-cache']).toBe('hit');
      expect(hit.body).toBe('<p>render 1</p>');
      expect(String(hit.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=[\w-]{20,}; Path=\/; SameSite=Lax$/);
    }
    expect(hits[0]!.headers['set-cookie']).not.toBe(hits[1]!.headers['set-cookie']);
    // a reader who has a token keeps it
    expect((await get('/a-page')).headers['set-cookie']).toBeUndefined();
  });

  it('keeps languages apart and never serves or stores answers for a signed-in reader', async () => {
    expect(
      (await get('/api/news?pageSize=5', { cookie: 'locale=en-US' })).headers['x-public-cache'],
    ).toBeUndefined();
    const user = await signIn(ctx);
    for (let i = 0; i < 2; i++) {
      expect((await get('/api/news?pageSize=5', user.headers)).headers['x-public-cache']).toBeUndefined();
    }
    expect(
      (await get('/api/news?pageSize=5', { authorization: 'Bearer nope' })).headers['x-public-cache'],
    ).toBeUndefined();
  });

  it('is emptied by any successful write in this process, so readers see it at once', async () => {
    await createNews(ctx.database.db, one('直接写入'));
    // written behind the server's back: the cached answer stands until its time is up
    expect(titles((await get('/api/news?pageSize=5')).body)).not.toContain('直接写入');

    const admin = await signIn(ctx, { roles: ['admin'] });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: admin.headers,
      payload: { source: 'OCC', titleZh: '经由接口', bodyZh: '经由接口' },
    });
    expect(created.statusCode).toBe(200);
    const published = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/news/${created.json().result.id}/publish`,
      headers: admin.headers,
      payload: { confirm: true },
    });
    expect(published.statusCode).toBe(200);
    expect(ctx.app.publicCache.size).toBe(0);
    const fresh = await get('/api/news?pageSize=5');
    expect(fresh.headers['x-public-cache']).toBeUndefined();
    expect(titles(fresh.body)).toEqual(expect.arrayContaining(['直接写入', '经由接口']));
  });

  it('is not emptied by a refused write, and stores no error answers', async () => {
    await get('/api/news?pageSize=5');
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: visitorHeaders(),
      payload: { source: 'OCC', titleZh: 'x', bodyZh: 'x' },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(ctx.app.publicCache.size).toBeGreaterThan(0);

    for (let i = 0; i < 2; i++) {
      expect((await get('/api/news/999999')).headers['x-public-cache']).toBeUndefined();
    }
  });
});
