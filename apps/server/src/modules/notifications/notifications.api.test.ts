import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, signIn, testConfig, visitorHeaders, type TestContext } from '../../test/harness';
import type { App } from '../../platform/types';
import { openSse, type SseClient } from './live-client';
import { notify } from './notify';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
type Who = Awaited<ReturnType<typeof signIn>>;

const list = (headers: Headers, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers });
const unread = (headers: Headers) =>
  ctx.app.inject({ method: 'GET', url: '/api/notifications/unread', headers });
const markRead = (headers: Headers, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/notifications/read', headers, payload });

async function seedFor(target: Who, actor: Who) {
  const base = { userId: target.userId, actorId: actor.userId, targetType: 'question' };
  await notify(ctx.app, {
    ...base,
    category: 'interaction',
    kind: 'answer',
    summary: 'answered',
    link: '/q/1',
  });
  await notify(ctx.app, { ...base, category: 'interaction', kind: 'like', summary: 'liked' });
  await notify(ctx.app, {
    userId: target.userId,
    actorId: actor.userId,
    category: 'follow',
    kind: 'follow',
    summary: 'followed you',
  });
  await notify(ctx.app, { userId: target.userId, category: 'system', kind: 'system', summary: 'welcome' });
}

describe('notifications', () => {
  it('stores, lists by category with the actor, counts unread; never notifies the actor themself', async () => {
    const a = await signIn(ctx);
    const b = await signIn(ctx);
    await seedFor(b, a);
    await notify(ctx.app, {
      userId: a.userId,
      actorId: a.userId,
      category: 'interaction',
      kind: 'like',
      summary: 'self',
    });

    const all = (await list(b.headers)).json();
    expect(all.success).toBe(true);
    expect(all.result).toMatchObject({ total: 4, page: 1, pageSize: 10 });
    // newest first; the actor's public face only
    expect(all.result.items[0]).toMatchObject({
      kind: 'system',
      category: 'system',
      actor: null,
      read: false,
    });
    const answer = all.result.items.find((i: { kind: string }) => i.kind === 'answer');
    expect(answer).toMatchObject({
      category: 'interaction',
      summary: 'answered',
      link: '/q/1',
      targetType: 'question',
      actor: { id: a.userId, nickname: a.username, avatarUrl: null },
    });
    expect(Object.keys(answer.actor).sort()).toEqual(['avatarUrl', 'id', 'nickname']);

    const interaction = (await list(b.headers, '?category=interaction')).json().result;
    expect(interaction.total).toBe(2);
    expect(interaction.items.every((i: { category: string }) => i.category === 'interaction')).toBe(true);
    expect((await list(b.headers, '?category=follow')).json().result.total).toBe(1);
    expect((await list(b.headers, '?category=system&pageSize=1')).json().result.items).toHaveLength(1);
    expect((await list(b.headers, '?category=nope')).statusCode).toBe(422);

    expect((await unread(b.headers)).json().result).toEqual({ all: 4, interaction: 2, follow: 1, system: 1 });
    expect((await list(a.headers)).json().result.total).toBe(0);
  });

  it('marks one, one category, and all read; another user cannot mark mine', async () => {
    const a = await signIn(ctx);
    const b = await signIn(ctx);
    await seedFor(b, a);
    const items = (await list(b.headers)).json().result.items as { id: string; kind: string }[];
    const like = items.find((i) => i.kind === 'like')!;

    // someone else's ids are ignored (scoped to the caller), nothing changes
    const foreign = await markRead(a.headers, { ids: [like.id] });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().result.updated).toBe(0);
    expect((await unread(b.headers)).json().result.all).toBe(4);

    const one = await markRead(b.headers, { ids: [like.id] });
    expect(one.json().result).toEqual({
      updated: 1,
      unread: { all: 3, interaction: 1, follow: 1, system: 1 },
    });
    const again = (await list(b.headers, '?category=interaction')).json().result.items;
    expect(again.find((i: { id: string }) => i.id === like.id).read).toBe(true);

    const follow = await markRead(b.headers, { all: true, category: 'follow' });
    expect(follow.json().result).toEqual({
      updated: 1,
      unread: { all: 2, interaction: 1, follow: 0, system: 1 },
    });

    const rest = await markRead(b.headers, { all: true });
    expect(rest.json().result).toEqual({
      updated: 2,
      unread: { all: 0, interaction: 0, follow: 0, system: 0 },
    });
  });

  it('refuses visitors (401), a missing choice or bad ids (422) and a missing XSRF token (403)', async () => {
    const b = await signIn(ctx);
    expect((await list(visitorHeaders())).statusCode).toBe(401);
    expect((await unread(visitorHeaders())).statusCode).toBe(401);
    expect((await markRead(visitorHeaders(), { all: true })).statusCode).toBe(401);
    const missing = await markRead(b.headers, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().result.fields[0].field).toBe('ids');
    expect((await markRead(b.headers, { ids: ['not-a-uuid'] })).statusCode).toBe(422);
    const noXsrf = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { cookie: b.headers.cookie.replace(/; XSRF-TOKEN=.*/, '') },
      payload: { all: true },
    });
    expect(noXsrf.statusCode).toBe(403);
    const stream = await ctx.app.inject({ method: 'GET', url: '/api/notifications/stream' });
    expect(stream.statusCode).toBe(401);
  });

  it('lists its operations in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const ids = Object.values(doc.paths as Record<string, Record<string, { operationId?: string }>>)
      .flatMap((p) => Object.values(p).map((o) => o.operationId))
      .filter(Boolean);
    expect(ids).toEqual(
      expect.arrayContaining([
        'notifications.list',
        'notifications.unread',
        'notifications.markRead',
        'notifications.stream',
      ]),
    );
  });
});

