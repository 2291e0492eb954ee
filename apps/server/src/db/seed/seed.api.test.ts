import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  CATEGORIES_BY_KIND,
  EVENT_KINDS,
  eventPhase,
  normalizeCity,
  wrongTypedAttribute,
  type CatalogueKind,
} from '@occ/shared';
import { createTestApp, type TestContext } from '../../test/harness';
import {
  competitionTeams,
  events,
  ossComponents,
  productI18n,
  products,
  vendors,
  workgroups,
} from '../schema';
import { isEmpty, seedDemo } from '.';
import { seedEventVideos, VIDEO_LIST } from './event-videos';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('demo data', () => {
  it('loads once into an empty database and feeds the home page in both languages', async () => {
    expect(await isEmpty(ctx.database.db)).toBe(true);
    const counts = await seedDemo(ctx.database.db);
    expect(counts.products).toBeGreaterThanOrEqual(20);
    expect(counts.news).toBeGreaterThanOrEqual(20);
    expect(counts.labBoards).toBeGreaterThanOrEqual(10);
    expect(counts.labDevices).toBeGreaterThanOrEqual(counts.labBoards);
    expect(counts.questions).toBeGreaterThanOrEqual(12);
    expect(counts.answers).toBeGreaterThanOrEqual(12);
    expect(await isEmpty(ctx.database.db)).toBe(false);

    // the community: questions and topics, some in the RISC-V zone, hottest sort filled in
    const qa = (await ctx.app.inject({ url: '/api/community/questions?sort=hottest' })).json().result;
    expect(qa.total).toBeGreaterThanOrEqual(8);
    expect(qa.items[0].score).toBeGreaterThan(0);
    const rv = (await ctx.app.inject({ url: '/api/community/questions?zone=riscv' })).json().result;
    expect(rv.total).toBeGreaterThan(0);
    const topics = (await ctx.app.inject({ url: '/api/community/questions?kind=topic' })).json().result;
    expect(topics.total).toBeGreaterThanOrEqual(4);

    const zh = (await ctx.app.inject({ url: '/api/home' })).json().result;
    const en = (await ctx.app.inject({ url: '/api/home', headers: { cookie: 'locale=en-US' } })).json()
      .result;
    expect(zh.slides.length).toBeGreaterThan(0);
    expect(zh.news).toHaveLength(6);
    expect(zh.featured.length).toBeGreaterThan(0);
    expect(en.featured[0].summary).not.toBe(zh.featured[0].summary);
    expect(en.slides[0].title).not.toBe(zh.slides[0].title);
    expect(new Set(zh.featured.map((p: { kind: string }) => p.kind)).size).toBeGreaterThan(1);

    // the cloud lab catalogue: no board is online before a lab agent serves it
    const boards = (await ctx.app.inject({ url: '/api/lab/boards?pageSize=100' })).json().result;
    expect(boards.total).toBe(counts.labBoards);
    const qemu = boards.items.find((b: { name: string }) => b.name.startsWith('QEMU virt'));
    expect(qemu).toMatchObject({ availableDevices: 0, unconnectedDevices: 4, totalDevices: 4 });
    const real = boards.items.filter((b: { name: string }) => !b.name.startsWith('QEMU'));
    expect(boards.items.every((b: { availableDevices: number }) => b.availableDevices === 0)).toBe(true);
    expect(real.every((b: { totalDevices: number }) => b.totalDevices >= 1 && b.totalDevices <= 4)).toBe(
      true,
    );
  });

  it('fills the catalogues: 60+ products of every category in both languages, 8 solutions, 10 vendors, 20 components, 4 workgroups', async () => {
    const { db } = ctx.database;
    const rows = await db
      .select({ kind: products.kind, category: products.category, specs: products.specs })
      .from(products);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const [kind, categories] of Object.entries(CATEGORIES_BY_KIND))
      for (const category of categories)
        expect(
          rows.filter((r) => r.kind === kind && r.category === category).length,
          category,
        ).toBeGreaterThan(0);
    expect(rows.filter((r) => r.kind === ('solution' satisfies CatalogueKind)).length).toBeGreaterThanOrEqual(
      8,
    );
    // every specification line of a declared attribute holds a value of its type (the console would refuse it)
    for (const r of rows) {
      const lines = Object.entries(r.specs).map(([name, value]) => ({ name, value }));
      expect(wrongTypedAttribute(r.category, lines)).toBeNull();
    }
    const [en] = await db.select({ n: count() }).from(productI18n).where(eq(productI18n.locale, 'en-US'));
    expect(en?.n).toBe(rows.length);
    const [v] = await db.select({ n: count() }).from(vendors);
    const [c] = await db.select({ n: count() }).from(ossComponents);
    const [w] = await db.select({ n: count() }).from(workgroups);
    expect([v?.n, c?.n, w?.n]).toEqual([10, 20, 4]);
  });

  it('fills the document centre: 30 markdown and 2 PDF documents over the demo products, some in Chinese only', async () => {
    const all = (await ctx.app.inject({ url: '/api/documents?pageSize=50' })).json().result;
    expect(all.total).toBe(32);
    expect(all.items.filter((d: { format: string }) => d.format === 'pdf')).toHaveLength(2);
    expect(all.items.filter((d: { productId: number | null }) => d.productId === null)).toHaveLength(1);
    expect(all.filters.products.length).toBeGreaterThanOrEqual(15);
    const en = (
      await ctx.app.inject({ url: '/api/documents?pageSize=50', headers: { cookie: 'locale=en-US' } })
    ).json().result;
    expect(en.items.some((d: { locale: string }) => d.locale === 'zh-CN')).toBe(true);
    expect(en.items.some((d: { locale: string }) => d.locale === 'en-US')).toBe(true);
    const older = all.items.filter((d: { latest: boolean }) => !d.latest);
    expect(older.length).toBeGreaterThanOrEqual(2);
  });

  it('serves the about pages in both languages', async () => {
    for (const slug of ['about', 'agreement', 'privacy', 'law', 'brand']) {
      const zh = (await ctx.app.inject({ url: `/api/pages/${slug}` })).json();
      const en = (
        await ctx.app.inject({ url: `/api/pages/${slug}`, headers: { cookie: 'locale=en-US' } })
      ).json();
      expect(zh.success && en.success).toBe(true);
      expect(zh.result.title).not.toBe(en.result.title);
      expect(en.result.html.length).toBeGreaterThan(500);
    }
    expect((await ctx.app.inject({ url: '/api/pages/secret' })).statusCode).toBe(422);
  });

  it('has 12 demo events of all seven kinds in every phase, past ones with playback, cities canonical', async () => {
    const rows = await ctx.database.db
      .select({
        kind: events.kind,
        city: events.city,
        titleEn: events.titleEn,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
        signupOpensAt: events.signupOpensAt,
        signupClosesAt: events.signupClosesAt,
        playbackUrl: events.playbackUrl,
      })
      .from(events);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(EVENT_KINDS));
    const phases = new Set(rows.filter((r) => r.kind !== 'competition').map((r) => eventPhase(r)));
    for (const p of ['signingUp', 'notStarted', 'ongoing', 'ended'] as const) expect(phases).toContain(p);
    const past = rows.filter((r) => r.kind !== 'competition' && eventPhase(r) === 'ended');
    expect(past.filter((r) => r.playbackUrl).length).toBeGreaterThanOrEqual(2);
    for (const r of rows) {
      expect(r.titleEn).not.toBe('');
      expect(r.city).toBe(normalizeCity(r.city));
    }
  });

  it('gives the past events a published playback video whose file is served, made once', async () => {
    // without ffmpeg nothing is made and the past events keep linking the video list
    const path = process.env.PATH;
    process.env.PATH = '';
    try {
      expect(await seedEventVideos(ctx.database.db, ctx.app.storage)).toBe(0);
    } finally {
      process.env.PATH = path;
    }
    const [salon] = await ctx.database.db
      .select({ playbackUrl: events.playbackUrl })
      .from(events)
      .where(eq(events.slug, 'compiler-salon-beijing'));
    expect(salon?.playbackUrl).toBe(VIDEO_LIST);
    const made = await seedEventVideos(ctx.database.db, ctx.app.storage);
    expect(made).toBeGreaterThanOrEqual(2);
    expect(await seedEventVideos(ctx.database.db, ctx.app.storage)).toBe(0);
    for (const slug of ['compiler-salon-beijing', 'developer-day-chengdu-2025']) {
      const ev = (await ctx.app.inject({ url: `/api/events/${slug}` })).json().result;
      const id = /^\/community\/video\/detail\?id=([0-9a-f-]{36})$/.exec(ev.playbackUrl)?.[1];
      expect(id, slug).toBeDefined();
      // the agenda rows link the same video
      expect(ev.agenda.length).toBeGreaterThan(0);
      for (const row of ev.agenda) expect(row.video?.id).toBe(id);
      const video = (await ctx.app.inject({ url: `/api/videos/${id}` })).json().result;
      expect(video).toMatchObject({ state: 'published', name: ev.title, playUrl: `/media/videos/${id}.mp4` });
      const file = await ctx.app.inject({ url: video.playUrl });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('video/mp4');
      expect(file.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
    }
    // no ended event links the video list any more
    const rows = await ctx.database.db
      .select({ startsAt: events.startsAt, endsAt: events.endsAt, playbackUrl: events.playbackUrl })
      .from(events)
      .where(eq(events.playbackUrl, VIDEO_LIST));
    expect(rows.filter((r) => r.endsAt < new Date())).toEqual([]);
  });

  it('gives the app2025 competition teams, scored works and published winners in both languages', async () => {
    const zh = (await ctx.app.inject({ url: '/api/competitions/app2025' })).json().result;
    expect(zh.winners.map((w: { award: string }) => w.award)).toEqual(['一等奖', '二等奖', '三等奖']);
    expect(zh.winners[0]).toMatchObject({ teamName: '芯火队', repoUrl: expect.stringMatching(/^https:/) });
    const en = (
      await ctx.app.inject({ url: '/api/competitions/app2025', headers: { cookie: 'locale=en-US' } })
    ).json().result;
    expect(en.winners.map((w: { award: string }) => w.award)).toEqual([
      'First prize',
      'Second prize',
      'Third prize',
    ]);
    const teams = await ctx.database.db
      .select({ id: competitionTeams.id })
      .from(competitionTeams)
      .innerJoin(events, eq(events.id, competitionTeams.eventId))
      .where(eq(events.slug, 'app2025'));
    expect(teams).toHaveLength(3);
  });
});
