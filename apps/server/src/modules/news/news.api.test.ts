import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, visitorHeaders, type TestContext, requests } from '../../test/harness';
import { createNews } from '../../test/news-fixture';

let ctx: TestContext;
const { get } = requests(() => ctx);
const ids: number[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  // 23 published items one hour apart (item 0 oldest), one with an English translation,
  // one unpublished draft that must never be listed
  for (let i = 0; i < 23; i++) {
    ids.push(
      await createNews(ctx.database.db, {
        source: 'OCC',
        coverUrl: null,
        publishedAt: new Date(Date.UTC(2026, 0, 1, i)).toISOString(),
        i18n: {
          'zh-CN': {
            title: `新闻 ${i}`,
            summary: `摘要 ${i}`,
            body: `# 标题 ${i}\n\n正文 <script>alert(1)</script> **粗体**`,
          },
          ...(i === 22 ? { 'en-US': { title: 'News 22', summary: 'Summary 22', body: 'Body **22**' } } : {}),
        },
      }),
    );
  }
  await createNews(ctx.database.db, {
    source: 'OCC',
    coverUrl: null,
    publishedAt: null,
    i18n: { 'zh-CN': { title: '草稿', summary: '', body: 'draft' } },
  });
});
afterAll(() => ctx.close());

describe('news.list', () => {
  it('pages newest first with the default page size 10', async () => {
    const res = await get('/api/news');
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.total).toBe(23);
    expect(result.page).toBe(1);
    expect(result.pageSize).toBe(10);
    expect(result.items).toHaveLength(10);
    expect(result.items[0].title).toBe('新闻 22');
    expect(result.items[9].title).toBe('新闻 13');
  });

  it('returns the last partial page and an empty page past the end', async () => {
    const last = (await get('/api/news?page=3')).json().result;
    expect(last.items.map((n: { title: string }) => n.title)).toEqual(['新闻 2', '新闻 1', '新闻 0']);
    const past = (await get('/api/news?page=4')).json().result;
    expect(past.items).toEqual([]);
    expect(past.total).toBe(23);
  });

  it('refuses a bad page with a field error', async () => {
    const res = await get('/api/news?page=0&pageSize=1000');
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.result.fields.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining(['page', 'pageSize']),
    );
  });

  it('shows the requested language where it exists and falls back to Chinese', async () => {
    const en = (await get('/api/news?pageSize=2', { cookie: 'locale=en-US' })).json().result.items;
    expect(en[0]).toMatchObject({ title: 'News 22', locale: 'en-US' });
    expect(en[1]).toMatchObject({ title: '新闻 21', locale: 'zh-CN' });
  });
});

describe('news.get', () => {
  it('returns the detail with sanitised HTML and neighbours', async () => {
    const id = ids[5]!;
    const res = await get(`/api/news/${id}`);
    expect(res.statusCode).toBe(200);
    const n = res.json().result;
    expect(n.title).toBe('新闻 5');
    expect(n.html).toContain('<strong>粗体</strong>');
    expect(n.html).not.toContain('<script');
    expect(n.prevId).toBe(ids[6]);
    expect(n.nextId).toBe(ids[4]);
    expect(n.can).toEqual({ update: false, delete: false });
  });

  it('answers 404 "The id does not exist" for an unknown or unpublished id', async () => {
    for (const url of ['/api/news/999999', `/api/news/${ids.length + 1}`]) {
      const res = await get(url, { cookie: 'locale=en-US' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 404, message: 'The id does not exist' });
    }
    const zh = await get('/api/news/999999');
    expect(zh.json().message).toBe('该 ID 不存在');
  });

  it('refuses a non-numeric id with 422', async () => {
    expect((await get('/api/news/abc')).statusCode).toBe(422);
  });
});

