import { and, asc, count, desc, eq, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DEFAULT_LOCALE,
  offsetOf,
  type CompleteLocale,
  type DocumentFilterTree,
  type DocumentListQuery,
} from '@occ/shared';
import type { Db } from '../../db/client';
import { documentI18n, documents, productI18n } from '../../db/schema';
import { idNotExist } from '../../platform/errors';
import { containing } from '../../db/sql';

// Text in the asked locale, falling back to zh-CN (always present) where a translation is missing.
const wanted = alias(documentI18n, 'wanted');
const fallback = alias(documentI18n, 'fallback');

export const isVisible = (t = documents) => and(isNotNull(t.publishedAt), lte(t.publishedAt, sql`now()`));

const productName = (locale: CompleteLocale) =>
  sql<string | null>`coalesce(
    (select ${productI18n.name} from ${productI18n} where ${productI18n.productId} = "documents"."product_id" and ${productI18n.locale} = ${locale}),
    (select ${productI18n.name} from ${productI18n} where ${productI18n.productId} = "documents"."product_id" and ${productI18n.locale} = ${DEFAULT_LOCALE}))`;

/** No newer published version of the same document (series). */
// (the series index finds the other versions)
const isLatest = sql<boolean>`not exists (select 1 from "documents" "newer" where "newer"."series" = "documents"."series"
  and "newer"."published_at" is not null and "newer"."published_at" <= now()
  and ("newer"."published_at", "newer"."id") > ("documents"."published_at", "documents"."id"))`;

function columns(locale: CompleteLocale) {
  return {
    id: documents.id,
    productId: documents.productId,
    productName: productName(locale),
    category: documents.category,
    series: documents.series,
    version: documents.version,
    format: documents.format,
    fileUrl: documents.fileUrl,
    publishedAt: documents.publishedAt,
    updatedAt: documents.updatedAt,
    latest: isLatest,
    title: sql<string>`coalesce(${wanted.title}, ${fallback.title})`,
    summary: sql<string>`coalesce(${wanted.summary}, ${fallback.summary})`,
    locale: sql<string>`coalesce(${wanted.locale}, ${fallback.locale})`,
  };
}

function listWhere(q: DocumentListQuery): SQL {
  const conds: (SQL | undefined)[] = [isVisible()];
  if (q.productId) conds.push(eq(documents.productId, q.productId));
  if (q.category) conds.push(eq(documents.category, q.category));
  if (q.version) conds.push(eq(documents.version, q.version));
  if (q.q) {
    const like = containing(q.q);
    conds.push(sql`exists (select 1 from ${documentI18n} where ${documentI18n.documentId} = ${documents.id}
      and (${documentI18n.title} ilike ${like} or ${documentI18n.summary} ilike ${like} or ${documentI18n.body} ilike ${like}))`);
  }
  return and(...conds)!;
}

export type DocumentRow = Awaited<ReturnType<typeof listRows>>[number];

function listRows(db: Db, locale: CompleteLocale, q: DocumentListQuery) {
  const order =
    q.sort === 'updatedAt'
      ? [asc(documents.updatedAt), asc(documents.id)]
      : [desc(documents.updatedAt), desc(documents.id)];
  return db
    .select(columns(locale))
    .from(documents)
    .innerJoin(fallback, and(eq(fallback.documentId, documents.id), eq(fallback.locale, DEFAULT_LOCALE)))
    .leftJoin(wanted, and(eq(wanted.documentId, documents.id), eq(wanted.locale, locale)))
    .where(listWhere(q))
    .orderBy(...order)
    .limit(q.pageSize)
    .offset(offsetOf(q));
}

/** The sidebar tree over every published document (not narrowed by the current filters). */
export async function filterTree(db: Db, locale: CompleteLocale): Promise<DocumentFilterTree> {
  const [groups, versions] = await Promise.all([
    db
      .select({
        productId: documents.productId,
        name: sql<string | null>`min(${productName(locale)})`,
        category: documents.category,
        n: count(),
      })
      .from(documents)
      .where(isVisible())
      .groupBy(documents.productId, documents.category)
      .orderBy(documents.productId, documents.category),
    db
      .selectDistinct({ version: documents.version })
      .from(documents)
      .where(isVisible())
      .orderBy(desc(documents.version)),
  ]);
  const products: DocumentFilterTree['products'] = [];
  for (const g of groups) {
    let p = products.find((x) => x.id === g.productId);
    if (!p) {
      p = { id: g.productId, name: g.name ?? '', count: 0, categories: [] };
      products.push(p);
    }
    p.count += g.n;
    p.categories.push({ key: g.category, count: g.n });
  }
  return { products, versions: versions.map((v) => v.version) };
}

export async function listDocuments(db: Db, locale: CompleteLocale, q: DocumentListQuery) {
  const [items, [total], filters] = await Promise.all([
    listRows(db, locale, q),
    db.select({ n: count() }).from(documents).where(listWhere(q)),
    filterTree(db, locale),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize, filters };
}

/** One published document with its body, its other versions and its helpful counts. */
export async function getDocument(db: Db, locale: CompleteLocale, id: number, voter: string) {
  const [row] = await db
    .select({ ...columns(locale), body: sql<string>`coalesce(${wanted.body}, ${fallback.body})` })
    .from(documents)
    .innerJoin(fallback, and(eq(fallback.documentId, documents.id), eq(fallback.locale, DEFAULT_LOCALE)))
    .leftJoin(wanted, and(eq(wanted.documentId, documents.id), eq(wanted.locale, locale)))
    .where(and(eq(documents.id, id), isVisible()))
    .limit(1);
  if (!row) throw idNotExist();
  const [versions, helpful] = await Promise.all([
    db
      .select({
        id: documents.id,
        version: documents.version,
        updatedAt: documents.updatedAt,
        latest: isLatest,
      })
      .from(documents)
      .where(and(eq(documents.series, row.series), isVisible()))
      .orderBy(desc(documents.publishedAt), desc(documents.id)),
    helpfulCounts(db, id, voter),
  ]);
  return { ...row, versions, helpful };
}

export async function helpfulCounts(db: Db, id: number, voter: string) {
  const result = (await db.execute(sql`
    select count(*) filter (where helpful) as yes, count(*) filter (where not helpful) as no,
      (select helpful from document_votes where document_id = ${id} and voter = ${voter}) as mine
    from document_votes where document_id = ${id}`)) as unknown as {
    rows: Array<{ yes: number | string; no: number | string; mine: boolean | null }>;
  };
  const r = result.rows[0]!;
  return { yes: Number(r.yes), no: Number(r.no), mine: r.mine ?? null };
}

/** Throws 404 unless the document is published (feedback and votes go to visible documents only). */
export async function requireVisible(db: Db, id: number) {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.id, id), isVisible()))
    .limit(1);
  if (!row) throw idNotExist();
}
