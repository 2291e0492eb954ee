import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, isLoginTimeoutExempt } from '@occ/shared';
import { events, eventSignups, notifications, users } from '../../db/schema';
import { createTestApp, signIn as bareSignIn, visitorHeaders, type TestContext } from '../../test/harness';

/** Users here have a complete profile unless a test says otherwise (sign-up needs one). */
const signIn = (c: TestContext, opts: { roles?: string[] } = {}) =>
  bareSignIn(c, { completeProfile: true, ...opts });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const form = {
  name: '张三',
  mobile: '13812345678',
  email: 'zhangsan@example.com',
  unit: '浙江大学',
  position: '学生',
};
let seq = 0;

/** A published event; times relative to now (days). */
async function makeEvent(
  opts: {
    capacity?: number;
    opens?: number;
    closes?: number;
    starts?: number;
    ends?: number;
    state?: string;
  } = {},
) {
  const now = Date.now();
  seq += 1;
  const [row] = await ctx.database.db
    .insert(events)
    .values({
      slug: `ev-${seq}`,
      kind: 'salon',
      titleZh: `活动 ${seq}`,
      titleEn: `Event ${seq}`,
      bodyZh: '# 介绍\n\n<script>alert(1)</script>正文',
      startsAt: new Date(now + (opts.starts ?? 10) * DAY),
      endsAt: new Date(now + (opts.ends ?? 11) * DAY),
      signupOpensAt: new Date(now + (opts.opens ?? -1) * DAY),
      signupClosesAt: new Date(now + (opts.closes ?? 5) * DAY),
      capacity: opts.capacity ?? 10,
      state: opts.state ?? 'published',
      publishedAt: new Date(now - DAY),
    })
    .returning();
  return row!;
}

const signUp = (headers: Record<string, string>, ref: string | number, body: object = form) =>
  ctx.app.inject({ method: 'POST', url: `/api/events/${ref}/signup`, headers, payload: body });
