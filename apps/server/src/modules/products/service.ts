import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_LOCALE, offsetOf, type CompleteLocale, type Page, type ProductListQuery } from '@occ/shared';
import type { Db } from '../../db/client';
import { productI18n, products } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { offeredBoardsOf, offeredInLab } from '../lab-boards/product-link';
import { isPublished } from './published';
import { relatedOf } from './related';

// Text in the asked locale, falling back to zh-CN (always present) where a translation is missing.
const wanted = alias(productI18n, 'product_wanted');
const fallback = alias(productI18n, 'product_fallback');

const cardColumns = {
  id: products.id,
  code: products.code,
  kind: products.kind,
  category: products.category,
  vendor: products.vendor,
  imageUrl: products.imageUrl,
  specs: products.specs,
  name: sql<string>`coalesce(${wanted.name}, ${fallback.name})`,
  summary: sql<string>`coalesce(${wanted.summary}, ${fallback.summary})`,
};

const detailColumns = {
  ...cardColumns,
  uid: products.uid,
  website: products.website,
  links: products.links,
  basedOnId: products.basedOnId,
  publishedAt: products.publishedAt,
  updatedAt: products.updatedAt,
  description: sql<string>`coalesce(${wanted.description}, ${fallback.description})`,
  locale: sql<string>`coalesce(${wanted.locale}, ${fallback.locale})`,
};

const fallbackJoin = and(eq(fallback.productId, products.id), eq(fallback.locale, DEFAULT_LOCALE));
const wantedJoin = (locale: CompleteLocale) =>
  and(eq(wanted.productId, products.id), eq(wanted.locale, locale));

function cards(db: Db, locale: CompleteLocale) {
  return cardsOf(db, locale);
}

/** Card columns with texts in the asked locale (zh-CN fallback); add the `where`. */
export function cardsOf(db: Db, locale: CompleteLocale) {
  return db
    .select(cardColumns)
    .from(products)
    .innerJoin(fallback, fallbackJoin)
    .leftJoin(wanted, wantedJoin(locale));
}

function details(db: Db, locale: CompleteLocale) {
  return db
    .select(detailColumns)
    .from(products)
    .innerJoin(fallback, fallbackJoin)
    .leftJoin(wanted, wantedJoin(locale));
}

export { isPublished };

export type ProductCardRow = {
  id: number;
  code: string;
  kind: string;
  category: string;
  vendor: string;
  imageUrl: string | null;
  specs: Record<string, string>;
  name: string;
  summary: string;
};

/**
 * The list's filters (each served by an index: products kind+vendor, GIN on spec_values, cores;
 * the cloud lab's boards by product, lab_board_models_product_idx).
 */
function filtersOf(q: ProductListQuery) {
  return [
    q.category ? eq(products.category, q.category) : undefined,
    q.vendor ? eq(products.vendor, q.vendor) : undefined,
    q.isa ? sql`${products.specValues} @> ${JSON.stringify({ isa: [q.isa] })}::jsonb` : undefined,
    q.cloudLab === true ? offeredInLab(products.id) : undefined,
    q.cloudLab === false ? sql`not ${offeredInLab(products.id)}` : undefined,
    q.coresMin ? sql`((${products.specValues}->>'cores')::int) >= ${q.coresMin}` : undefined,
  ];
}

const listWhere = (q: ProductListQuery) => and(eq(products.kind, q.kind), ...filtersOf(q), isPublished());

/** The ids of one list page (the statement the list's indexes serve; explain.api.test.ts checks them). */
export function pageIdsQuery(db: Db, q: ProductListQuery) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(listWhere(q))
    .orderBy(asc(products.sortOrder), asc(products.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
}

/**
 * Published products of a kind (and category), in the console's order. The ids of the page come
 * from the (kind, category, sort_order, id) index first; texts are joined for those rows only.
 */
export async function listProducts(
  db: Db,
  locale: CompleteLocale,
  q: ProductListQuery,
): Promise<Page<ProductCardRow>> {
  const where = listWhere(q);
  const pageIds = pageIdsQuery(db, q);
  const [items, [total]] = await Promise.all([
    cards(db, locale).where(inArray(products.id, pageIds)).orderBy(asc(products.sortOrder), asc(products.id)),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { items: items as ProductCardRow[], total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** One published product by its code, or 404 (unknown and unpublished look the same). */
export async function getProduct(db: Db, locale: CompleteLocale, code: string) {
  const [row] = await details(db, locale)
    .where(and(eq(products.code, code), isPublished()))
    .limit(1);
  if (!row) throw notFound('productNotFound');
  const [basedOn, labBoards, related] = await Promise.all([
    row.basedOnId ? basedOnOf(db, locale, row.basedOnId) : null,
    offeredBoardsOf(db, row.id),
    relatedOf(db, locale, row),
  ]);
  return { ...row, basedOn, labBoards, related };
}

async function basedOnOf(db: Db, locale: CompleteLocale, id: number) {
  const [row] = await cards(db, locale)
    .where(and(eq(products.id, id), isPublished()))
    .limit(1);
  return row ? { code: row.code, kind: row.kind, name: row.name } : null;
}

export type ProductDetailRow = Awaited<ReturnType<typeof getProduct>>;
