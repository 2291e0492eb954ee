import { and, asc, eq, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_LOCALE, productPath, type CatalogueKind, type CompleteLocale } from '@occ/shared';
import type { Db } from '../../db/client';
import { labBoardModels, labDevices, productI18n, products } from '../../db/schema';
import { outer } from '../../db/sql';

// The link between a catalogue product and the cloud lab's boards (lab_board_models.product_id):
// a product page offers the reservation pages of its boards, a board page links back to its
// product, and the catalogue's "in the cloud lab" filter asks whether such a board exists.

/**
 * A board the lab offers now: its end date has not passed and it has at least one device that is
 * not in maintenance (a board without devices cannot be reserved).
 */
const offered = sql`(${labBoardModels.availableUntil} is null or ${labBoardModels.availableUntil} > now())
  and exists (
    select 1 from ${labDevices}
    where ${labDevices.boardModelId} = ${labBoardModels.id} and ${labDevices.state} <> 'maintenance'
  )`;

/** `exists` an offered board of the product in `productId` (lab_board_models_product_idx). */
export function offeredInLab(productId: AnyPgColumn): SQL {
  return sql`exists (
    select 1 from ${labBoardModels} where ${labBoardModels.productId} = ${productId} and ${offered}
  )`;
}

/** The offered boards of a product, by name: the product page's "try it in the cloud lab". */
export async function offeredBoardsOf(db: Db, productId: number) {
  return db
    .select({ id: labBoardModels.id, name: labBoardModels.name })
    .from(labBoardModels)
    .where(and(eq(labBoardModels.productId, productId), offered))
    .orderBy(asc(labBoardModels.name), asc(labBoardModels.id));
}

/** The published product a board is, with its name in the reader's language (zh-CN fallback). */
export async function productOfBoard(db: Db, boardId: number, locale: CompleteLocale) {
  const nameIn = (l: string) =>
    sql`(select ${productI18n.name} from ${productI18n} where ${productI18n.productId} = ${outer(products.id)} and ${productI18n.locale} = ${l})`;
  const [row] = await db
    .select({
      code: products.code,
      kind: products.kind,
      category: products.category,
      name: sql<string>`coalesce(${nameIn(locale)}, ${nameIn(DEFAULT_LOCALE)}, ${products.code})`,
    })
    .from(labBoardModels)
    .innerJoin(products, eq(products.id, labBoardModels.productId))
    .where(
      and(
        eq(labBoardModels.id, boardId),
        isNotNull(products.publishedAt),
        lte(products.publishedAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    code: row.code,
    name: row.name,
    path: productPath({ kind: row.kind as CatalogueKind, category: row.category, code: row.code }),
  };
}
