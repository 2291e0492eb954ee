import { and, count, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_LOCALE, offsetOf, type CompleteLocale, type Page, type PageQuery } from '@occ/shared';
import type { Db } from '../../db/client';
import { news, newsI18n } from '../../db/schema';
import { idNotExist } from '../../platform/errors';

// Text in the asked locale, falling back to zh-CN (always present) where a translation is missing.
const wanted = alias(newsI18n, 'wanted');
const fallback = alias(newsI18n, 'fallback');

function localisedColumns() {
  return {
    id: news.id,
    source: news.source,
    coverUrl: news.coverUrl,
    publishedAt: news.publishedAt,
    updatedAt: news.updatedAt,
    title: sql<string>`coalesce(${wanted.title}, ${fallback.title})`,
    summary: sql<string>`coalesce(${wanted.summary}, ${fallback.summary})`,
    locale: sql<string>`coalesce(${wanted.locale}, ${fallback.locale})`,
  };
}

function localised(db: Db, locale: CompleteLocale) {
  return db
    .select(localisedColumns())
    .from(news)
    .innerJoin(fallback, and(eq(fallback.newsId, news.id), eq(fallback.locale, DEFAULT_LOCALE)))
    .leftJoin(wanted, and(eq(wanted.newsId, news.id), eq(wanted.locale, locale)));
}

const isPublished = () => and(isNotNull(news.publishedAt), lte(news.publishedAt, sql`now()`));

export type NewsRow = Awaited<ReturnType<typeof listRows>>[number];

// Page the ids on the (published_at, id) index first, then join texts for just those rows:
// joining before the LIMIT makes PostgreSQL join every translation of every item.
function listRows(db: Db, locale: CompleteLocale, limit: number, offset: number) {
  const pageIds = db
    .select({ id: news.id })
    .from(news)
    .where(isPublished())
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(limit)
    .offset(offset);
  return localised(db, locale)
    .where(inArray(news.id, pageIds))
    .orderBy(desc(news.publishedAt), desc(news.id));
}

// The total is shown as "N items" and drives the pager; counting 100k rows on every request costs
// more than the page itself, so it is kept for a few seconds per process and dropped on writes.
const COUNT_TTL_MS = 5_000;
let countCache: { db: Db; n: number; at: number } | null = null;

async function publishedCount(db: Db): Promise<number> {
  if (countCache && countCache.db === db && Date.now() - countCache.at < COUNT_TTL_MS) return countCache.n;
  const [row] = await db.select({ n: count() }).from(news).where(isPublished());
  countCache = { db, n: row?.n ?? 0, at: Date.now() };
  return countCache.n;
}

export async function listNews(db: Db, locale: CompleteLocale, q: PageQuery): Promise<Page<NewsRow>> {
  const [items, total] = await Promise.all([
    listRows(db, locale, q.pageSize, offsetOf(q)),
    publishedCount(db),
  ]);
  return { items, total, page: q.page, pageSize: q.pageSize };
}

export async function latestNews(db: Db, locale: CompleteLocale, limit: number) {
  return listRows(db, locale, limit, 0);
}

/** One published item with its body and its neighbours in the list order. */
export async function getNews(db: Db, locale: CompleteLocale, id: number) {
  const [row] = await db
    .select({ ...localisedColumns(), body: sql<string>`coalesce(${wanted.body}, ${fallback.body})` })
    .from(news)
    .innerJoin(fallback, and(eq(fallback.newsId, news.id), eq(fallback.locale, DEFAULT_LOCALE)))
    .leftJoin(wanted, and(eq(wanted.newsId, news.id), eq(wanted.locale, locale)))
    .where(and(eq(news.id, id), isPublished()))
    .limit(1);
  if (!row) throw idNotExist();
  const at = row.publishedAt!;
  // newer = previous in a newest-first list
  // row comparisons walk the (published_at, id) index instead of scanning
  const newer = sql`(${news.publishedAt}, ${news.id}) > (${at.toISOString()}::timestamptz, ${id})`;
  const older = sql`(${news.publishedAt}, ${news.id}) < (${at.toISOString()}::timestamptz, ${id})`;
  const [[prev], [next]] = await Promise.all([
    db
      .select({ id: news.id })
      .from(news)
      .where(and(isPublished(), newer))
      .orderBy(news.publishedAt, news.id)
      .limit(1),
    db
      .select({ id: news.id })
      .from(news)
      .where(and(isPublished(), older))
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(1),
  ]);
  return { ...row, prevId: prev?.id ?? null, nextId: next?.id ?? null };
}

/** Drops the cached published count (after any write that may change it). */
export function forgetNewsCount() {
  countCache = null;
}