async function listenOn(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe('live delivery (server-sent events)', () => {
  let base: string;
  const open: SseClient[] = [];
  beforeAll(async () => {
    base = await listenOn(ctx.app);
  });
  afterAll(() => open.forEach((c) => c.close()));

  it("reaches a second user's open connection within 2 s, with unread counts, and only theirs", async () => {
    const a = await signIn(ctx);
    const b = await signIn(ctx);
    const c = await signIn(ctx);
    const bStream = await openSse(base, '/api/notifications/stream', b.headers);
    const cStream = await openSse(base, '/api/notifications/stream', c.headers);
    open.push(bStream, cStream);
    expect(bStream.status).toBe(200);
    expect(bStream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(bStream.headers['x-accel-buffering']).toBe('no');
    expect(bStream.headers['content-encoding']).toBeUndefined();
    const hello = await bStream.waitFor((e) => e.event === 'unread');
    expect(hello.data).toEqual({ all: 0, interaction: 0, follow: 0, system: 0 });
    await cStream.waitFor((e) => e.event === 'unread');

    // user A acts: a direct message notifies B (kind message, category interaction)
    const started = Date.now();
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: a.headers,
      payload: { to: b.userId, body: 'hello B' },
    });
    expect(sent.statusCode).toBe(200);
    const got = await bStream.waitFor((e) => e.event === 'notification', 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(got.data).toMatchObject({
      kind: 'message',
      category: 'interaction',
      summary: 'hello B',
      read: false,
      actor: { id: a.userId, nickname: a.username },
    });
    const counts = await bStream.waitFor((e) => e.event === 'unread', 2000, 2);
    expect(counts.data).toMatchObject({ all: 1, interaction: 1 });

    // marking read elsewhere updates the open page's badge
    await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: b.headers,
      payload: { all: true },
    });
    const cleared = await bStream.waitFor(
      (e) => e.event === 'unread' && (e.data as { all: number }).all === 0,
      2000,
      3,
    );
    expect(cleared.data).toMatchObject({ all: 0 });
    expect(cStream.events.filter((e) => e.event === 'notification')).toHaveLength(0);
  });

  it('cleans up when the page closes', async () => {
    const b = await signIn(ctx);
    const hub = ctx.app.notificationHub!;
    const s = await openSse(base, '/api/notifications/stream', b.headers);
    await s.waitFor((e) => e.event === 'unread');
    expect(hub.connectionCount(b.userId)).toBe(1);
    s.close();
    await expect.poll(() => hub.connectionCount(b.userId), { timeout: 2000 }).toBe(0);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('live delivery across processes (Redis pub/sub)', () => {
  let one: TestContext;
  let two: App;
  beforeAll(async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL! };
    one = await createTestApp({ env });
    // a second portal process on the SAME database, as behind a load balancer
    two = await buildApp({ config: testConfig(env), database: one.database, web: false });
    await two.ready();
    await Promise.all([one.app.notificationHub!.whenReady(), two.notificationHub!.whenReady()]);
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('a notification made on process 1 reaches a listener on process 2 exactly once', async () => {
    const [base1, base2] = [await listenOn(one.app), await listenOn(two)];
    const a = await signIn(one);
    const b = await signIn(one);
    expect(one.app.notificationHub!.distributed).toBe(true);
    const onTwo = await openSse(base2, '/api/notifications/stream', b.headers);
    const onOne = await openSse(base1, '/api/notifications/stream', a.headers);
    try {
      await onTwo.waitFor((e) => e.event === 'unread');
      await onOne.waitFor((e) => e.event === 'unread');
      await notify(one.app, {
        userId: b.userId,
        actorId: a.userId,
        category: 'follow',
        kind: 'follow',
        summary: 'followed you',
      });
      const got = await onTwo.waitFor((e) => e.event === 'notification', 2000);
      expect(got.data).toMatchObject({ kind: 'follow', actor: { id: a.userId } });
      await new Promise((r) => setTimeout(r, 300));
      expect(onTwo.events.filter((e) => e.event === 'notification')).toHaveLength(1);
      expect(onOne.events.filter((e) => e.event === 'notification')).toHaveLength(0);
    } finally {
      onTwo.close();
      onOne.close();
    }
  });
});
