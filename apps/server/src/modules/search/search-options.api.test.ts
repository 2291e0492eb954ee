import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../../db/schema';
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
  await ctx.app.jobs.tick({ force: true });
});
afterAll(async () => ctx.close());

describe('sort', () => {
  it('orders by relevance by default and newest first on request, undated last', async () => {
    const relevance = await find('zephyrine');
    expect(relevance.total).toBe(5);
    expect(titles(relevance)[0]).toBe('Zephyrine zephyrine deep dive');
    expect(titles(await find('zephyrine', '&sort=relevance'))).toEqual(titles(relevance));
    const newest = await find('zephyrine', '&sort=newest');
    expect(titles(newest)).toEqual([
      'Zephyrine this week',
      'Zephyrine last month',
      'Zephyrine this spring',
      'Zephyrine zephyrine deep dive',
      'Zephyrine undated',
    ]);
    const second = await find('zephyrine', '&sort=newest&pageSize=2&page=2');
    expect(titles(second)).toEqual(titles(newest).slice(2, 4));
    expect(second.total).toBe(5);
  });

  it('refuses an unknown order with a localised 422 naming the field', async () => {
    const res = await get('/api/search?q=zephyrine&sort=oldest');
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('sort');
  });
});
