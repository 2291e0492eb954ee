import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, eventSignups, notifications, outboxMessages } from '../../db/schema';
import { createTestApp, signIn as bareSignIn, visitorHeaders, type TestContext } from '../../test/harness';

/** Users here have a complete profile unless a test says otherwise (sign-up needs one). */
const signIn = (c: TestContext, opts: { roles?: string[] } = {}) =>
  bareSignIn(c, { completeProfile: true, ...opts });
import { foldLine } from './ics';
import { sendReminders } from './notices';

// The calendar file, the confirmation e-mail that carries it, the reminders a day and an hour
// before (each once), and the check-in codes (each checks in once).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let seq = 0;
const form = (email: string) => ({
  name: '王五',
  mobile: '13812345678',
  email,
  unit: '浙江大学',
  position: '学生',
});

async function makeEvent(opts: { startsInMs?: number; capacity?: number } = {}) {
  const now = Date.now();
  seq += 1;
  const starts = now + (opts.startsInMs ?? 10 * DAY);
  const [row] = await ctx.database.db
    .insert(events)
    .values({
      slug: `ci-${seq}`,
      titleZh: `签到活动 ${seq}`,
      titleEn: `Check-in event ${seq}, with; commas`,
      summaryZh: '线下沙龙',
      place: '杭州市西湖区文三路 1 号',
      startsAt: new Date(starts),
      endsAt: new Date(starts + 2 * HOUR),
      signupOpensAt: new Date(now - DAY),
      signupClosesAt: new Date(starts - 60_000),
      capacity: opts.capacity ?? 10,
      state: 'published',
      publishedAt: new Date(now - DAY),
    })
    .returning();
  return row!;
}

