import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventLiveReservations, events, eventSignups, notifications } from '../../db/schema';
import { createTestApp, signIn as bareSignIn, visitorHeaders, type TestContext } from '../../test/harness';
import { sendLiveReminders } from './notices';

// Issue 19: offline and online places with their own waiting lists; live reservations and the
// stream / playback addresses; the console's two capacities.

const signIn = (c: TestContext, opts: { roles?: string[] } = {}) =>
  bareSignIn(c, { completeProfile: true, ...opts });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const HOUR = 3_600_000;
const form = { name: '张三', mobile: '13812345678', email: 'zhangsan@example.com', unit: '浙江大学' };
let seq = 0;

async function makeEvent(
  opts: { capacity?: number; online?: number; starts?: number; ends?: number; stream?: string } = {},
) {
  const now = Date.now();
  seq += 1;
  const [row] = await ctx.database.db
    .insert(events)
    .values({
      slug: `mode-${seq}`,
      titleZh: `活动 ${seq}`,
      online: (opts.online ?? 0) > 0 || opts.stream !== undefined,
      place: '杭州',
      startsAt: new Date(now + (opts.starts ?? 10 * DAY)),
      endsAt: new Date(now + (opts.ends ?? 11 * DAY)),
      signupOpensAt: new Date(now - DAY),
      signupClosesAt: new Date(now + 5 * DAY),
      capacity: opts.capacity ?? 10,
      onlineCapacity: opts.online ?? 0,
      streamUrl: opts.stream ?? null,
      playbackUrl: opts.stream ? '/video/1' : null,
      state: 'published',
      publishedAt: new Date(now - DAY),
    })
    .returning();
  return row!;
}

const signUp = (headers: Record<string, string>, ref: string, body: object = form) =>
  ctx.app.inject({ method: 'POST', url: `/api/events/${ref}/signup`, headers, payload: body });
