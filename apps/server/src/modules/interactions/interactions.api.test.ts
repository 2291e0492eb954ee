import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likes, notifications, targetCounters } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { removeTestItem, testItem } from './test-target';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const noXsrf = (h: Headers): Headers => {
  const { 'x-xsrf-token': _drop, ...rest } = h;
  return rest;
};
const likeAs = (headers: Headers, targetId: string, targetType = 'test-item') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/community/likes/toggle',
    headers,
    payload: { targetType, targetId },
  });
const collectAs = (headers: Headers, targetId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/community/collections/toggle',
    headers,
    payload: { targetType: 'test-item', targetId },
  });

async function counter(targetId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(targetCounters)
    .where(and(eq(targetCounters.targetType, 'test-item'), eq(targetCounters.targetId, targetId)));
  return row;
}
async function likeRows(targetId: string) {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(likes)
    .where(and(eq(likes.targetType, 'test-item'), eq(likes.targetId, targetId)));
  return row!.n;
}

describe('likes', () => {
  it('toggles both ways, tells the author once, never for self-likes', async () => {
    const author = await signIn(ctx);
    const fan = await signIn(ctx);
    const id = testItem(author.userId, 'A liked item');
    const on = await likeAs(fan.headers, id);
    expect(on.statusCode).toBe(200);
    expect(on.json().result).toEqual({ liked: true, likes: 1 });
    expect((await likeAs(fan.headers, id)).json().result).toEqual({ liked: false, likes: 0 });
    expect((await likeAs(author.headers, id)).json().result).toEqual({ liked: true, likes: 1 });
    const told = await ctx.database.db.select().from(notifications).where(eq(notifications.targetId, id));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      userId: author.userId,
      actorId: fan.userId,
      kind: 'like',
      category: 'interaction',
      summary: 'A liked item',
      link: `/test/${id}`,
    });
  });

  it('refuses a visitor (401), a missing XSRF token (403), unknown targets (404) and bad bodies (422)', async () => {
    const user = await signIn(ctx);
    const id = testItem(user.userId);
    expect((await likeAs(visitorHeaders(), id)).statusCode).toBe(401);
    expect((await likeAs(noXsrf(user.headers), id)).statusCode).toBe(403);
    expect((await collectAs(visitorHeaders(), id)).statusCode).toBe(401);
    expect((await collectAs(noXsrf(user.headers), id)).statusCode).toBe(403);
    expect((await likeAs(user.headers, crypto.randomUUID())).statusCode).toBe(404);
    expect((await likeAs(user.headers, id, 'no-such-type')).statusCode).toBe(404);
    const bad = await likeAs(user.headers, 'not-a-uuid');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.fields[0].field).toBe('targetId');
    removeTestItem(id);
    expect((await likeAs(user.headers, id)).statusCode).toBe(404);
  });

  it('100 users liking at once leave an exact count', async () => {
    const author = await signIn(ctx);
    const id = testItem(author.userId);
    const people = await Promise.all(Array.from({ length: 100 }, () => signIn(ctx)));
    const results = await Promise.all(people.map((p) => likeAs(p.headers, id)));
    expect(results.every((r) => r.statusCode === 200 && r.json().result.liked === true)).toBe(true);
    expect((await counter(id))?.likes).toBe(100);
    expect(await likeRows(id)).toBe(100);
    // and all of them again: back to zero
    await Promise.all(people.map((p) => likeAs(p.headers, id)));
    expect((await counter(id))?.likes).toBe(0);
    expect(await likeRows(id)).toBe(0);
  });

  it('100 concurrent toggles by one user leave 0 or 1 and the counter equal to the rows', async () => {
    const author = await signIn(ctx);
    const clicker = await signIn(ctx);
    const id = testItem(author.userId);
    const results = await Promise.all(Array.from({ length: 100 }, () => likeAs(clicker.headers, id)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await likeRows(id);
    expect([0, 1]).toContain(rows);
    expect((await counter(id))?.likes ?? 0).toBe(rows);
    // the next toggle answers a state consistent with the table
    const next = (await likeAs(clicker.headers, id)).json().result;
    expect(next).toEqual({ liked: rows === 0, likes: rows === 0 ? 1 : 0 });
  });
});

describe('collections', () => {
  it('toggles both ways and lists mine newest first with title and link', async () => {
    const author = await signIn(ctx);
    const me = await signIn(ctx);
    const first = testItem(author.userId, 'First');
    const second = testItem(author.userId, 'Second');
    expect((await collectAs(me.headers, first)).json().result).toEqual({ collected: true, collections: 1 });
    expect((await collectAs(me.headers, second)).json().result).toEqual({ collected: true, collections: 1 });
    expect((await collectAs(author.headers, second)).json().result).toEqual({
      collected: true,
      collections: 2,
    });

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/community/collections?page=1&pageSize=10',
      headers: me.headers,
    });
    expect(list.statusCode).toBe(200);
    const page = list.json().result;
    expect(page.total).toBe(2);
    expect(page.items.map((i: { title: string }) => i.title).sort()).toEqual(['First', 'Second']);
    expect(page.items[0]).toMatchObject({ targetType: 'test-item', missing: false });

    removeTestItem(first);
    const after = (
      await ctx.app.inject({ method: 'GET', url: '/api/community/collections', headers: me.headers })
    ).json().result;
    expect(after.items.find((i: { targetId: string }) => i.targetId === first)).toMatchObject({
      missing: true,
      link: null,
    });

    expect((await collectAs(me.headers, second)).json().result).toEqual({ collected: false, collections: 1 });
    const paged = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/community/collections?page=1&pageSize=1',
        headers: me.headers,
      })
    ).json().result;
    expect(paged).toMatchObject({ total: 1, page: 1, pageSize: 1 });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/community/collections' })).statusCode).toBe(401);
  });
});
