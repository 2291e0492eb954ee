import { and, inArray } from 'drizzle-orm';
import { Code, compareRows, type CompleteLocale, type ProductComparison } from '@occ/shared';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';
import { presentProductCard } from './presenter';
import { cardsOf, isPublished, type ProductCardRow } from './service';

const attributesOf = (row: ProductCardRow) =>
  Object.entries(row.specs ?? {}).map(([name, value]) => ({ name, value: String(value) }));

/**
 * 2 to 4 published products side by side, in the asked order: an unknown or unpublished code is
 * 404, products of different kinds 422 (a board is not compared with an operating system).
 */
export async function compareProducts(
  db: Db,
  locale: CompleteLocale,
  codes: readonly string[],
): Promise<ProductComparison> {
  const rows = await cardsOf(db, locale).where(and(inArray(products.code, [...codes]), isPublished()));
  const ordered = codes.map((c) => rows.find((r) => r.code === c));
  if (ordered.some((r) => !r)) throw notFound('productNotFound');
  const found = ordered as ProductCardRow[];
  const kind = found[0]!.kind;
  if (found.some((r) => r.kind !== kind)) {
    throw new AppError(422, Code.VALIDATION_FAILED, 'compareKinds', {}, [
      { field: 'codes', message: 'compareKinds' },
    ]);
  }
  return {
    kind: kind as ProductComparison['kind'],
    products: found.map(presentProductCard),
    rows: compareRows(found.map(attributesOf)),
  };
}
