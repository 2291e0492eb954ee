import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_KINDS } from '@occ/shared';
import { events } from '../../db/schema';
import { createTestApp, signIn, type TestContext } from '../../test/harness';

// Issue 19: the seven kinds of events (summit … competition), the city written once canonically
// (the list's city filter ignores case, spaces and a trailing 市 / "city"), and migration 0051's
// data fix of the former kind "activity" and of free-text cities.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;

function body(slug: string, extra: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    slug,
    titleZh: `活动 ${slug}`,
    place: '某地',
    startsAt: new Date(now + 10 * DAY).toISOString(),
    endsAt: new Date(now + 11 * DAY).toISOString(),
    signupOpensAt: new Date(now - DAY).toISOString(),
    signupClosesAt: new Date(now + 9 * DAY).toISOString(),
    capacity: 10,
    ...extra,
  };
}

async function createAndPublish(h: Record<string, string>, payload: object) {
  const r = await ctx.app.inject({ method: 'POST', url: '/api/admin/activity', headers: h, payload });
  expect(r.statusCode, r.body).toBe(200);
  const id = r.json().result.id as number;
  const p = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/activity/${id}/publish`,
    headers: h,
    payload: { confirm: true },
  });
  expect(p.statusCode, p.body).toBe(200);
  return id;
}

const listSlugs = async (q: string, prefix: string) => {
  const r = await ctx.app.inject({ url: `/api/events?pageSize=50&${q}` });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json().result.items as { slug: string }[])
    .map((e) => e.slug)
    .filter((s) => s.startsWith(prefix))
    .sort();
};

describe('events: the seven kinds', () => {
  it('are written in the console, filtered in the list; another kind is refused naming the field', async () => {
    const mgr = await signIn(ctx, { roles: ['event_manager'] });
    for (const kind of EVENT_KINDS)
      await createAndPublish(mgr.headers, body(`k-${kind.toLowerCase()}`, { kind }));
    for (const kind of EVENT_KINDS) {
      expect(await listSlugs(`kind=${kind}`, 'k-')).toEqual([`k-${kind.toLowerCase()}`]);
    }
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/activity',
      headers: mgr.headers,
      payload: body('k-old', { kind: 'activity' }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('kind');
    expect((await ctx.app.inject({ url: '/api/events?kind=activity' })).statusCode).toBe(422);
    // a new event without a kind is a conference; the database refuses any other kind
    const id = await createAndPublish(mgr.headers, body('k-default'));
    const [row] = await ctx.database.db.select({ kind: events.kind }).from(events).where(eq(events.id, id));
    expect(row!.kind).toBe('conference');
    await expect(
      ctx.database.db.update(events).set({ kind: 'activity' }).where(eq(events.id, id)),
    ).rejects.toThrow();
  });
});

describe('events: the city filter', () => {
  it('stores a city canonically and finds it in any spelling', async () => {
    const mgr = await signIn(ctx, { roles: ['event_manager'] });
    const user = await signIn(ctx, { completeProfile: true });
    await createAndPublish(mgr.headers, body('c-hz1', { city: '杭州市' }));
    await createAndPublish(mgr.headers, body('c-hz2', { city: '  Hangzhou  City ' }));
    await createAndPublish(mgr.headers, body('c-hz3', { city: 'HANGZHOU' }));
    await createAndPublish(mgr.headers, body('c-ny', { city: ' new   york ' }));
    await createAndPublish(mgr.headers, body('c-sh', { city: '上海' }));
    const rows = await ctx.database.db
      .select({ slug: events.slug, city: events.city })
      .from(events)
      .where(inArray(events.slug, ['c-hz1', 'c-hz2', 'c-hz3', 'c-ny']));
    expect(Object.fromEntries(rows.map((r) => [r.slug, r.city]))).toEqual({
      'c-hz1': '杭州',
      'c-hz2': '杭州',
      'c-hz3': '杭州',
      'c-ny': 'New York',
    });
    for (const spelling of ['杭州', '杭州市', ' hangzhou ', 'HangZhou', 'hangzhou city']) {
      expect(await listSlugs(`city=${encodeURIComponent(spelling)}`, 'c-')).toEqual([
        'c-hz1',
        'c-hz2',
        'c-hz3',
      ]);
    }
    expect(await listSlugs(`city=${encodeURIComponent('NEW YORK')}`, 'c-')).toEqual(['c-ny']);
    expect(await listSlugs(`city=${encodeURIComponent('杭')}`, 'c-')).toEqual([]);
    const cities = (await ctx.app.inject({ url: '/api/events/cities' })).json().result as string[];
    expect(cities.filter((c) => c === '杭州')).toHaveLength(1);
    expect(cities).toEqual(expect.arrayContaining(['杭州', 'New York', '上海']));
    // the city is written by the activity managers only
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/activity',
      headers: user.headers,
      payload: body('c-user', { city: '杭州' }),
    });
    expect(refused.statusCode).toBe(403);
    const long = await ctx.app.inject({ url: `/api/events?city=${'x'.repeat(41)}` });
    expect(long.statusCode).toBe(422);
    expect(long.body).toContain('city');
  });
});

describe('migration 0051: the data fix', () => {
  it('gives the former "activity" rows a kind and their cities the canonical spelling', async () => {
    const file = new URL('../../db/migrations/0051_event_kinds.sql', import.meta.url);
    const handWritten = readFileSync(file, 'utf8').split('-- hand-written:')[1]!;
    const statements = handWritten
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean);
    const db = ctx.database.db;
    await db.execute(sql`ALTER TABLE "events" DROP CONSTRAINT "events_kind_check"`);
    const base = {
      startsAt: new Date(Date.now() - 30 * DAY),
      endsAt: new Date(Date.now() - 29 * DAY),
      signupOpensAt: new Date(Date.now() - 60 * DAY),
      signupClosesAt: new Date(Date.now() - 31 * DAY),
      capacity: 10,
      kind: 'activity',
    };
    await db.insert(events).values([
      { ...base, slug: 'm-salon', titleZh: '技术沙龙', city: ' 杭州市 ' },
      { ...base, slug: 'm-summit', titleZh: '生态峰会', city: 'beijing' },
      { ...base, slug: 'm-devday', titleZh: 'OCC 开发者日', city: 'Shanghai City' },
      { ...base, slug: 'm-camp', titleZh: '夏季训练营', city: '' },
      { ...base, slug: 'm-live', titleZh: '玄铁直播间', capacity: 0, onlineCapacity: 5, online: true },
      { ...base, slug: 'm-other', titleZh: '用户大会', city: 'san  francisco' },
      { ...base, slug: 'm-contest', titleZh: '大赛', kind: 'competition' },
    ]);
    for (const s of statements) await db.execute(sql.raw(s));
    const rows = await db
      .select({ slug: events.slug, kind: events.kind, city: events.city })
      .from(events)
      .where(sql`${events.slug} like 'm-%'`);
    const by = Object.fromEntries(rows.map((r) => [r.slug, [r.kind, r.city]]));
    expect(by).toEqual({
      'm-salon': ['salon', '杭州'],
      'm-summit': ['summit', '北京'],
      'm-devday': ['developerDay', '上海'],
      'm-camp': ['trainingCamp', ''],
      'm-live': ['liveSession', ''],
      'm-other': ['conference', 'San Francisco'],
      'm-contest': ['competition', ''],
    });
  });
});

describe('events: organiser, map link and tags', () => {
  it('are written in the console and shown on the event; a map link that is not http(s) is refused', async () => {
    const mgr = await signIn(ctx, { roles: ['event_manager'] });
    const post = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/admin/activity', headers: mgr.headers, payload });
    const badMap = await post(body('o-bad', { mapUrl: 'javascript:alert(1)' }));
    expect(badMap.statusCode).toBe(422);
    expect(badMap.json().result.fields.map((f: { field: string }) => f.field)).toContain('mapUrl');
    const manyTags = await post(body('o-many', { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }));
    expect(manyTags.statusCode).toBe(422);
    expect(manyTags.body).toContain('tags');
    await createAndPublish(
      mgr.headers,
      body('o-good', {
        organiser: '  OCC 开源社区 ',
        mapUrl: 'https://map.example.com/?q=hz',
        tags: ['RISC-V', 'AI', 'RISC-V'],
      }),
    );
    const d = (await ctx.app.inject({ url: '/api/events/o-good' })).json().result;
    expect(d).toMatchObject({
      organiser: 'OCC 开源社区',
      mapUrl: 'https://map.example.com/?q=hz',
      tags: ['RISC-V', 'AI'],
    });
    const listed = (await ctx.app.inject({ url: '/api/events?pageSize=50' })).json().result.items as {
      slug: string;
      organiser: string;
      tags: string[];
    }[];
    expect(listed.find((e) => e.slug === 'o-good')).toMatchObject({
      organiser: 'OCC 开源社区',
      tags: ['RISC-V', 'AI'],
    });
  });
});
