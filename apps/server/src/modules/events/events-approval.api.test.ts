import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, events, eventSignups, notifications, productI18n, products } from '../../db/schema';
import { createTestApp, signIn as bareSignIn, visitorHeaders, type TestContext } from '../../test/harness';

// Issue 19: manual approval of participants (a pending sign-up holds its seat), the speaker card,
// related products and the list's tag filter.

const signIn = (c: TestContext, opts: { roles?: string[] } = {}) =>
  bareSignIn(c, { completeProfile: true, ...opts });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const form = { name: '王五', mobile: '13812345678', email: 'ww@example.com', unit: '中科院', position: '' };
let seq = 0;

async function makeEvent(opts: { capacity?: number; approval?: boolean; tags?: string[] } = {}) {
  const now = Date.now();
  seq += 1;
  const [row] = await ctx.database.db
    .insert(events)
    .values({
      slug: `appr-${seq}`,
      kind: 'salon',
      titleZh: `审核活动 ${seq}`,
      titleEn: `Approval event ${seq}`,
      startsAt: new Date(now + 10 * DAY),
      endsAt: new Date(now + 11 * DAY),
      signupOpensAt: new Date(now - DAY),
      signupClosesAt: new Date(now + 5 * DAY),
      capacity: opts.capacity ?? 10,
      requiresApproval: opts.approval ?? true,
      tags: opts.tags ?? [],
      state: 'published',
      publishedAt: new Date(now - DAY),
    })
    .returning();
  return row!;
}

const signUp = (headers: Record<string, string>, ref: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/events/${ref}/signup`, headers, payload: form });
const decide = (headers: Record<string, string>, id: number, event: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/activitySignups/${id}/transition`,
    headers,
    payload: { event },
  });
const signupOf = async (eventId: number, userId: string) =>
  (
    await ctx.database.db
      .select()
      .from(eventSignups)
      .where(and(eq(eventSignups.eventId, eventId), eq(eventSignups.userId, userId)))
  )[0]!;
const seatsOf = async (id: number) =>
  (await ctx.database.db.select().from(events).where(eq(events.id, id)))[0]!.seatsTaken;

