import { and, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, productI18n, products } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';

// The cards block's live query (issue 15): the newest visible items of a source, in the reader's
// language, resolved when the page is read.

let ctx: TestContext;
let staff: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  staff = (await signIn(ctx, { roles: ['admin'] })).headers;
}, 180_000);
afterAll(() => ctx.close());

type Card = { title: string; text: string; image: string; link: string };
const live = (liveSource: string, liveLimit: number, liveFilter = '') => ({
  type: 'cards',
  props: { title: liveSource, liveSource, liveLimit, liveFilter },
});

/** Publishes a page of the given blocks (both languages) and reads it back as `locale`: its cards per block. */
async function publishedCards(slug: string, blocks: object[], locale = 'zh-CN'): Promise<Card[][]> {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/page',
    headers: staff,
    payload: { slug, titleZh: slug, titleEn: slug, blocksZh: blocks, blocksEn: blocks },
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().result.id;
  const pub = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/page/${id}/publish`,
    headers: staff,
    payload: { confirm: true },
  });
  expect(pub.statusCode).toBe(200);
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/content-pages/${slug}`,
    headers: { ...visitorHeaders(), cookie: `locale=${locale}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().result.blocks.map((b: { props: { items: Card[] } }) => b.props.items);
}

const visibleCourses = () =>
  ctx.database.db
    .select({ titleZh: courses.titleZh, titleEn: courses.titleEn, slug: courses.slug })
    .from(courses)
    .where(and(isNotNull(courses.publishedAt), lte(courses.publishedAt, sql`now()`)))
    .orderBy(desc(courses.publishedAt), desc(courses.id));

describe('cards block: live sources', () => {
  it('lists the newest published courses, in the reader’s language, never a draft or a scheduled one', async () => {
    await ctx.database.db.insert(courses).values([
      { slug: 'live-draft', titleZh: '草稿课程', level: 'beginner', category: 'risc_v' },
      {
        slug: 'live-later',
        titleZh: '以后发布',
        level: 'beginner',
        category: 'risc_v',
        publishedAt: new Date(Date.now() + 86_400_000),
      },
    ]);
    const expected = (await visibleCourses()).slice(0, 3);
    const [zh] = await publishedCards('live-courses', [live('courses', 3)]);
    expect(zh!.map((c) => c.title)).toEqual(expected.map((c) => c.titleZh));
    expect(zh!.map((c) => c.link)).toEqual(expected.map((c) => `/college/course_details?id=${c.slug}`));
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/content-pages/live-courses',
      headers: { cookie: 'locale=en-US' },
    });
    const en = res.json().result.blocks[0].props.items as Card[];
    expect(en.map((c) => c.title)).toEqual(expected.map((c) => c.titleEn || c.titleZh));
  });

  it('narrows products by kind, and a filter matching nothing gives no cards (200)', async () => {
    const [first] = await ctx.database.db
      .select({ kind: products.kind })
      .from(products)
      .where(isNotNull(products.publishedAt))
      .limit(1);
    const kind = first!.kind;
    const names = await ctx.database.db
      .select({ name: productI18n.name, kind: products.kind })
      .from(productI18n)
      .innerJoin(products, eq(products.id, productI18n.productId))
      .where(eq(productI18n.locale, 'zh-CN'));
    const ofKind = new Set(names.filter((n) => n.kind === kind).map((n) => n.name));
    const [some, none] = await publishedCards('live-products', [
      live('products', 12, kind),
      live('products', 5, 'no-such-kind'),
    ]);
    expect(some!.length).toBeGreaterThan(0);
    for (const c of some!) expect(ofKind.has(c.title), c.title).toBe(true);
    expect(none).toEqual([]);
  });

  it('resolves events, news and posts with their page addresses, at most the limit each', async () => {
    const [ev, nw, ps] = await publishedCards('live-mixed', [
      live('events', 2),
      live('news', 4),
      live('posts', 3),
    ]);
    expect(ev!.length).toBeGreaterThan(0);
    expect(ev!.length).toBeLessThanOrEqual(2);
    for (const c of ev!) expect(c.link).toMatch(/^\/(activity|competition)\/[\w-]+$/);
    expect(nw!.length).toBeGreaterThan(0);
    expect(nw!.length).toBeLessThanOrEqual(4);
    for (const c of nw!) expect(c.link).toMatch(/^\/new\/\d+$/);
    expect(ps!.length).toBeLessThanOrEqual(3);
    for (const c of ps!) {
      expect(c.link).toMatch(/^\/community\/post\/detail\?id=[0-9a-f-]{36}$/);
      expect(c.image === '' || /^(\/|https?:)/.test(c.image)).toBe(true);
    }
  });

  it('refuses manual cards without any, naming the items field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/page',
      headers: { ...staff, cookie: `${staff.cookie}; locale=en-US` },
      payload: {
        slug: 'live-bad',
        titleZh: 'x',
        blocksZh: [{ type: 'cards', props: { title: 'x', liveSource: 'manual' } }],
        blocksEn: [],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('items');
  });
});
