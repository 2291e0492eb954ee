import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, notifications, plates, questions } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const en = (h: Headers): Headers => ({ ...h, cookie: `${h.cookie}; locale=en-US` });
const noXsrf = (h: Headers): Headers => {
  const { 'x-xsrf-token': _drop, ...rest } = h;
  return rest;
};
const follow = (h: Headers, id: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/users/${id}/follow`, headers: h });
const unfollow = (h: Headers, id: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/users/${id}/follow`, headers: h });
const removeFan = (h: Headers, id: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/users/me/fans/${id}`, headers: h });
const get = (url: string, h: Headers = {}) => ctx.app.inject({ method: 'GET', url, headers: h });

describe('follows', () => {
  it('refuses following oneself with "Can\'t pay attention to yourself"', async () => {
    const me = await signIn(ctx);
    const res = await follow(en(me.headers), me.userId);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("Can't pay attention to yourself");
    expect((await follow(me.headers, me.userId)).json().message).toBe('不能关注自己');
  });

  it('goes not followed → followed → mutual, unfollow, and tells the followee once', async () => {
    const a = await signIn(ctx);
    const b = await signIn(ctx);
    expect((await get(`/api/users/${b.userId}/profile-card`, a.headers)).json().result.followState).toBe(
      'none',
    );
    const first = await follow(a.headers, b.userId);
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toEqual({ state: 'followed' });
    expect((await follow(a.headers, b.userId)).json().result).toEqual({ state: 'followed' }); // idempotent
    expect((await follow(b.headers, a.userId)).json().result).toEqual({ state: 'mutual' });
    expect((await get(`/api/users/${a.userId}/profile-card`, b.headers)).json().result.followState).toBe(
      'mutual',
    );

    const told = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, b.userId));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ category: 'follow', kind: 'follow', actorId: a.userId });

    expect((await unfollow(a.headers, b.userId)).json().result).toEqual({ state: 'none' });
    expect((await get(`/api/users/${b.userId}/profile-card`, a.headers)).json().result.followState).toBe(
      'none',
    );
    // b still follows a: a sees b as a fan, b sees a as 'followed'
    expect((await get(`/api/users/${a.userId}/profile-card`, b.headers)).json().result.followState).toBe(
      'followed',
    );
  });

  it('lists follows and fans with the viewer state, paged; fans can be removed', async () => {
    const star = await signIn(ctx);
    const viewer = await signIn(ctx);
    const fans = await Promise.all([signIn(ctx), signIn(ctx), signIn(ctx)]);
    for (const f of fans) await follow(f.headers, star.userId);
    await follow(viewer.headers, fans[0]!.userId);
    await follow(fans[1]!.headers, viewer.userId);

    const page = (await get(`/api/users/${star.userId}/fans?page=1&pageSize=10`, viewer.headers)).json()
      .result;
    expect(page.total).toBe(3);
    const state = (id: string) => page.items.find((i: { id: string }) => i.id === id).followState;
    expect(state(fans[0]!.userId)).toBe('followed');
    expect(state(fans[1]!.userId)).toBe('none');
    expect(page.items[0]).toMatchObject({ vendor: false });
    expect(page.items[0]).not.toHaveProperty('email');

    const small = (await get(`/api/users/${star.userId}/fans?page=2&pageSize=2`)).json().result;
    expect(small).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(small.items).toHaveLength(1);

    const followsOf = (await get(`/api/users/${fans[0]!.userId}/follows`, star.headers)).json().result;
    expect(followsOf.items.map((i: { id: string; followState: string }) => [i.id, i.followState])).toEqual([
      [star.userId, 'self'],
    ]);

    const card = (await get(`/api/users/${star.userId}/profile-card`)).json().result;
    expect(card.counts).toEqual({ fans: 3, follows: 0, posts: 0, videos: 0, qa: 0 });
    expect(card.followState).toBe('none');

    // star removes fan 2; removing again is 404; only the user themself removes their fans
    expect((await removeFan(star.headers, fans[2]!.userId)).statusCode).toBe(200);
    expect((await removeFan(star.headers, fans[2]!.userId)).statusCode).toBe(404);
    expect((await get(`/api/users/${star.userId}/profile-card`)).json().result.counts.fans).toBe(2);
    // viewer "removing" fan 0 from their own list does not touch star's fans
    expect((await removeFan(viewer.headers, fans[0]!.userId)).statusCode).toBe(404);
    expect((await get(`/api/users/${star.userId}/profile-card`)).json().result.counts.fans).toBe(2);
  });

  it('filters people and vendors', async () => {
    const me = await signIn(ctx);
    const vendor = await signIn(ctx, { roles: ['vendor'] });
    const person = await signIn(ctx);
    await follow(me.headers, vendor.userId);
    await follow(me.headers, person.userId);
    const vendors = (await get(`/api/users/${me.userId}/follows?kind=vendor`)).json().result;
    expect(vendors.items.map((i: { id: string; vendor: boolean }) => [i.id, i.vendor])).toEqual([
      [vendor.userId, true],
    ]);
    const people = (await get(`/api/users/${me.userId}/follows?kind=user`)).json().result;
    expect(people.items.map((i: { id: string }) => i.id)).toEqual([person.userId]);
  });

  it('counts published questions and answers as Q&A', async () => {
    const me = await signIn(ctx);
    const [plate] = await ctx.database.db.select().from(plates).limit(1);
    const [q] = await ctx.database.db
      .insert(questions)
      .values({
        authorId: me.userId,
        plateId: plate!.id,
        productKind: 'chip',
        productName: 'C910',
        title: 't',
        description: 'd',
      })
      .returning();
    await ctx.database.db.insert(questions).values({
      authorId: me.userId,
      plateId: plate!.id,
      productKind: 'chip',
      productName: 'C910',
      title: 'held',
      description: 'd',
      status: 'held',
    });
    await ctx.database.db.insert(answers).values({ questionId: q!.id, authorId: me.userId, body: 'a' });
    expect((await get(`/api/users/${me.userId}/profile-card`)).json().result.counts.qa).toBe(2);
  });

  it('authorisation: visitor 401, XSRF 403, unknown users 404', async () => {
    const me = await signIn(ctx);
    const other = await signIn(ctx);
    expect((await follow(visitorHeaders(), other.userId)).statusCode).toBe(401);
    expect((await unfollow(visitorHeaders(), other.userId)).statusCode).toBe(401);
    expect((await removeFan(visitorHeaders(), other.userId)).statusCode).toBe(401);
    expect((await follow(noXsrf(me.headers), other.userId)).statusCode).toBe(403);
    expect((await unfollow(noXsrf(me.headers), other.userId)).statusCode).toBe(403);
    expect((await removeFan(noXsrf(me.headers), other.userId)).statusCode).toBe(403);
    expect((await follow(me.headers, crypto.randomUUID())).statusCode).toBe(404);
    expect((await get(`/api/users/${crypto.randomUUID()}/profile-card`)).statusCode).toBe(404);
    expect((await get(`/api/users/${crypto.randomUUID()}/fans`)).statusCode).toBe(404);
  });
});
