import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';

// The personal centre's other lists (issue 19 "my events"): my live reservations and my teams'
// competition submissions; visitors 401, and nobody sees another user's.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
type H = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: H = {}, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function makeEvent(slug: string, kind: 'liveSession' | 'competition') {
  const now = Date.now();
  await ctx.database.db.insert(events).values({
    slug,
    kind,
    titleZh: `活动 ${slug}`,
    titleEn: `Event ${slug}`,
    online: true,
    startsAt: new Date(now + DAY),
    endsAt: new Date(now + 30 * DAY),
    signupOpensAt: new Date(now - DAY),
    signupClosesAt: new Date(now + DAY / 2),
    capacity: 0,
    onlineCapacity: 100,
    streamUrl: 'https://live.example.com/x.m3u8',
    state: 'published',
    publishedAt: new Date(now - DAY),
  });
}

describe('my events: live reservations and team submissions', () => {
  it('lists my reservations only, paged; cancel removes it', async () => {
    await makeEvent('mine-live-1', 'liveSession');
    await makeEvent('mine-live-2', 'liveSession');
    const me = await signIn(ctx);
    const other = await signIn(ctx);
    expect((await call('GET', '/api/events/my/live', visitorHeaders())).statusCode).toBe(401);
    await call('POST', '/api/events/mine-live-1/live-reservation', me.headers);
    await call('POST', '/api/events/mine-live-2/live-reservation', me.headers);
    await call('POST', '/api/events/mine-live-2/live-reservation', other.headers);
    const page1 = (await call('GET', '/api/events/my/live?pageSize=1', me.headers)).json().result;
    expect(page1.total).toBe(2);
    expect(page1.items).toHaveLength(1);
    expect(page1.items[0].event).toMatchObject({ onlineCapacity: 100, seatsLeft: 0 });
    expect(typeof page1.items[0].reservedAt).toBe('string');
    await call('DELETE', '/api/events/mine-live-1/live-reservation', me.headers);
    const after = (await call('GET', '/api/events/my/live', me.headers)).json().result;
    expect(after.items.map((i: { event: { slug: string } }) => i.event.slug)).toEqual(['mine-live-2']);
    expect((await call('GET', '/api/events/my/live', other.headers)).json().result.total).toBe(1);
    expect((await call('GET', '/api/events/my/live?pageSize=0', me.headers)).statusCode).toBe(422);
  });

  it("lists my teams' submissions, none of a stranger's; the console ranks them and publishes winners", async () => {
    await makeEvent('mine-comp', 'competition');
    const mgr = await signIn(ctx, { roles: ['event_manager'] });
    const captain = await signIn(ctx);
    const mate = await signIn(ctx);
    const stranger = await signIn(ctx);
    const deadline = new Date(Date.now() + 5 * DAY).toISOString();
    const put = await call('PUT', '/api/admin/competitions/mine-comp/phases', mgr.headers, {
      phases: [
        {
          key: 'first',
          titleZh: '初赛',
          titleEn: 'First round',
          deadline,
          criteria: [{ key: 'idea', titleZh: '创新性', titleEn: 'Idea', max: 100 }],
        },
      ],
    });
    expect(put.statusCode).toBe(200);
    const team = await call('POST', '/api/competitions/mine-comp/teams', captain.headers, { name: '队伍甲' });
    const code = team.json().result.inviteCode as string;
    await call('POST', '/api/competitions/mine-comp/teams/join', mate.headers, { inviteCode: code });
    const saved = await call('PUT', '/api/competitions/mine-comp/submission', mate.headers, {
      phase: 'first',
      title: '作品一',
    });
    expect(saved.statusCode).toBe(200);

    expect((await call('GET', '/api/competitions/my/submissions', visitorHeaders())).statusCode).toBe(401);
    const mine = (await call('GET', '/api/competitions/my/submissions', captain.headers)).json().result;
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({
      title: '作品一',
      teamName: '队伍甲',
      phase: '初赛',
      open: true,
      competition: { slug: 'mine-comp' },
    });
    const en = await call('GET', '/api/competitions/my/submissions', {
      ...captain.headers,
      'accept-language': 'en-US',
    });
    expect(en.json().result.items[0].phase).toBe('First round');
    expect(
      (await call('GET', '/api/competitions/my/submissions', stranger.headers)).json().result.total,
    ).toBe(0);
    expect((await call('GET', '/api/competitions/my/submissions?page=x', captain.headers)).statusCode).toBe(
      422,
    );
  });
});