const signUp = (headers: Record<string, string>, slug: string, email: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/events/${slug}/signup`, headers, payload: form(email) });
const mails = (to: string) =>
  ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to));

describe('events: calendar file and confirmation', () => {
  it('serves the event as .ics; the confirmation e-mail carries it and the check-in code', async () => {
    const ev = await makeEvent();
    const ics = await ctx.app.inject({
      url: `/api/events/${ev.slug}/ics`,
      headers: { 'accept-language': 'en-US' },
    });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.headers['content-disposition']).toContain(`${ev.slug}.ics`);
    expect(ics.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect(ics.body).toContain(`UID:event-${ev.id}@`);
    expect(ics.body).toContain(
      `DTSTART:${ev.startsAt
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
    expect(ics.body).toContain('\\, with\\; commas');
    expect((await ctx.app.inject({ url: '/api/events/ci-none/ics' })).statusCode).toBe(404);

    const me = await signIn(ctx);
    const email = `${me.username}@example.com`;
    const res = await signUp(me.headers, ev.slug, email);
    expect(res.json().result).toMatchObject({ state: 'confirmed', checkedInAt: null });
    const code = res.json().result.checkinCode as string;
    expect(code).toMatch(/^[0-9A-F]{12}$/);
    await ctx.app.jobs.tick();
    const [mail] = await mails(email);
    expect(mail!.subject).toContain(ev.titleZh);
    expect(mail!.body).toContain(code);
    const att = mail!.attachments as { filename: string; content: string }[];
    expect(att[0]!.filename).toBe(`${ev.slug}.ics`);
    expect(att[0]!.content).toContain('BEGIN:VEVENT');
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, me.userId), eq(notifications.targetType, 'event')));
    expect(told).toHaveLength(1);
    // the code is on my page through events.get and getEnrollInfo
    const detail = await ctx.app.inject({ url: `/api/events/${ev.slug}`, headers: me.headers });
    expect(detail.json().result.mySignup.checkinCode).toBe(code);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'活'.repeat(60)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'活'.repeat(60)}`);
  });
});

describe('events: reminders', () => {
  it('sends the day and the hour reminder once per participant, even when the sweep runs twice', async () => {
    const ev = await makeEvent({ startsInMs: 20 * HOUR });
    const a = await signIn(ctx);
    const b = await signIn(ctx);
    const aMail = `${a.username}@example.com`;
    await signUp(a.headers, ev.slug, aMail);
    await signUp(b.headers, ev.slug, `${b.username}@example.com`);
    await ctx.app.jobs.tick();
    await Promise.all([sendReminders(ctx.app), sendReminders(ctx.app)]);
    await sendReminders(ctx.app);
    const subjects = (await mails(aMail)).map((m) => m.subject ?? '');
    expect(subjects.filter((s) => s.includes('明天'))).toHaveLength(1);
    expect(subjects.filter((s) => s.includes('一小时后'))).toHaveLength(0);

    // an hour before: the hour reminder, once
    await ctx.database.db
      .update(events)
      .set({ startsAt: sql`now() + interval '30 minutes'`, endsAt: sql`now() + interval '3 hours'` })
      .where(eq(events.id, ev.id));
    await Promise.all([sendReminders(ctx.app), sendReminders(ctx.app)]);
    const after = (await mails(aMail)).map((m) => m.subject ?? '');
    expect(after.filter((s) => s.includes('一小时后'))).toHaveLength(1);
    expect(after.filter((s) => s.includes('明天'))).toHaveLength(1);
    const rows = await ctx.database.db.select().from(eventSignups).where(eq(eventSignups.eventId, ev.id));
    expect(rows.every((r) => r.remindedDayAt && r.remindedHourAt)).toBe(true);
  });
});

describe('events: check-in', () => {
  it('staff check a code in once (atomic); visitors 401, plain users 403; statistics count it', async () => {
    const ev = await makeEvent({ capacity: 1 });
    const me = await signIn(ctx);
    const other = await signIn(ctx);
    const code = (await signUp(me.headers, ev.slug, `${me.username}@example.com`)).json().result.checkinCode;
    const waitingRes = await signUp(other.headers, ev.slug, `${other.username}@example.com`);
    expect(waitingRes.json().result).toMatchObject({ state: 'waiting', checkinCode: null });
    const staff = await signIn(ctx, { roles: ['event_manager'] });
    const post = (h: Record<string, string>, c: string, ref: string = ev.slug) =>
      ctx.app.inject({ method: 'POST', url: `/api/events/${ref}/checkin`, headers: h, payload: { code: c } });

    expect((await post(visitorHeaders(), code)).statusCode).toBe(401);
    expect((await post(me.headers, code)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ url: `/api/events/${ev.slug}/checkin/stats`, headers: me.headers })).statusCode,
    ).toBe(403);
    expect((await post(staff.headers, '')).statusCode).toBe(422);
    const unknown = await post(staff.headers, 'FFFFFFFFFFFF');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, '该签到码不属于此活动']);
    // the code of another event does not check in here
    const elsewhere = await makeEvent();
    expect((await post(staff.headers, code, elsewhere.slug)).statusCode).toBe(404);

    // two doors scan the same code at once: one check-in, one 409
    const both = await Promise.all([post(staff.headers, code.toLowerCase()), post(staff.headers, code)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const okOne = both.find((r) => r.statusCode === 200)!;
    expect(okOne.json().result).toMatchObject({ name: '王五', unit: '浙江大学' });
    expect(both.find((r) => r.statusCode === 409)!.json().message).toBe('该签到码已使用');

    const stats = await ctx.app.inject({ url: `/api/events/${ev.id}/checkin/stats`, headers: staff.headers });
    expect(stats.json().result).toEqual({ confirmed: 1, checkedIn: 1, pending: 0, waiting: 1 });
    // the participants list shows it
    const list = await ctx.app.inject({
      url: `/api/admin/activitySignups?eventId=${ev.id}`,
      headers: staff.headers,
    });
    const items = list.json().result.items as { checkedInAt: string | null; checkinCode: string | null }[];
    expect(items.filter((i) => i.checkedInAt)).toHaveLength(1);
  });
});
