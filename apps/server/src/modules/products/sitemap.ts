import { asc } from 'drizzle-orm';
import { productPath, type CatalogueKind } from '@occ/shared';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { xmlText as xml } from '../feeds/rss';
import { isPublished } from './service';

/** Every published product's page (software, hardware, solutions), for /sitemap.xml. */
export async function productSitemapUrls(db: Db, base: string): Promise<string[]> {
  const rows = await db
    .select({
      code: products.code,
      kind: products.kind,
      category: products.category,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(isPublished())
    .orderBy(asc(products.kind), asc(products.sortOrder), asc(products.id));
  return rows.map(
    (r) =>
      `<url><loc>${xml(`${base}${productPath({ ...r, kind: r.kind as CatalogueKind })}`)}</loc><lastmod>${r.updatedAt.toISOString()}</lastmod></url>`,
  );
}
