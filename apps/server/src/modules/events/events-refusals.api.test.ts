import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSignups, events } from '../../db/schema';
import { createTestApp, signIn as bareSignIn, visitorHeaders, type TestContext } from '../../test/harness';

// Issue 19: "visitor and wrong-user refusals on every mutating operation" of events and
// competitions, in one table: a visitor gets 401, a signed-in user without the right (a plain
// user, a judge in the events console, an event manager where only judges score) gets 403, and
// nothing was written. Also: a cancelled event refuses sign-ups (409) with the spec's words.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
type H = Record<string, string>;
type Method = 'POST' | 'PUT' | 'DELETE';
const signIn = (roles: string[] = []) => bareSignIn(ctx, { completeProfile: true, roles });
const call = (method: Method | 'GET', url: string, headers: H, payload?: object) =>
  ctx.app.inject({ method, url, headers, payload });

async function makeEvent(slug: string, kind = 'salon', state = 'published') {
  const now = Date.now();
  const [row] = await ctx.database.db
    .insert(events)
    .values({
      slug,
      kind,
      titleZh: `活动 ${slug}`,
      startsAt: new Date(now + 10 * DAY),
      endsAt: new Date(now + 11 * DAY),
      signupOpensAt: new Date(now - DAY),
      signupClosesAt: new Date(now + 5 * DAY),
      capacity: 10,
      streamUrl: 'https://live.example.com/x.m3u8',
      state,
      publishedAt: new Date(now - DAY),
    })
    .returning();
  return row!;
}

const form = { name: '张三', mobile: '13812345678', email: 'z@example.com', unit: '浙江大学' };