describe('events: manual approval', () => {
  it('a pending sign-up holds its seat: concurrent sign-ups never oversell', async () => {
    const ev = await makeEvent({ capacity: 5 });
    const people = await Promise.all(Array.from({ length: 15 }, () => signIn(ctx)));
    const answers = await Promise.all(people.map((p) => signUp(p.headers, ev.slug)));
    const states = answers.map((a) => a.json().result.state);
    expect(states.filter((s) => s === 'pending')).toHaveLength(5);
    expect(states.filter((s) => s === 'waiting')).toHaveLength(10);
    expect(await seatsOf(ev.id)).toBe(5);
    // the check-in desk counts them apart: awaiting approval, not yet admitted
    const staff = await signIn(ctx, { roles: ['event_manager'] });
    const stats = await ctx.app.inject({ url: `/api/events/${ev.id}/checkin/stats`, headers: staff.headers });
    expect(stats.json().result).toEqual({ confirmed: 0, checkedIn: 0, pending: 5, waiting: 10 });
    // no check-in code before approval; the page shows "awaiting approval"
    const p = people[states.indexOf('pending')]!;
    const page = await ctx.app.inject({ url: `/api/events/${ev.slug}`, headers: p.headers });
    expect(page.json().result.requiresApproval).toBe(true);
    expect(page.json().result.mySignup).toMatchObject({ state: 'pending', checkinCode: null });
    // my events lists it
    const mine = await ctx.app.inject({ url: '/api/events/my', headers: p.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().result.items.map((i: { signup: { state: string } }) => i.signup.state)).toContain(
      'pending',
    );
  });

  it('approve → confirmed (with a code, told); reject → rejected, promotes exactly one; only from pending', async () => {
    const mgr = await signIn(ctx, { roles: ['event_manager'] });
    const ev = await makeEvent({ capacity: 2 });
    const [a, b, w1, w2] = await Promise.all(Array.from({ length: 4 }, () => signIn(ctx)));
    for (const u of [a!, b!, w1!, w2!]) expect((await signUp(u.headers, ev.slug)).statusCode).toBe(200);
    const sa = await signupOf(ev.id, a!.userId);
    const sb = await signupOf(ev.id, b!.userId);
    expect(sa.state).toBe('pending');
    expect((await signupOf(ev.id, w1!.userId)).state).toBe('waiting');

    // the filter of the participants list knows the new states
    const list = await ctx.app.inject({
      url: `/api/admin/activitySignups?eventId=${ev.id}&state=pending`,
      headers: mgr.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().result.items).toHaveLength(2);

    const ok = await decide(mgr.headers, sa.id, 'approve');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.state).toBe('confirmed');
    const approved = await signupOf(ev.id, a!.userId);
    expect(approved.state).toBe('confirmed');
    expect(approved.checkinCode).toMatch(/^[0-9A-F]{12}$/);
    expect(await seatsOf(ev.id)).toBe(2);
    // only from pending: a second approve, or a reject of a confirmed one, is 409
    expect((await decide(mgr.headers, sa.id, 'approve')).statusCode).toBe(409);
    expect((await decide(mgr.headers, sa.id, 'reject')).statusCode).toBe(409);
    const waiting = await signupOf(ev.id, w1!.userId);
    expect((await decide(mgr.headers, waiting.id, 'approve')).statusCode).toBe(409);

    const no = await decide(mgr.headers, sb.id, 'reject');
    expect(no.json().result.state).toBe('rejected');
    expect((await signupOf(ev.id, b!.userId)).state).toBe('rejected');
    // exactly one waiting entry moved up (to pending: the event requires approval), the seat reused
    expect((await signupOf(ev.id, w1!.userId)).state).toBe('pending');
    expect((await signupOf(ev.id, w2!.userId)).state).toBe('waiting');
    expect(await seatsOf(ev.id)).toBe(2);

    // audited, and both participants told in the message centre
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'activitySignups'), eq(auditLog.recordId, String(sb.id))));
    expect(audit.length).toBe(1);
    await ctx.app.jobs.tick(); // the notices go out from the job queue
    const told = async (userId: string) =>
      (
        await ctx.database.db
          .select({ summary: notifications.summary })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.targetType, 'event')))
      )
        .map((r) => r.summary)
        .join('\n');
    expect(await told(a!.userId)).toContain('已通过审核');
    expect(await told(b!.userId)).toContain('未通过主办方审核');
    expect(await told(w1!.userId)).toContain('等待主办方审核');
  });

  it('a rejected seat with nobody waiting goes back to the counter', async () => {
    const mgr = await signIn(ctx, { roles: ['event_manager'] });
    const ev = await makeEvent({ capacity: 3 });
    const u = await signIn(ctx);
    await signUp(u.headers, ev.slug);
    expect(await seatsOf(ev.id)).toBe(1);
    await decide(mgr.headers, (await signupOf(ev.id, u.userId)).id, 'reject');
    expect(await seatsOf(ev.id)).toBe(0);
    // a rejected user cannot cancel or sign up again
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/events/${ev.slug}/signup`, headers: u.headers }))
        .statusCode,
    ).toBe(409);
  });

  it('refuses visitors, users and the participant for approve / reject', async () => {
    const ev = await makeEvent();
    const u = await signIn(ctx);
    const other = await signIn(ctx);
    await signUp(u.headers, ev.slug);
    const s = await signupOf(ev.id, u.userId);
    expect((await decide(visitorHeaders(), s.id, 'approve')).statusCode).toBe(401);
    expect((await decide(u.headers, s.id, 'approve')).statusCode).toBe(403);
    expect((await decide(other.headers, s.id, 'reject')).statusCode).toBe(403);
    expect((await decide(u.headers, s.id, 'nonsense')).statusCode).toBeGreaterThanOrEqual(403);
    expect((await signupOf(ev.id, u.userId)).state).toBe('pending');
  });

  it('without approval, sign-ups are confirmed as before', async () => {
    const ev = await makeEvent({ approval: false });
    const u = await signIn(ctx);
    expect((await signUp(u.headers, ev.slug)).json().result.state).toBe('confirmed');
  });
});

describe('events: tags, related products, speakers', () => {
  it('filters the list by tag through the GIN index', async () => {
    const a = await makeEvent({ tags: ['RVV', '编译器'] });
    const b = await makeEvent({ tags: ['Linux'] });
    const r = await ctx.app.inject({ url: `/api/events?tag=${encodeURIComponent('编译器')}&pageSize=50` });
    expect(r.statusCode).toBe(200);
    const slugs = r.json().result.items.map((e: { slug: string }) => e.slug);
    expect(slugs).toContain(a.slug);
    expect(slugs).not.toContain(b.slug);
    expect((await ctx.app.inject({ url: `/api/events?tag=${'x'.repeat(31)}` })).statusCode).toBe(422);
    // the planner can answer `tags @> array[...]` from the index
    const plan = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select id from events where tags @> array['RVV']::text[]`);
    });
    expect(JSON.stringify(plan)).toContain('events_tags_idx');
  });

  it('edits speakers and related products in the console and shows them on the page', async () => {
    const mgr = await signIn(ctx, { roles: ['event_manager'] });
    const [prod] = await ctx.database.db
      .insert(products)
      .values({
        kind: 'hardware',
        category: 'board',
        code: `ev-board-${seq}`,
        vendor: '算能',
        publishedAt: new Date(Date.now() - DAY),
      })
      .returning({ id: products.id });
    await ctx.database.db.insert(productI18n).values([
      { productId: prod!.id, locale: 'zh-CN', name: '开发板 X', summary: '', description: '' },
      { productId: prod!.id, locale: 'en-US', name: 'Board X', summary: '', description: '' },
    ]);
    const now = Date.now();
    const body = {
      slug: 'speaker-salon',
      kind: 'salon',
      titleZh: '沙龙',
      startsAt: new Date(now + 5 * DAY).toISOString(),
      endsAt: new Date(now + 6 * DAY).toISOString(),
      signupOpensAt: new Date(now - DAY).toISOString(),
      signupClosesAt: new Date(now + 4 * DAY).toISOString(),
      capacity: 20,
      requiresApproval: true,
      productIds: [prod!.id],
      agenda: [
        {
          startsAt: new Date(now + 5 * DAY).toISOString(),
          themeZh: '向量扩展实践',
          speaker: '林晓',
          enterprise: '中科院软件所',
          speakerTitle: '高级工程师',
          speakerAvatarUrl: '',
          speakerBioZh: '长期从事 RISC-V 编译器研究。',
          speakerBioEn: 'Works on RISC-V compilers.',
        },
      ],
    };
    const post = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/admin/activity', headers: mgr.headers, payload });
    // a speaker card without a speaker, a bio too long, an avatar that is not a link, an unknown product
    const fieldsOf = async (payload: object) => {
      const r = await post(payload);
      expect(r.statusCode).toBe(422);
      return r.json().result.fields.map((f: { field: string }) => f.field);
    };
    const row = body.agenda[0]!;
    expect(await fieldsOf({ ...body, agenda: [{ ...row, speaker: '' }] })).toEqual(['agenda.0.speaker']);
    expect(await fieldsOf({ ...body, agenda: [{ ...row, speakerBioEn: 'x'.repeat(501) }] })).toEqual([
      'agenda.0.speakerBioEn',
    ]);
    expect(await fieldsOf({ ...body, agenda: [{ ...row, speakerAvatarUrl: 'javascript:x' }] })).toEqual([
      'agenda.0.speakerAvatarUrl',
    ]);
    expect(await fieldsOf({ ...body, productIds: [2_000_000_000] })).toEqual(['productIds.0']);

    const made = await post(body);
    expect(made.statusCode).toBe(200);
    const id = made.json().result.id;
    const read = await ctx.app.inject({ url: `/api/admin/activity/${id}`, headers: mgr.headers });
    expect(read.json().result.item ?? read.json().result).toBeTruthy();
    await ctx.app.inject({ method: 'POST', url: `/api/admin/activity/${id}/publish`, headers: mgr.headers });
    await ctx.database.db
      .update(events)
      .set({ publishedAt: new Date(now - 1000), state: 'published' })
      .where(eq(events.id, id));
    const page = await ctx.app.inject({
      url: '/api/events/speaker-salon',
      headers: { 'accept-language': 'en-US' },
    });
    expect(page.statusCode).toBe(200);
    const d = page.json().result;
    expect(d.requiresApproval).toBe(true);
    expect(d.agenda[0].speakerCard).toEqual({
      name: '林晓',
      title: '高级工程师',
      enterprise: '中科院软件所',
      avatarUrl: null,
      bio: 'Works on RISC-V compilers.',
    });
    expect(d.relatedProducts).toEqual([
      expect.objectContaining({
        id: prod!.id,
        name: 'Board X',
        vendor: '算能',
        href: expect.stringContaining(`ev-board-${seq}`),
      }),
    ]);
  });
});
