import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, posts, videos } from '../db/schema';
import { countStatements } from '../db/statement-count';
import { createTestApp, requests, signIn, type TestContext } from '../test/harness';

// Issue 14: no N+1 queries. The hot reads of a signed-in reader (who is never served from the
// public cache) send a fixed number of SQL statements: no more for a page of 20 items than for a
// page of 5, and no more than their budget (measured on 2026-11-28, plus one).

let ctx: TestContext;
let headers: Record<string, string>;
const { get } = requests(() => ctx);
beforeAll(async () => {
  ctx = await createTestApp({ seed: true, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  const reader = await signIn(ctx);
  headers = reader.headers;
  // the demo data has no posts, videos or notices: six of each, by six authors (an N+1 on the
  // author would show as more statements for more items)
  const authors = await Promise.all(Array.from({ length: 6 }, () => signIn(ctx)));
  const now = new Date();
  const { db } = ctx.database;
  await db.insert(posts).values(
    authors.map((a, i) => ({
      authorId: a.userId,
      state: 'published',
      title: `Post ${i}`,
      content: 'text',
      contentHtml: '<p>text</p>',
      contentText: 'text',
      releasedAt: now,
    })),
  );
  await db.insert(videos).values(
    authors.map((a, i) => ({
      authorId: a.userId,
      state: 'published',
      name: `Video ${i}`,
      sourceKey: `v/${i}.mp4`,
      playableKey: `v/${i}.mp4`,
      processing: 'ready',
      durationMs: 30_000,
      releasedAt: now,
    })),
  );
  await db.insert(notifications).values(
    authors.map((a) => ({
      userId: reader.userId,
      category: 'system',
      kind: 'system',
      actorId: a.userId,
      summary: 'notice',
    })),
  );
});
afterAll(() => ctx.close());

/** The statements one signed-in GET sends (the answer must be 200), and its items if a list. */
async function statementsOf(url: string): Promise<{ statements: number; items: number }> {
  const { result, statements } = await countStatements(() => get(url, headers));
  expect(result.statusCode, `${url}: ${result.body.slice(0, 200)}`).toBe(200);
  const items = (result.json().result as { items?: unknown[] }).items;
  return { statements, items: items?.length ?? 0 };
}

const firstId = async (url: string, key = 'id'): Promise<string> => {
  const res = await get(url, headers);
  const r = res.json().result as { items?: Record<string, unknown>[] } | Record<string, unknown>[];
  const items = Array.isArray(r) ? r : (r.items ?? []);
  expect(items.length, url).toBeGreaterThan(0);
  return String(items[0]![key]);
};

/** List endpoints: statements for pageSize 5 and 20, and the most either may send. */
const LISTS: Array<[url: string, budget: number]> = [
  ['/api/community/questions', 5],
  ['/api/posts', 6],
  ['/api/news', 4],
  ['/api/notifications', 4],
  ['/api/videos', 4],
  ['/api/products?kind=hardware', 4],
  ['/api/events', 4],
  ['/api/college/courses', 6],
];

describe('SQL statements per hot read', () => {
  it.each(LISTS)('%s sends no more statements for 20 items than for 5', async (url, budget) => {
    const sep = url.includes('?') ? '&' : '?';
    const five = await statementsOf(`${url}${sep}pageSize=5`);
    const more = await statementsOf(`${url}${sep}pageSize=20`);
    // the demo data (and the posts and notices made above) give every list more than 5 items
    expect(more.items, url).toBeGreaterThan(five.items);
    const said = `${url}: ${five.items} items → ${five.statements} statements, ${more.items} → ${more.statements}`;
    // never more for more items (a count the list caches may make the second call cheaper)
    expect(more.statements, said).toBeLessThanOrEqual(five.statements);
    expect(more.statements, said).toBeLessThanOrEqual(budget);
  });

  it('details and the lab board list stay within their budgets', async () => {
    const question = await firstId('/api/community/questions?pageSize=1');
    const post = await firstId('/api/posts?pageSize=1');
    const news = await firstId('/api/news?pageSize=1');
    const product = await firstId('/api/products?kind=hardware&pageSize=1', 'code');
    const budgets: Array<[string, number]> = [
      [`/api/community/questions/${question}`, 9],
      [`/api/posts/${post}`, 8],
      [`/api/news/${news}`, 5],
      [`/api/products/${encodeURIComponent(product)}`, 4],
      ['/api/lab/boards', 4],
      ['/api/home', 5],
    ];
    const seen: Record<string, number> = {};
    for (const [url, budget] of budgets) {
      seen[url] = (await statementsOf(url)).statements;
      expect(seen[url], JSON.stringify(seen)).toBeLessThanOrEqual(budget);
    }
  });
});
