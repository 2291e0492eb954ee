import { count, desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questions } from '../../db/schema';

// Issue 14: a signed-in reader's question list keeps the index path. Published items and the
// reader's own held items are never filtered with one `published OR (held AND mine)` condition
// (the planner then scans and counts every question); both are counted in one statement of two
// indexed counts, and only a reader who has held items in the list gets them merged into the page.

/** The order of a list: newest first, or hottest (score) first; ties by id. */
export const listOrder = (sort: string | undefined) =>
  sort === 'hottest'
    ? [desc(questions.score), desc(questions.createdAt), desc(questions.id)]
    : [desc(questions.createdAt), desc(questions.id)];

// The published total is the same for every reader and counting 100 000 rows costs far more than
// the page (a scan of every row: no index makes count(*) cheap), so it is kept per filter for a few
// seconds per process and dropped by every write that can change it (forgetQuestionCounts). The
// viewer's held items are counted on every request: a few rows on the author index.
const COUNT_TTL_MS = 3_000;
const COUNT_ENTRIES = 1_000;
const publishedCounts = new Map<string, { db: Db; n: number; at: number }>();

/** Drops the cached published totals (after a question is created, edited, deleted or decided). */
export function forgetQuestionCounts(): void {
  publishedCounts.clear();
}

/**
 * The published items matching the filter (`key` names the filter), and the viewer's held ones
 * (0 without a viewer); one statement, or none when the total is cached and there is no viewer.
 */
export async function countPublishedAndHeld(
  db: Db,
  key: string,
  published: SQL | undefined,
  heldMine: SQL | undefined,
): Promise<{ n: number; held: number }> {
  const hit = publishedCounts.get(key);
  const cached = hit && hit.db === db && Date.now() - hit.at < COUNT_TTL_MS ? hit.n : undefined;
  const remember = (n: number) => {
    if (publishedCounts.size >= COUNT_ENTRIES) publishedCounts.clear();
    publishedCounts.set(key, { db, n, at: Date.now() });
    return n;
  };
  if (!heldMine) {
    if (cached !== undefined) return { n: cached, held: 0 };
    const [row] = await db.select({ n: count() }).from(questions).where(published);
    return { n: remember(row?.n ?? 0), held: 0 };
  }
  if (cached !== undefined) {
    const [row] = await db.select({ n: count() }).from(questions).where(heldMine);
    return { n: cached, held: row?.n ?? 0 };
  }
  const { rows } = (await db.execute(sql`select
      (select count(*) from ${questions} where ${published})::int as n,
      (select count(*) from ${questions} where ${heldMine})::int as held`)) as unknown as {
    rows: { n: number; held: number }[];
  };
  return { n: remember(Number(rows[0]?.n ?? 0)), held: Number(rows[0]?.held ?? 0) };
}

/**
 * The ids of one page of the published items merged with the viewer's held ones, in list order:
 * the first offset + size published items (an index scan) and the held items (by author), sorted
 * together and cut to the page.
 */
export async function mergedPageIds(
  db: Db,
  published: SQL | undefined,
  heldMine: SQL,
  sort: string | undefined,
  offset: number,
  size: number,
): Promise<string[]> {
  const keys = { id: questions.id, created_at: questions.createdAt, score: questions.score };
  const first = db
    .select(keys)
    .from(questions)
    .where(published)
    .orderBy(...listOrder(sort))
    .limit(offset + size);
  const held = db.select(keys).from(questions).where(heldMine);
  const order =
    sort === 'hottest' ? sql`u.score desc, u.created_at desc, u.id desc` : sql`u.created_at desc, u.id desc`;
  const { rows } = (await db.execute(sql`select u.id from ((${first}) union all (${held})) as u
    order by ${order} limit ${size} offset ${offset}`)) as unknown as { rows: { id: string }[] };
  return rows.map((r) => r.id);
}