describe('events and competitions: refusals on every mutating operation', () => {
  it('401 for visitors and 403 for users without the right, writing nothing', async () => {
    const ev = await makeEvent('refuse-ev');
    const comp = await makeEvent('refuse-comp', 'competition');
    const mgr = await signIn(['event_manager']);
    const plain = await signIn();
    const judge = await signIn(['judge']);
    const participant = await signIn();
    expect((await call('POST', `/api/events/${ev.slug}/signup`, participant.headers, form)).statusCode).toBe(
      200,
    );
    const phases = {
      phases: [
        {
          key: 'first',
          titleZh: '初赛',
          deadline: new Date(Date.now() + 5 * DAY).toISOString(),
          criteria: [{ key: 'innovation', titleZh: '创新性', max: 100 }],
        },
      ],
    };
    expect(
      (await call('PUT', `/api/admin/competitions/${comp.slug}/phases`, mgr.headers, phases)).statusCode,
    ).toBe(200);
    await call('POST', `/api/competitions/${comp.slug}/teams`, participant.headers, { name: 'Team R' });
    const work = await call('PUT', `/api/competitions/${comp.slug}/submission`, participant.headers, {
      phase: 'first',
      title: 'Gateway',
      repoUrl: 'https://github.com/x/y',
    });
    expect(work.statusCode).toBe(200);
    const subId = work.json().result.id as number;
    const body = {
      slug: 'refuse-new',
      kind: 'salon',
      titleZh: '新活动',
      startsAt: new Date(Date.now() + 5 * DAY).toISOString(),
      endsAt: new Date(Date.now() + 6 * DAY).toISOString(),
      signupOpensAt: new Date(Date.now() - DAY).toISOString(),
      signupClosesAt: new Date(Date.now() + 4 * DAY).toISOString(),
      capacity: 5,
    };
    const [signup] = await ctx.database.db
      .select({ id: eventSignups.id })
      .from(eventSignups)
      .where(eq(eventSignups.eventId, ev.id));

    // [operation, method, url, body, who may not (besides visitors)]
    const ops: [string, Method, string, object | undefined, H[]][] = [
      ['events.signUp', 'POST', `/api/events/${ev.slug}/signup`, form, []],
      ['events.cancelSignUp', 'DELETE', `/api/events/${ev.slug}/signup`, undefined, []],
      ['events.reserveLive', 'POST', `/api/events/${ev.slug}/live-reservation`, undefined, []],
      ['events.cancelLiveReservation', 'DELETE', `/api/events/${ev.slug}/live-reservation`, undefined, []],
      [
        'events.checkIn',
        'POST',
        `/api/events/${ev.slug}/checkin`,
        { code: 'ABCDEF' },
        [plain.headers, participant.headers, judge.headers],
      ],
      ['activity.create', 'POST', '/api/admin/activity', body, [plain.headers, judge.headers]],
      ['activity.update', 'PUT', `/api/admin/activity/${ev.id}`, body, [plain.headers, judge.headers]],
      [
        'activity.delete',
        'DELETE',
        `/api/admin/activity/${ev.id}`,
        undefined,
        [plain.headers, judge.headers],
      ],
      [
        'activity.publish',
        'POST',
        `/api/admin/activity/${ev.id}/publish`,
        { confirm: true },
        [plain.headers, judge.headers],
      ],
      [
        'activity.unpublish',
        'POST',
        `/api/admin/activity/${ev.id}/unpublish`,
        { confirm: true },
        [plain.headers, judge.headers],
      ],
      [
        'activity.transition',
        'POST',
        `/api/admin/activity/${ev.id}/transition`,
        { event: 'cancel' },
        [plain.headers, judge.headers],
      ],
      [
        'activitySignups.transition',
        'POST',
        `/api/admin/activitySignups/${signup!.id}/transition`,
        { event: 'approve' },
        [plain.headers, participant.headers, judge.headers],
      ],
      ['teams.create', 'POST', `/api/competitions/${comp.slug}/teams`, { name: 'Team V' }, []],
      ['teams.join', 'POST', `/api/competitions/${comp.slug}/teams/join`, { inviteCode: 'ABCDEFGHIJ' }, []],
      [
        'submissions.save',
        'PUT',
        `/api/competitions/${comp.slug}/submission`,
        { phase: 'first', title: 'X' },
        [plain.headers],
      ],
      [
        'submissions.score',
        'POST',
        `/api/admin/submissions/${subId}/score`,
        { scores: { innovation: 5 } },
        [plain.headers, participant.headers, mgr.headers],
      ],
      [
        'competitions.setPhases',
        'PUT',
        `/api/admin/competitions/${comp.slug}/phases`,
        phases,
        [plain.headers, judge.headers],
      ],
      [
        'competitions.publishWinners',
        'PUT',
        `/api/admin/competitions/${comp.slug}/winners`,
        { winners: [{ submissionId: subId, awardZh: '一等奖' }] },
        [plain.headers, participant.headers, judge.headers],
      ],
    ];
    for (const [op, method, url, payload, wrong] of ops) {
      const visitor = await call(method, url, visitorHeaders(), payload);
      expect([op, visitor.statusCode]).toEqual([op, 401]);
      for (const h of wrong) {
        const refused = await call(method, url, h, payload);
        expect([op, refused.statusCode]).toEqual([op, 403]);
        expect(refused.json().success).toBe(false);
      }
    }

    // nothing was written: the event, the participant's sign-up, the work and its (absent) scores
    const [after] = await ctx.database.db.select().from(events).where(eq(events.id, ev.id));
    expect(after).toMatchObject({ state: 'published', titleZh: ev.titleZh, seatsTaken: 1 });
    const mine = await call(
      'GET',
      `/api/information/activitynew/getEnrollInfo?activityId=${ev.id}`,
      participant.headers,
    );
    expect(mine.json().result).toMatchObject({ state: 'confirmed', checkedInAt: null });
    const page = (await call('GET', `/api/competitions/${comp.slug}`, participant.headers)).json().result;
    expect(page.winners).toEqual([]);
    expect(page.myTeam.submissions[0]).toMatchObject({ title: 'Gateway' });
    expect(page.phases).toHaveLength(1);

    // another user cannot cancel the participant's sign-up: they have none of their own (409)
    const other = await call('DELETE', `/api/events/${ev.slug}/signup`, plain.headers);
    expect(other.statusCode).toBe(409);
    expect((await ctx.database.db.select().from(events).where(eq(events.id, ev.id)))[0]!.seatsTaken).toBe(1);
  });

  it('a cancelled event refuses sign-ups (409), an unknown one answers "The activity id does not exist"', async () => {
    const ev = await makeEvent('refuse-cancelled', 'salon', 'cancelled');
    const me = await signIn();
    const cancelled = await call('POST', `/api/events/${ev.slug}/signup`, me.headers, form);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().success).toBe(false);
    const unknown = await call('POST', '/api/events/refuse-none/signup', me.headers, form);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, '该活动 ID 不存在']);
    const en = await call(
      'POST',
      '/api/events/refuse-none/signup',
      { ...me.headers, 'accept-language': 'en-US' },
      form,
    );
    expect(en.json().message).toBe('The activity id does not exist');
  });
});
