import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Code, productPath, type CatalogueKind, type CompleteLocale, type EventDetail } from '@occ/shared';
import type { Db } from '../../db/client';
import { eventProducts, events, productI18n, products } from '../../db/schema';
import { outer } from '../../db/sql';
import { AppError } from '../../platform/errors';
import { isPublished } from '../products/service';

/**
 * The event's related products (issue 19): written with the event in the console, in the given
 * order; each must exist (422 naming `productIds.<n>` otherwise).
 */
export async function writeEventProducts(tx: Db, eventId: number, ids: number[]) {
  if (ids.length) {
    const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids));
    const ok = new Set(found.map((p) => p.id));
    const bad = ids.flatMap((id, i) =>
      ok.has(id) ? [] : [{ field: `productIds.${i}`, message: 'productNotFound' as const }],
    );
    if (bad.length) throw new AppError(422, Code.VALIDATION_FAILED, 'productNotFound', {}, bad);
  }
  await tx.delete(eventProducts).where(eq(eventProducts.eventId, eventId));
  if (ids.length) {
    await tx
      .insert(eventProducts)
      .values(ids.map((productId, i) => ({ eventId, productId, position: i + 1 })));
  }
}

/** The ids as the console form edits them. */
export async function readEventProducts(db: Db, eventId: number): Promise<number[]> {
  const rows = await db
    .select({ id: eventProducts.productId })
    .from(eventProducts)
    .where(eq(eventProducts.eventId, eventId))
    .orderBy(asc(eventProducts.position));
  return rows.map((r) => r.id);
}

type ProductCard = EventDetail['relatedProducts'][number];

/**
 * The published related products as the event page shows them (cards linking to the product
 * page): those stored for `eventId`, or the ids of a working copy (the console's preview), in order.
 */
export async function presentEventProducts(
  db: Db,
  source: number | number[],
  locale: CompleteLocale,
): Promise<ProductCard[]> {
  if (Array.isArray(source) && !source.length) return [];
  const name = (l: string) =>
    sql<string>`(select ${productI18n.name} from ${productI18n} where ${productI18n.productId} = ${outer(products.id)} and ${productI18n.locale} = ${l})`;
  const card = {
    id: products.id,
    code: products.code,
    kind: products.kind,
    category: products.category,
    vendor: products.vendor,
    imageUrl: products.imageUrl,
    name: sql<string>`coalesce(${name(locale)}, ${name('zh-CN')}, ${products.code})`,
  };
  const rows = Array.isArray(source)
    ? (
        await db
          .select(card)
          .from(products)
          .where(and(inArray(products.id, source), isPublished()))
      ).sort((a, b) => source.indexOf(a.id) - source.indexOf(b.id))
    : await db
        .select(card)
        .from(eventProducts)
        .innerJoin(products, eq(products.id, eventProducts.productId))
        .where(and(eq(eventProducts.eventId, source), isPublished()))
        .orderBy(asc(eventProducts.position));
  return rows.map(({ category, ...r }) => ({
    ...r,
    href: productPath({ kind: r.kind as CatalogueKind, category, code: r.code }),
  }));
}

/** The tags of the visible events (the values of the list's tag filter), in order. */
export async function eventTags(db: Db): Promise<string[]> {
  const result = (await db.execute(
    sql`select distinct unnest(${events.tags}) as tag from ${events}
      where ${events.publishedAt} <= now() and ${events.state} <> 'draft' order by 1 limit 200`,
  )) as unknown as { rows: { tag: string }[] };
  return result.rows.map((r) => r.tag);
}
