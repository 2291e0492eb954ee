import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productI18n, products, videos } from '../../db/schema';
import { createTestApp, signIn, type TestContext } from '../../test/harness';

// Issue 21, the result page's options: the order (relevance or newest) and the time filter, both
// part of the cached answer's key.

let ctx: TestContext;
const DAY = 86_400_000;

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const find = async (q: string, extra = '') => {
  const res = await get(`/api/search?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as {
    items: Array<{ kind: string; id: string; title: string; publishedAt: string | null }>;
    total: number;
    counts: Array<{ kind: string; count: number }>;
  };
};
const titles = (r: Awaited<ReturnType<typeof find>>) => r.items.map((i) => i.title);

beforeAll(async () => {
  ctx = await createTestApp();
  const author = await signIn(ctx);
  const video = (name: string, introduction: string, daysAgo: number | null) => ({
    authorId: author.userId,
    state: 'published',
    name,
    introduction,
    sourceKey: `videos/${name}.mp4`,
    releasedAt: daysAgo === null ? null : new Date(Date.now() - daysAgo * DAY),
  });
  await ctx.database.db
    .insert(videos)
    .values([
      video('Zephyrine zephyrine deep dive', 'zephyrine zephyrine zephyrine', 400),
      video('Zephyrine this week', 'a short note', 2),
      video('Zephyrine last month', 'a short note', 20),
      video('Zephyrine this spring', 'a short note', 100),
      video('Zephyrine undated', 'a short note', null),
    ]);
  const made = await ctx.database.db
    .insert(products)
    .values([
      { kind: 'hardware', category: 'board', code: 'zeph-board', vendor: 'Acme', publishedAt: new Date() },
      { kind: 'hardware', category: 'soc', code: 'zeph-soc', vendor: 'Acme', publishedAt: new Date() },
      { kind: 'software', category: 'operating', code: 'zeph-os', vendor: 'Acme', publishedAt: new Date() },
    ])
    .returning({ id: products.id, code: products.code });
  await ctx.database.db.insert(productI18n).values(
    made.map((p) => ({
      productId: p.id,
      locale: 'zh-CN',
      name: `Zephyrine ${p.code}`,
      summary: '',
      description: '',
    })),
  );
  await ctx.app.jobs.tick({ force: true });
});
afterAll(async () => ctx.close());

describe('sort', () => {
  it('orders by relevance by default and newest first on request, undated last', async () => {
    const relevance = await find('zephyrine', '&kind=videos');
    expect(relevance.total).toBe(5);
    expect(titles(relevance)[0]).toBe('Zephyrine zephyrine deep dive');
    expect(titles(await find('zephyrine', '&kind=videos&sort=relevance'))).toEqual(titles(relevance));
    const newest = await find('zephyrine', '&kind=videos&sort=newest');
    expect(titles(newest)).toEqual([
      'Zephyrine this week',
      'Zephyrine last month',
      'Zephyrine this spring',
      'Zephyrine zephyrine deep dive',
      'Zephyrine undated',
    ]);
    const second = await find('zephyrine', '&kind=videos&sort=newest&pageSize=2&page=2');
    expect(titles(second)).toEqual(titles(newest).slice(2, 4));
    expect(second.total).toBe(5);
  });

  it('refuses an unknown order with a localised 422 naming the field', async () => {
    const res = await get('/api/search?q=zephyrine&sort=oldest');
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('sort');
  });
});

describe('filters', () => {
  it('keeps what was published in the past week, month or year, counts and results alike', async () => {
    const expected = { any: 5, year: 3, month: 2, week: 1 };
    for (const [time, n] of Object.entries(expected)) {
      const r = await find('zephyrine', `&kind=videos&time=${time}`);
      expect(r.total, time).toBe(n);
      expect(r.items, time).toHaveLength(n);
      expect(r.counts.find((c) => c.kind === 'videos')?.count, time).toBe(n);
    }
    const week = await find('zephyrine', '&time=week&sort=newest');
    expect(titles(week)).toContain('Zephyrine this week');
    expect(titles(week)).not.toContain('Zephyrine last month');
  });

  it('narrows the products tab to one category', async () => {
    expect((await find('zephyrine', '&kind=products')).total).toBe(3);
    const boards = await find('zephyrine', '&kind=products&category=board');
    expect(titles(boards)).toEqual(['Zephyrine zeph-board']);
    expect(boards.counts.find((c) => c.kind === 'products')?.count).toBe(1);
    expect((await find('zephyrine', '&kind=products&category=operating')).total).toBe(1);
    expect((await find('zephyrine', '&kind=products&category=edge')).total).toBe(0);
  });

  it('refuses an unknown time or category with a 422 naming the field', async () => {
    for (const [field, bad] of [
      ['time', 'decade'],
      ['category', 'toaster'],
      ['category', "board'"],
    ]) {
      const res = await get(`/api/search?q=zephyrine&${field}=${encodeURIComponent(bad!)}`);
      expect(res.statusCode, bad).toBe(422);
      expect(res.body, bad).toContain(field);
    }
  });
});

describe('suggestions on an empty result', () => {
  it('offers a close spelling and the popular searches that found something', async () => {
    for (let i = 0; i < 3; i++) await find('zephyrine');
    for (let i = 0; i < 2; i++) await find('zephyrine zeph');
    await find('lonely keyword once');
    const res = await get(`/api/search?q=${encodeURIComponent('zephyrnie')}`);
    const empty = res.json().result;
    expect(empty.total).toBe(0);
    expect(empty.suggestions.spelling).toBe('zephyrine');
    // most frequent first (other test files of this process may have searched too)
    const popular = empty.suggestions.popular as string[];
    expect(popular).toContain('zephyrine zeph');
    expect(popular.indexOf('zephyrine')).toBeLessThan(popular.indexOf('zephyrine zeph'));
    // searched once, or finding nothing: never offered
    expect(empty.suggestions.popular).not.toContain('lonely keyword once');
    expect(empty.suggestions.popular).not.toContain('zephyrnie');
    const far = (await get(`/api/search?q=${encodeURIComponent('quetzalcoatl')}`)).json().result;
    expect(far.suggestions.spelling).toBeNull();
    // a page with results carries none
    expect((await find('zephyrine')) as object).not.toHaveProperty('suggestions');
  });
});
