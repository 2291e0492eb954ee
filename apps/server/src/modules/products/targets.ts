import { and, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, productPath, type CatalogueKind } from '@occ/shared';
import { productI18n, products } from '../../db/schema';
import { registerCollectTarget } from '../interactions/targets';
import { isPublished } from './service';

/**
 * Registers target type 'product' for collections (spec §3 "collections of products"): a
 * published product, by its uid, named in the reader's language (zh-CN where it has no other).
 * Products have no author, so they are collected only: no likes, comments or reports.
 */
export function registerProductTarget(): void {
  registerCollectTarget('product', async (db, uid, locale) => {
    const [p] = await db
      .select({
        kind: products.kind,
        category: products.category,
        code: products.code,
        name: productI18n.name,
      })
      .from(products)
      .innerJoin(
        productI18n,
        and(eq(productI18n.productId, products.id), inArray(productI18n.locale, [locale, DEFAULT_LOCALE])),
      )
      .where(and(eq(products.uid, uid), isPublished()))
      .orderBy(sql`${productI18n.locale} = ${locale} desc`)
      .limit(1);
    return p
      ? {
          link: productPath({ kind: p.kind as CatalogueKind, category: p.category, code: p.code }),
          title: p.name,
        }
      : null;
  });
}
