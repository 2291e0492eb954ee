import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { seedCollege } from './seed';

// Study routes in the console (issue 20): a tab of the course entry, draft → publish.

let ctx: TestContext;
let courseIds: number[];

beforeAll(async () => {
  ctx = await createTestApp();
  await seedCollege(ctx.database.db);
  const staff = await signIn(ctx, { roles: ['admin'] });
  const list = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/courses?pageSize=50',
    headers: staff.headers,
  });
  courseIds = list.json().result.items.map((c: { id: number }) => c.id);
});
afterAll(() => ctx.close());

const send = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method, url, headers, payload: payload as Record<string, unknown> });
const body = () => ({
  slug: 'riscv-ai-engineer',
  titleZh: 'RISC-V AI 工程师',
  titleEn: 'RISC-V AI engineer',
  summaryZh: '从指令集到向量扩展再到模型部署。',
  courseIds: [courseIds[2], courseIds[0]],
});

describe('console: study routes', () => {
  it('refuses visitors and users without the course permissions', async () => {
    expect((await send('POST', '/api/admin/studyRoutes', visitorHeaders(), body())).statusCode).toBe(401);
    const user = await signIn(ctx);
    expect((await send('POST', '/api/admin/studyRoutes', user.headers, body())).statusCode).toBe(403);
  });

  it('names the field of an unknown, repeated or missing course', async () => {
    const staff = await signIn(ctx, { roles: ['admin'] });
    for (const ids of [[99999999], [courseIds[0], courseIds[0]], []]) {
      const res = await send('POST', '/api/admin/studyRoutes', staff.headers, { ...body(), courseIds: ids });
      expect(res.statusCode, JSON.stringify(ids)).toBe(422);
      expect(res.json().result.fields[0].field).toBe('courseIds');
    }
    const en = await send(
      'POST',
      '/api/admin/studyRoutes',
      { ...staff.headers, 'accept-language': 'en-US' },
      { ...body(), courseIds: [99999999] },
    );
    expect(en.json().message).toBe('Course 99999999 does not exist');
  });

  it('creates a route as a draft, keeps the chosen order and makes it public on publish', async () => {
    const staff = await signIn(ctx, { roles: ['admin'] });
    const created = await send('POST', '/api/admin/studyRoutes', staff.headers, body());
    expect(created.statusCode).toBe(200);
    const id = created.json().result.id;
    const item = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/studyRoutes/${id}`,
      headers: staff.headers,
    });
    expect(item.json().result.body.courseIds).toEqual([courseIds[2], courseIds[0]]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/college/routes/riscv-ai-engineer' })).statusCode,
    ).toBe(404);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/studyRoutes?q=AI',
      headers: staff.headers,
    });
    expect(list.json().result.items[0]).toMatchObject({ id, courseCount: 2 });

    const pub = await send('POST', `/api/admin/studyRoutes/${id}/publish`, staff.headers, { confirm: true });
    expect(pub.statusCode).toBe(200);
    ctx.app.publicCache.clear();
    const route = await ctx.app.inject({ method: 'GET', url: '/api/college/routes/riscv-ai-engineer' });
    expect(route.statusCode).toBe(200);
    const ids = route.json().result.courses.map((c: { id: number }) => c.id);
    expect(ids).toEqual([courseIds[2], courseIds[0]]);
  });
});
