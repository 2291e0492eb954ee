import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('answers ok with the database kind in the envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const expected = process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite';
    expect(res.json()).toEqual({
      code: 0,
      success: true,
      result: { status: 'ok', database: expected },
      message: 'success',
    });
  });

  it('sets the anti-forgery cookie', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { cookie: 'locale=en-US' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, success: false, message: 'Not found' });
    // zh-CN is the default language of messages
    const zh = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(zh.json().message).toBe('未找到');
  });
});

describe('OpenAPI', () => {
  it('is generated from the schemas with area.action operation ids', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const ids: string[] = Object.values(
      doc.paths as Record<string, Record<string, { operationId?: string }>>,
    ).flatMap((ops) => Object.values(ops).map((o) => o.operationId ?? ''));
    expect(ids).toEqual(expect.arrayContaining(['news.list', 'news.get', 'health.get', 'users.current']));
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
    expect(doc.paths['/api/news'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'pageSize']),
    );
  });

  it('serves the docs UI', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
