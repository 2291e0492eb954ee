import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventAgenda, events, videos } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';

// Issue 19: the agenda of an event (spec §3 agenda row: time, theme, guest speaker, enterprise,
// video) edited in the console with its video checked against the videos module, and the public
// list's filters by kind, city and mode.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const HOUR = 3_600_000;

async function makeVideo(authorId: string, state: string) {
  const [v] = await ctx.database.db
    .insert(videos)
    .values({ authorId, name: `回放 ${state}`, sourceKey: `videos/${state}.mp4`, state })
    .returning({ id: videos.id });
  return v!.id;
}

describe('events: the agenda', () => {
  it('is edited in the console, its video checked on the server, and shown on the event', async () => {
    const mgr = await signIn(ctx, { roles: ['event_manager'] });
    const user = await signIn(ctx, { completeProfile: true });
    const published = await makeVideo(mgr.userId, 'published');
    const draft = await makeVideo(mgr.userId, 'draft');
    const now = Date.now();
    const at = (h: number) => new Date(now + 5 * DAY + h * HOUR).toISOString();
    const body = {
      slug: 'agenda-summit',
      kind: 'salon',
      titleZh: '峰会',
      titleEn: 'Summit',
      place: '杭州国际博览中心',
      city: '杭州',
      startsAt: at(0),
      endsAt: at(8),
      signupOpensAt: new Date(now - DAY).toISOString(),
      signupClosesAt: new Date(now + 4 * DAY).toISOString(),
      capacity: 50,
      agenda: [
        {
          startsAt: at(1),
          endsAt: at(2),
          themeZh: '开幕演讲',
          themeEn: 'Opening keynote',
          speaker: '陈博士',
          enterprise: '平头哥',
          // the video page's address pasted as it is
          videoId: `https://occ.example.com/community/video/detail?id=${published}`,
        },
        { startsAt: at(3), track: '分论坛 A', themeZh: '工具链', speaker: '李工', videoId: '' },
      ],
    };
    const post = (h: Record<string, string>, payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/admin/activity', headers: h, payload });
    expect((await post(visitorHeaders(), body)).statusCode).toBe(401);
    expect((await post(user.headers, body)).statusCode).toBe(403);

    const refused = async (videoId: string) => {
      const r = await post(mgr.headers, {
        ...body,
        agenda: [body.agenda[1], { ...body.agenda[0], videoId }],
      });
      expect(r.statusCode).toBe(422);
      return r.json().result.fields.map((f: { field: string }) => f.field);
    };
    // not a video reference, an unknown video, a video not published
    expect(await refused('not-a-video')).toEqual(['agenda.1.videoId']);
    expect(await refused('00000000-0000-4000-8000-000000000000')).toEqual(['agenda.1.videoId']);
    expect(await refused(draft)).toEqual(['agenda.1.videoId']);
    // a row without a theme, a row ending before it starts
    const noTheme = await post(mgr.headers, { ...body, agenda: [{ startsAt: at(1), themeZh: '' }] });
    expect(noTheme.statusCode).toBe(422);
    const backwards = await post(mgr.headers, {
      ...body,
      agenda: [{ startsAt: at(2), endsAt: at(1), themeZh: '倒序' }],
    });
    expect(backwards.json().result.fields.map((f: { field: string }) => f.field)).toEqual([
      'agenda.0.endsAt',
    ]);

    const created = await post(mgr.headers, body);
    expect(created.statusCode).toBe(200);
    const id = created.json().result.id as number;
    const read = await ctx.app.inject({ url: `/api/admin/activity/${id}`, headers: mgr.headers });
    expect(read.json().result.body.agenda).toMatchObject([
      { themeZh: '开幕演讲', videoId: published },
      { themeZh: '工具链', track: '分论坛 A', videoId: null },
    ]);
    const publish = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/activity/${id}/publish`,
      headers: mgr.headers,
      payload: { confirm: true },
    });
    expect(publish.statusCode).toBe(200);

    const detail = await ctx.app.inject({
      url: '/api/events/agenda-summit',
      headers: { 'accept-language': 'en-US' },
    });
    expect(detail.json().result).toMatchObject({
      city: '杭州',
      agenda: [
        {
          theme: 'Opening keynote',
          speaker: '陈博士',
          enterprise: '平头哥',
          track: '',
          video: { id: published, name: '回放 published' },
        },
        { theme: '工具链', track: '分论坛 A', endsAt: null, video: null },
      ],
    });

    // a video withdrawn later leaves the cell empty; a deleted one clears the reference
    await ctx.database.db.update(videos).set({ state: 'removed' }).where(eq(videos.id, published));
    const after = (await ctx.app.inject({ url: '/api/events/agenda-summit' })).json().result;
    expect(after.agenda[0].video).toBeNull();
    await ctx.database.db.delete(videos).where(eq(videos.id, published));
    const rows = await ctx.database.db.select().from(eventAgenda).where(eq(eventAgenda.eventId, id));
    expect(rows.map((r) => r.videoId)).toEqual([null, null]);
  });
});

describe('events: the list filters by time, kind, city and mode', () => {
  it('answers only the events of the asked kind, city or mode', async () => {
    const now = Date.now();
    const base = {
      startsAt: new Date(now + 20 * DAY),
      endsAt: new Date(now + 21 * DAY),
      signupOpensAt: new Date(now - DAY),
      signupClosesAt: new Date(now + 19 * DAY),
      state: 'published',
      publishedAt: new Date(now - DAY),
    };
    await ctx.database.db.insert(events).values([
      { ...base, slug: 'f-offline-sz', titleZh: '深圳线下', city: '深圳', capacity: 10 },
      { ...base, slug: 'f-online', titleZh: '线上', online: true, capacity: 0, onlineCapacity: 10 },
      {
        ...base,
        slug: 'f-both-sz',
        titleZh: '深圳线上线下',
        city: '深圳',
        online: true,
        capacity: 5,
        onlineCapacity: 5,
      },
      { ...base, slug: 'f-contest-bj', titleZh: '北京竞赛', kind: 'competition', city: '北京', capacity: 10 },
    ]);
    const slugs = async (q: string) => {
      const r = await ctx.app.inject({ url: `/api/events?pageSize=50&${q}` });
      expect(r.statusCode).toBe(200);
      return (r.json().result.items as { slug: string }[])
        .map((e) => e.slug)
        .filter((s) => s.startsWith('f-'))
        .sort();
    };
    expect(await slugs(`city=${encodeURIComponent('深圳')}`)).toEqual(['f-both-sz', 'f-offline-sz']);
    expect(await slugs('mode=online')).toEqual(['f-both-sz', 'f-online']);
    expect(await slugs('mode=offline')).toEqual(['f-both-sz', 'f-contest-bj', 'f-offline-sz']);
    expect(await slugs('kind=competition')).toEqual(['f-contest-bj']);
    expect(await slugs('kind=conference')).toEqual(['f-both-sz', 'f-offline-sz', 'f-online']);
    expect(await slugs(`kind=conference&mode=offline&city=${encodeURIComponent('深圳')}`)).toEqual([
      'f-both-sz',
      'f-offline-sz',
    ]);
    expect((await ctx.app.inject({ url: '/api/events?mode=hybrid' })).statusCode).toBe(422);
    const cities = (await ctx.app.inject({ url: '/api/events/cities' })).json().result as string[];
    expect(cities).toEqual(expect.arrayContaining(['北京', '深圳']));
    expect(cities).not.toContain('');
  });

  it('puts an event under upcoming, ongoing or past by its times', async () => {
    const now = Date.now();
    const at = (days: number) => new Date(now + days * DAY);
    const common = { signupOpensAt: at(-30), signupClosesAt: at(-20), capacity: 5, state: 'published' };
    await ctx.database.db.insert(events).values([
      {
        ...common,
        slug: 'w-upcoming',
        titleZh: '未开始',
        startsAt: at(2),
        endsAt: at(3),
        publishedAt: at(-30),
      },
      {
        ...common,
        slug: 'w-ongoing',
        titleZh: '进行中',
        startsAt: at(-1),
        endsAt: at(1),
        publishedAt: at(-30),
      },
      {
        ...common,
        slug: 'w-past',
        titleZh: '已结束',
        startsAt: at(-3),
        endsAt: at(-2),
        publishedAt: at(-30),
      },
    ]);
    const slugs = async (when: string) => {
      const r = await ctx.app.inject({ url: `/api/events?pageSize=50&when=${when}` });
      expect(r.statusCode).toBe(200);
      return (r.json().result.items as { slug: string; phase: string }[])
        .filter((e) => e.slug.startsWith('w-'))
        .map((e) => `${e.slug}:${e.phase}`);
    };
    expect(await slugs('upcoming')).toEqual(['w-upcoming:notStarted']);
    expect(await slugs('ongoing')).toEqual(['w-ongoing:ongoing']);
    expect(await slugs('past')).toEqual(['w-past:ended']);
    expect((await ctx.app.inject({ url: '/api/events?when=soon' })).statusCode).toBe(422);
  });
});
