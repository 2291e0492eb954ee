import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';

// Issue 15: scheduled publication. A live page's changes published "at a later time" wait as its
// draft; readers see the published version until the time comes, then the new one (a version kept).

let ctx: TestContext;
let staff: Record<string, string>;
let user: Record<string, string>;

const inject = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
const hero = (title: string) => [{ type: 'hero', props: { title } }];
const pageOf = (slug: string, title: string) => ({
  slug,
  titleZh: title,
  titleEn: title,
  blocksZh: hero(title),
});
const later = (ms = 3_600_000) => new Date(Date.now() + ms).toISOString();
const liveTitle = async (slug: string) => {
  const res = await inject('GET', `/api/content-pages/${slug}`, { 'x-no-cache': String(Math.random()) });
  return res.statusCode === 200 ? (res.json().result.blocks[0].props.title as string) : res.statusCode;
};
/** the scheduled time passes (the database's clock decides), then the job runs */
const timePasses = async () => {
  await ctx.database.db.execute(
    sql`update drafts set publish_at = now() - interval '1 second' where publish_at is not null`,
  );
  await ctx.app.jobs.tick({ force: true });
};

beforeAll(async () => {
  ctx = await createTestApp();
  staff = (await signIn(ctx, { roles: ['admin'] })).headers;
  user = (await signIn(ctx)).headers;
});
afterAll(() => ctx.close());

async function livePage(slug: string, title: string): Promise<number> {
  const created = await inject('POST', '/api/admin/page', staff, pageOf(slug, title));
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().result.id as number;
  expect((await inject('POST', `/api/admin/page/${id}/publish`, staff, { confirm: true })).statusCode).toBe(
    200,
  );
  return id;
}

describe('scheduled publication of a page', () => {
  it('keeps the published version live until the time, then publishes the draft with a version', async () => {
    const id = await livePage('launch', '旧版');
    expect((await inject('PUT', `/api/admin/page/${id}`, staff, pageOf('launch', '新版'))).statusCode).toBe(
      200,
    );
    const at = later();
    const res = await inject('POST', `/api/admin/page/${id}/publish`, staff, {
      confirm: true,
      publishAt: at,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ version: null, publishedAt: at, scheduled: true });

    expect(await liveTitle('launch')).toBe('旧版');
    const changes = (await inject('GET', `/api/admin/page/${id}/changes`, staff)).json().result;
    expect(changes.scheduledAt).toBe(at);
    const row = (await inject('GET', `/api/admin/page/${id}`, staff)).json().result;
    expect(JSON.stringify(row)).toContain(at);

    await ctx.app.jobs.tick({ force: true }); // not yet
    expect(await liveTitle('launch')).toBe('旧版');
    await timePasses();
    expect(await liveTitle('launch')).toBe('新版');
    const versions = (await inject('GET', `/api/admin/page/${id}/versions`, staff)).json().result;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(
      (await inject('GET', `/api/admin/page/${id}/changes`, staff)).json().result.scheduledAt,
    ).toBeNull();
  });

  it('is cancelled by a later edit, and replaced by publishing now', async () => {
    const id = await livePage('launch-two', '第一版');
    await inject('PUT', `/api/admin/page/${id}`, staff, pageOf('launch-two', '第二版'));
    await inject('POST', `/api/admin/page/${id}/publish`, staff, { confirm: true, publishAt: later() });
    await inject('PUT', `/api/admin/page/${id}`, staff, pageOf('launch-two', '第三版'));
    expect(
      (await inject('GET', `/api/admin/page/${id}/changes`, staff)).json().result.scheduledAt,
    ).toBeNull();
    await timePasses();
    expect(await liveTitle('launch-two')).toBe('第一版');

    await inject('POST', `/api/admin/page/${id}/publish`, staff, { confirm: true, publishAt: later() });
    const now = await inject('POST', `/api/admin/page/${id}/publish`, staff, { confirm: true });
    expect(now.json().result).toMatchObject({ version: 2, scheduled: false });
    expect(await liveTitle('launch-two')).toBe('第三版');
    await timePasses();
    const versions = (await inject('GET', `/api/admin/page/${id}/versions`, staff)).json().result;
    expect(versions).toHaveLength(2);
  });

  it('answers 409 when a live page has no changes to schedule', async () => {
    const id = await livePage('launch-three', '不变');
    const res = await inject('POST', `/api/admin/page/${id}/publish`, staff, {
      confirm: true,
      publishAt: later(),
    });
    expect(res.statusCode).toBe(409);
    expect(await liveTitle('launch-three')).toBe('不变');
  });

  it('keeps a never-published page hidden until its first publication time', async () => {
    const created = await inject('POST', '/api/admin/page', staff, pageOf('launch-four', '首发'));
    const id = created.json().result.id as number;
    const res = await inject('POST', `/api/admin/page/${id}/publish`, staff, {
      confirm: true,
      publishAt: later(),
    });
    expect(res.json().result).toMatchObject({ version: 1, scheduled: false });
    expect(await liveTitle('launch-four')).toBe(404);
  });

  it('refuses a visitor (401) and a user without the permission (403)', async () => {
    const body = { confirm: true, publishAt: later() };
    expect((await inject('POST', '/api/admin/page/1/publish', visitorHeaders(), body)).statusCode).toBe(401);
    expect((await inject('POST', '/api/admin/page/1/publish', user, body)).statusCode).toBe(403);
  });
});