describe('news writes (the console news area)', () => {
  const body = { source: 'OCC', titleZh: '新的', bodyZh: '正文' };
  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('refuses a visitor (401) and a user without the news permissions (403)', async () => {
    const visitor = await send('POST', '/api/admin/news', visitorHeaders(), body);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe(-101014);
    const user = await signIn(ctx);
    expect((await send('POST', '/api/admin/news', user.headers, body)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/admin/news/${ids[0]}`, user.headers)).statusCode).toBe(403);
  });

  it('refuses a state change without the anti-forgery header', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const res = await send('POST', '/api/admin/news', { cookie: admin.headers.cookie }, body);
    expect(res.statusCode).toBe(403);
  });

  it('answers malformed JSON with 400 "Invalid JSON"', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: {
        ...admin.headers,
        cookie: `${admin.headers.cookie}; locale=en-US`,
        'content-type': 'application/json',
      },
      payload: '{"source": "OCC",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, success: false, result: null, message: 'Invalid JSON' });
  });

  it('names the failing field in a localised message', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const headers = { ...admin.headers, cookie: `${admin.headers.cookie}; locale=en-US` };
    const res = await send('POST', '/api/admin/news', headers, { ...body, titleZh: 'x'.repeat(201) });
    expect(res.statusCode).toBe(422);
    expect(res.json().result.fields).toContainEqual({
      field: 'titleZh',
      message: 'Title (Chinese) must be at most 200 characters',
    });
  });

  it('keeps a new item a draft until it is published, then updates it through a draft', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const created = await send('POST', '/api/admin/news', admin.headers, body);
    expect(created.statusCode).toBe(200);
    const id = created.json().result.id as number;
    expect(created.json().result.status).toBe('draft');
    expect((await get(`/api/news/${id}`)).statusCode).toBe(404);
    const preview = await get(`/api/admin/news/${id}/preview`, { cookie: admin.headers.cookie });
    expect(preview.json().result.title).toBe('新的');
    expect((await get(`/api/admin/news/${id}/preview`)).statusCode).toBe(401);

    const refused = await send('POST', `/api/admin/news/${id}/publish`, admin.headers, {});
    expect(refused.statusCode).toBe(422);
    const published = await send('POST', `/api/admin/news/${id}/publish`, admin.headers, { confirm: true });
    expect(published.statusCode).toBe(200);
    expect(published.json().result.version).toBe(1);
    const detail = await get(`/api/news/${id}`, { cookie: admin.headers.cookie });
    expect(detail.json().result.title).toBe('新的');
    expect(detail.json().result.can).toEqual({ update: true, delete: true });

    // an edit of a live item waits as a draft: visitors still read the published text
    const edited = await send('PUT', `/api/admin/news/${id}`, admin.headers, {
      ...body,
      titleEn: 'New',
      bodyEn: 'text',
    });
    expect(edited.json().result.status).toBe('changed');
    expect((await get(`/api/news/${id}`, { cookie: 'locale=en-US' })).json().result.title).toBe('新的');
    const changes = await get(`/api/admin/news/${id}/changes`, { cookie: admin.headers.cookie });
    expect(changes.json().result.changes).toEqual([
      { field: 'titleEn', before: '', after: 'New' },
      { field: 'bodyEn', before: '', after: 'text' },
    ]);
    await send('POST', `/api/admin/news/${id}/publish`, admin.headers, { confirm: true });
    expect((await get(`/api/news/${id}`, { cookie: 'locale=en-US' })).json().result.title).toBe('New');

    const versions = await get(`/api/admin/news/${id}/versions`, { cookie: admin.headers.cookie });
    expect(versions.json().result.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    await send('POST', `/api/admin/news/${id}/versions/1/restore`, admin.headers);
    await send('POST', `/api/admin/news/${id}/publish`, admin.headers, { confirm: true });
    expect((await get(`/api/news/${id}`, { cookie: 'locale=en-US' })).json().result.locale).toBe('zh-CN');

    const removed = await send('DELETE', `/api/admin/news/${id}`, admin.headers);
    expect(removed.statusCode).toBe(200);
    expect((await get(`/api/news/${id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/admin/news/${id}`, admin.headers)).statusCode).toBe(404);
  });
});

describe('RSS', () => {
  it('lists the latest published news', async () => {
    const res = await get('/news/rss.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/rss+xml');
    expect(res.body).toContain('<title>新闻 22</title>');
    expect(res.body).not.toContain('草稿');
  });
});