const cancel = (headers: Record<string, string>, ref: string | number) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/events/${ref}/signup`, headers });

describe('events: public reads', () => {
  it('lists upcoming and past events of a kind with paging, and shows one with seats left', async () => {
    const up = await makeEvent();
    const past = await makeEvent({ starts: -10, ends: -9, opens: -20, closes: -11 });
    await makeEvent({ state: 'draft' });
    const list = await ctx.app.inject({ url: '/api/events?kind=salon&when=upcoming&pageSize=50' });
    expect(list.statusCode).toBe(200);
    const slugs = list.json().result.items.map((e: { slug: string }) => e.slug);
    expect(slugs).toContain(up.slug);
    expect(slugs).not.toContain(past.slug);
    expect(slugs).not.toContain(`ev-${seq}`); // the draft
    const pastList = await ctx.app.inject({ url: '/api/events?when=past' });
    expect(pastList.json().result.items.map((e: { slug: string }) => e.slug)).toContain(past.slug);

    const detail = await ctx.app.inject({ url: `/api/events/${up.slug}` });
    expect(detail.statusCode).toBe(200);
    const d = detail.json().result;
    expect(d).toMatchObject({ seatsLeft: 10, phase: 'signingUp', mySignup: null, prefill: null });
    expect(d.html).not.toContain('<script');
    expect((await ctx.app.inject({ url: '/api/events/ev-nope' })).json().message).toBe('该活动 ID 不存在');
    expect((await ctx.app.inject({ url: `/api/events/${'x'.repeat(90)}` })).statusCode).toBe(422);
    expect((await ctx.app.inject({ url: '/api/events?when=%00' })).statusCode).toBe(422);
  });
});

describe('events: sign-up', () => {
  it('needs a login; validates the form; refuses a second sign-up with -112041', async () => {
    const ev = await makeEvent();
    expect((await signUp(visitorHeaders(), ev.slug)).statusCode).toBe(401);
    const me = await signIn(ctx);
    const bad = await signUp(me.headers, ev.slug, { ...form, mobile: '123', email: 'x' });
    expect(bad.statusCode).toBe(422);
    const ok = await signUp(me.headers, ev.slug);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result).toMatchObject({ state: 'confirmed', waitingPosition: null });
    const again = await signUp(me.headers, ev.slug);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(Code.ALREADY_ENROLLED);
    const detail = await ctx.app.inject({ url: `/api/events/${ev.id}`, headers: me.headers });
    expect(detail.json().result).toMatchObject({ seatsLeft: 9, mySignup: { state: 'confirmed' } });
    const info = await ctx.app.inject({
      url: `/api/information/activitynew/getEnrollInfo?activityId=${ev.id}`,
      headers: me.headers,
    });
    expect(info.json().result.state).toBe('confirmed');
  });

  it('an incomplete profile answers -112721 and takes no seat; completed, the sign-up goes through', async () => {
    const ev = await makeEvent({ capacity: 1 });
    const me = await bareSignIn(ctx);
    const refused = await signUp(me.headers, ev.slug);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: Code.INFO_NOT_PERFECTED, success: false });
    const [row] = await ctx.database.db.select().from(events).where(eq(events.id, ev.id));
    expect(row!.seatsTaken).toBe(0);
    await ctx.database.db
      .update(users)
      .set({ realName: '李四', unit: '浙江大学', position: '学生' })
      .where(eq(users.id, me.userId));
    expect((await signUp(me.headers, ev.slug)).json().result.state).toBe('confirmed');
  });

  it('getEnrollInfo is exempt from login-timeout handling (spec §7)', () => {
    expect(isLoginTimeoutExempt('/api/information/activitynew/getEnrollInfo?activityId=3')).toBe(true);
  });

  it('refuses outside the window and for closed, cancelled or unknown events', async () => {
    const me = await signIn(ctx);
    const early = await signUp(me.headers, (await makeEvent({ opens: 1 })).slug);
    expect([early.statusCode, early.json().message]).toEqual([409, '报名尚未开始']);
    const late = await signUp(me.headers, (await makeEvent({ opens: -3, closes: -1 })).slug);
    expect([late.statusCode, late.json().message]).toEqual([409, '报名已结束']);
    const closed = await signUp(me.headers, (await makeEvent({ state: 'closed' })).slug);
    expect(closed.statusCode).toBe(409);
    expect((await signUp(me.headers, 'nope-404')).statusCode).toBe(404);
  });

  it('30 simultaneous sign-ups for 10 seats: exactly 10 confirmed, 20 waiting; cancel promotes one', async () => {
    const ev = await makeEvent({ capacity: 10 });
    const people = await Promise.all(Array.from({ length: 30 }, () => signIn(ctx)));
    const answers = await Promise.all(people.map((p) => signUp(p.headers, ev.slug)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const states = answers.map((r) => r.json().result.state);
    expect(states.filter((s) => s === 'confirmed')).toHaveLength(10);
    expect(states.filter((s) => s === 'waiting')).toHaveLength(20);
    const [row] = await ctx.database.db.select().from(events).where(eq(events.id, ev.id));
    expect(row!.seatsTaken).toBe(10);

    const confirmed = people[states.indexOf('confirmed')]!;
    const waiting = answers
      .map((r, i) => ({ i, pos: r.json().result.waitingPosition as number | null }))
      .filter((x) => x.pos !== null)
      .sort((a, b) => a.pos! - b.pos!);
    const first = people[waiting[0]!.i]!;
    const res = await cancel(confirmed.headers, ev.slug);
    expect(res.json().result).toEqual({ promoted: true });
    const rows = await ctx.database.db.select().from(eventSignups).where(eq(eventSignups.eventId, ev.id));
    expect(rows.filter((r) => r.state === 'confirmed')).toHaveLength(10);
    expect(rows.filter((r) => r.state === 'waiting')).toHaveLength(19);
    expect(rows.find((r) => r.userId === first.userId)!.state).toBe('confirmed');
    await ctx.app.jobs.tick(); // the notice and the e-mail go out from the job queue
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, first.userId), eq(notifications.targetType, 'event')));
    expect(told).toHaveLength(1);
    // cancelling twice is refused; signing up again after a cancel joins the end of the list
    expect((await cancel(confirmed.headers, ev.slug)).statusCode).toBe(409);
    const back = await signUp(confirmed.headers, ev.slug);
    expect(back.json().result).toMatchObject({ state: 'waiting', waitingPosition: 20 });
  });

  it('one user signing up twice at once gets one sign-up and one -112041', async () => {
    const ev = await makeEvent();
    const me = await signIn(ctx);
    const both = await Promise.all([signUp(me.headers, ev.slug), signUp(me.headers, ev.slug)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [row] = await ctx.database.db.select().from(events).where(eq(events.id, ev.id));
    expect(row!.seatsTaken).toBe(1);
  });

  it('lists my events; a cancelled waiting place frees nothing', async () => {
    const ev = await makeEvent({ capacity: 1 });
    const a = await signIn(ctx);
    const b = await signIn(ctx);
    await signUp(a.headers, ev.slug);
    expect((await signUp(b.headers, ev.slug)).json().result.state).toBe('waiting');
    const mine = await ctx.app.inject({ url: '/api/events/my', headers: b.headers });
    expect(mine.json().result.items[0]).toMatchObject({
      event: { slug: ev.slug },
      signup: { waitingPosition: 1 },
    });
    expect((await cancel(b.headers, ev.slug)).json().result).toEqual({ promoted: false });
    expect((await ctx.app.inject({ url: '/api/events/my', headers: b.headers })).json().result.total).toBe(0);
    expect((await ctx.app.inject({ url: '/api/events/my', headers: visitorHeaders() })).statusCode).toBe(401);
  });
});

describe('events: console', () => {
  it('refuses visitors (401) and plain users (403); an event manager creates, publishes, closes', async () => {
    const user = await signIn(ctx);
    expect((await ctx.app.inject({ url: '/api/admin/activity', headers: visitorHeaders() })).statusCode).toBe(
      401,
    );
    expect((await ctx.app.inject({ url: '/api/admin/activity', headers: user.headers })).statusCode).toBe(
      403,
    );
    expect(
      (await ctx.app.inject({ url: '/api/admin/activitySignups/export', headers: user.headers })).statusCode,
    ).toBe(403);
    const tr = (h: Record<string, string>, id: number, event: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/activity/${id}/transition`,
        headers: h,
        payload: { event },
      });
    expect((await tr(visitorHeaders(), 1, 'close')).statusCode).toBe(401);
    expect((await tr(user.headers, 1, 'close')).statusCode).toBe(403);

    const mgr = await signIn(ctx, { roles: ['event_manager'] });
    const now = Date.now();
    const body = {
      slug: 'Console-Made',
      kind: 'salon',
      titleZh: '控制台活动',
      startsAt: new Date(now + 5 * DAY).toISOString(),
      endsAt: new Date(now + 6 * DAY).toISOString(),
      signupOpensAt: new Date(now - DAY).toISOString(),
      signupClosesAt: new Date(now + 4 * DAY).toISOString(),
      capacity: 1,
    };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/activity',
      headers: mgr.headers,
      payload: body,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().result.id as number;
    expect((await ctx.app.inject({ url: '/api/events/console-made' })).statusCode).toBe(404);
    const pub = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/activity/${id}/publish`,
      headers: mgr.headers,
      payload: { confirm: true },
    });
    expect(pub.statusCode).toBe(200);
    const live = await ctx.app.inject({ url: '/api/events/console-made' });
    expect(live.json().result.state).toBe('published');

    // a full event, then more capacity: the first waiting user is promoted when published
    const a = await signIn(ctx);
    const b = await signIn(ctx);
    await signUp(a.headers, 'console-made');
    expect((await signUp(b.headers, 'console-made')).json().result.state).toBe('waiting');
    const export1 = await ctx.app.inject({
      url: `/api/admin/activitySignups/export?eventId=${id}`,
      headers: mgr.headers,
    });
    expect(export1.statusCode).toBe(200);
    expect(export1.body.split('\r\n').filter(Boolean)).toHaveLength(3);
    expect(export1.body).toContain('13812345678');

    expect((await tr(mgr.headers, id, 'reopen')).statusCode).toBe(409);
    expect((await tr(mgr.headers, id, 'close')).json().result.state).toBe('closed');
    expect((await signUp(user.headers, 'console-made')).statusCode).toBe(409);
    expect((await tr(mgr.headers, id, 'cancel')).json().result.state).toBe('cancelled');
    expect((await tr(mgr.headers, id, 'close')).statusCode).toBe(409);
    expect((await tr(mgr.headers, 999999, 'close')).statusCode).toBe(404);
  });
});