const cancel = (headers: Record<string, string>, ref: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/events/${ref}/signup`, headers });
const seats = async (id: number) =>
  (await ctx.database.db.select().from(events).where(eq(events.id, id)))[0]!;

describe('events: offline and online places', () => {
  it('300 concurrent offline sign-ups for 100 places: 100 enrolled, 200 waiting; cancel promotes one', async () => {
    const ev = await makeEvent({ capacity: 100, online: 5 });
    const people = await Promise.all(Array.from({ length: 300 }, () => signIn(ctx)));
    const answers = await Promise.all(
      people.map((p) => signUp(p.headers, ev.slug, { ...form, mode: 'offline' })),
    );
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const states = answers.map((r) => r.json().result.state as string);
    expect(states.filter((s) => s === 'confirmed')).toHaveLength(100);
    expect(states.filter((s) => s === 'waiting')).toHaveLength(200);
    expect(await seats(ev.id)).toMatchObject({ seatsTaken: 100, onlineSeatsTaken: 0 });

    // an online participant takes an online place; the offline waiting list does not touch it
    const web = await signIn(ctx);
    const online = await signUp(web.headers, ev.slug, { ...form, mode: 'online' });
    expect(online.json().result).toMatchObject({ state: 'confirmed', mode: 'online', checkinCode: null });
    const detail = (await ctx.app.inject({ url: `/api/events/${ev.slug}` })).json().result;
    expect(detail).toMatchObject({ seatsLeft: 0, onlineSeatsLeft: 4, waiting: 200, onlineWaiting: 0 });

    const i = states.indexOf('confirmed');
    expect((await cancel(people[i]!.headers, ev.slug)).json().result).toEqual({ promoted: true });
    const rows = await ctx.database.db.select().from(eventSignups).where(eq(eventSignups.eventId, ev.id));
    const offline = rows.filter((r) => r.mode === 'offline');
    expect(offline.filter((r) => r.state === 'confirmed')).toHaveLength(100);
    expect(offline.filter((r) => r.state === 'waiting')).toHaveLength(199);
    expect(rows.filter((r) => r.mode === 'online' && r.state === 'confirmed')).toHaveLength(1);
    expect(await seats(ev.id)).toMatchObject({ seatsTaken: 100, onlineSeatsTaken: 1 });
  }, 120_000);

  it('each mode has its own waiting list: an online cancel promotes the next online person only', async () => {
    const ev = await makeEvent({ capacity: 1, online: 1 });
    const [a, b, c, d] = await Promise.all(Array.from({ length: 4 }, () => signIn(ctx)));
    expect((await signUp(a!.headers, ev.slug, { ...form, mode: 'online' })).json().result.state).toBe(
      'confirmed',
    );
    expect((await signUp(b!.headers, ev.slug, { ...form, mode: 'offline' })).json().result.state).toBe(
      'confirmed',
    );
    const cw = (await signUp(c!.headers, ev.slug, { ...form, mode: 'offline' })).json().result;
    expect(cw).toMatchObject({ state: 'waiting', waitingPosition: 1 });
    const dw = (await signUp(d!.headers, ev.slug, { ...form, mode: 'online' })).json().result;
    expect(dw).toMatchObject({ state: 'waiting', waitingPosition: 1, mode: 'online' });
    expect((await cancel(a!.headers, ev.slug)).json().result).toEqual({ promoted: true });
    const rows = await ctx.database.db.select().from(eventSignups).where(eq(eventSignups.eventId, ev.id));
    expect(rows.find((r) => r.userId === d!.userId)!.state).toBe('confirmed');
    expect(rows.find((r) => r.userId === c!.userId)!.state).toBe('waiting');
    expect(await seats(ev.id)).toMatchObject({ seatsTaken: 1, onlineSeatsTaken: 1 });
  });

  it('asks for the mode where both are offered; refuses a mode without places (422 on mode)', async () => {
    const both = await makeEvent({ capacity: 5, online: 5 });
    const offlineOnly = await makeEvent({ capacity: 5 });
    const me = await signIn(ctx);
    const noMode = await signUp(me.headers, both.slug);
    expect(noMode.statusCode).toBe(422);
    expect(noMode.json().result.fields[0]).toEqual({ field: 'mode', message: '请选择线上或线下参加' });
    const noModeEn = await signUp({ ...me.headers, 'accept-language': 'en-US' }, both.slug);
    expect(noModeEn.json().result.fields[0].message).toBe('Choose whether you take part online or offline');
    const wrong = await signUp(me.headers, offlineOnly.slug, { ...form, mode: 'online' });
    expect([wrong.statusCode, wrong.json().result.fields[0].field]).toEqual([422, 'mode']);
    const bad = await signUp(me.headers, both.slug, { ...form, mode: 'hybrid' });
    expect(bad.statusCode).toBe(422);
    // the only mode is taken when none is named; offline participants get a check-in code
    const only = (await signUp(me.headers, offlineOnly.slug)).json().result;
    expect(only).toMatchObject({ state: 'confirmed', mode: 'offline' });
    expect(only.checkinCode).toMatch(/^[0-9A-F]{12}$/);
    expect((await signUp(visitorHeaders(), both.slug, { ...form, mode: 'online' })).statusCode).toBe(401);
  });
});

describe('events: live reservations', () => {
  const reserve = (headers: Record<string, string>, ref: string, method: 'POST' | 'DELETE' = 'POST') =>
    ctx.app.inject({ method, url: `/api/events/${ref}/live-reservation`, headers });

  it('reserves once (idempotent), cancels, refuses visitors and events without a live session', async () => {
    const ev = await makeEvent({ stream: 'https://live.example.com/a/index.m3u8' });
    const me = await signIn(ctx);
    expect((await reserve(visitorHeaders(), ev.slug)).statusCode).toBe(401);
    expect((await reserve(visitorHeaders(), ev.slug, 'DELETE')).statusCode).toBe(401);
    expect((await reserve(me.headers, ev.slug)).json().result).toEqual({ reserved: true });
    expect((await reserve(me.headers, ev.slug)).json().result).toEqual({ reserved: true });
    const rows = await ctx.database.db
      .select()
      .from(eventLiveReservations)
      .where(eq(eventLiveReservations.eventId, ev.id));
    expect(rows).toHaveLength(1);
    const d = (await ctx.app.inject({ url: `/api/events/${ev.slug}`, headers: me.headers })).json().result;
    expect(d).toMatchObject({ liveReserved: true, streamUrl: null, playbackUrl: null });
    const other = await signIn(ctx);
    const od = (await ctx.app.inject({ url: `/api/events/${ev.slug}`, headers: other.headers })).json()
      .result;
    expect(od.liveReserved).toBe(false);
    // another user's cancel leaves mine alone
    await reserve(other.headers, ev.slug, 'DELETE');
    expect(
      await ctx.database.db
        .select()
        .from(eventLiveReservations)
        .where(eq(eventLiveReservations.eventId, ev.id)),
    ).toHaveLength(1);
    expect((await reserve(me.headers, ev.slug, 'DELETE')).json().result).toEqual({ reserved: false });
    expect((await reserve(me.headers, ev.slug, 'DELETE')).json().result).toEqual({ reserved: false });

    const notLive = await makeEvent();
    expect((await reserve(me.headers, notLive.slug)).statusCode).toBe(409);
    const ended = await makeEvent({ stream: 'https://x.example.com/s.m3u8', starts: -2 * DAY, ends: -DAY });
    expect((await reserve(me.headers, ended.slug)).statusCode).toBe(409);
    expect((await reserve(me.headers, 'no-such-event')).statusCode).toBe(404);
  });

  it('shows the stream while live and the playback after; reminds once at the start', async () => {
    const ev = await makeEvent({ stream: 'https://live.example.com/b/index.m3u8', starts: 2 * HOUR });
    const me = await signIn(ctx);
    await reserve(me.headers, ev.slug);
    await ctx.database.db
      .update(events)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(events.id, ev.id));
    const d = (await ctx.app.inject({ url: `/api/events/${ev.slug}` })).json().result;
    expect(d).toMatchObject({
      phase: 'ongoing',
      streamUrl: 'https://live.example.com/b/index.m3u8',
      playbackUrl: null,
    });
    await sendLiveReminders(ctx.app);
    await sendLiveReminders(ctx.app);
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, me.userId), eq(notifications.targetType, 'event')));
    expect(told).toHaveLength(1);
    expect(told[0]!.summary).toContain(ev.titleZh);

    await ctx.database.db
      .update(events)
      .set({ startsAt: new Date(Date.now() - 2 * HOUR), endsAt: new Date(Date.now() - HOUR) })
      .where(eq(events.id, ev.id));
    const after = (await ctx.app.inject({ url: `/api/events/${ev.slug}` })).json().result;
    expect(after).toMatchObject({ phase: 'ended', streamUrl: null, playbackUrl: '/video/1' });
  });
});

describe('events: the console edits both capacities and the stream', () => {
  it('refuses a stream that is not http(s), places of no kind, online places of an offline event', async () => {
    const mgr = await signIn(ctx, { roles: ['event_manager'] });
    const user = await signIn(ctx);
    const now = Date.now();
    const body = {
      slug: 'console-live',
      kind: 'salon',
      titleZh: '直播',
      online: true,
      startsAt: new Date(now + 5 * DAY).toISOString(),
      endsAt: new Date(now + 6 * DAY).toISOString(),
      signupOpensAt: new Date(now - DAY).toISOString(),
      signupClosesAt: new Date(now + 4 * DAY).toISOString(),
      capacity: 1,
      onlineCapacity: 1,
      streamUrl: 'https://live.example.com/c.m3u8',
    };
    const post = (h: Record<string, string>, payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/admin/activity', headers: h, payload });
    expect((await post(visitorHeaders(), body)).statusCode).toBe(401);
    expect((await post(user.headers, body)).statusCode).toBe(403);
    const fieldOf = async (payload: object) => {
      const r = await post(mgr.headers, payload);
      expect(r.statusCode).toBe(422);
      return r.json().result.fields.map((f: { field: string }) => f.field);
    };
    expect(await fieldOf({ ...body, streamUrl: 'javascript:alert(1)' })).toContain('streamUrl');
    expect(await fieldOf({ ...body, streamUrl: 'rtmp://live.example.com/x' })).toContain('streamUrl');
    expect(await fieldOf({ ...body, capacity: 0, onlineCapacity: 0 })).toContain('capacity');
    expect(await fieldOf({ ...body, online: false })).toContain('onlineCapacity');
    expect(await fieldOf({ ...body, onlineCapacity: -1 })).toContain('onlineCapacity');

    const created = await post(mgr.headers, body);
    expect(created.statusCode).toBe(200);
    const id = created.json().result.id as number;
    const publish = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/activity/${id}/publish`,
        headers: mgr.headers,
        payload: { confirm: true },
      });
    expect((await publish()).statusCode).toBe(200);
    const [a, b] = await Promise.all([signIn(ctx), signIn(ctx)]);
    await signUp(a!.headers, 'console-live', { ...form, mode: 'online' });
    expect((await signUp(b!.headers, 'console-live', { ...form, mode: 'online' })).json().result.state).toBe(
      'waiting',
    );
    // more online places: the online waiting list moves up when the change is published
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/activity/${id}`,
      headers: mgr.headers,
      payload: { ...body, onlineCapacity: 2 },
    });
    expect(put.statusCode).toBe(200);
    expect((await publish()).statusCode).toBe(200);
    const d = (await ctx.app.inject({ url: '/api/events/console-live', headers: b!.headers })).json().result;
    expect(d).toMatchObject({
      onlineCapacity: 2,
      onlineSeatsLeft: 0,
      seatsLeft: 1,
      mySignup: { state: 'confirmed' },
    });
    const list = await ctx.app.inject({
      url: `/api/admin/activitySignups?eventId=${id}&mode=online`,
      headers: mgr.headers,
    });
    expect(list.json().result.total).toBe(2);
  });
});
