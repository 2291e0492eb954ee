import { and, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { productPath, type CatalogueKind } from '@occ/shared';
import { products } from '../../../db/schema';
import { defineSearchKind, intIds } from '../registry';
import { localisedTexts } from './localised';

const { title, texts } = localisedTexts({
  i18n: 'product_i18n',
  itemId: 'product_id',
  table: 'products',
  title: 'name',
  texts: ['summary', 'description'],
});

/** Published software, hardware and solutions of the catalogues. */
export const productSearch = defineSearchKind({
  key: 'products',
  table: products,
  id: products.id,
  updatedAt: products.updatedAt,
  visible: and(isNotNull(products.publishedAt), lte(products.publishedAt, sql`now()`))!,
  title,
  body: sql`${products.vendor} || ' ' || ${products.code} || ' ' || coalesce(${texts}, '')`,
  publishedAt: products.publishedAt,
  visibleAt: products.publishedAt,
  facet: products.category,
  image: products.imageUrl,
  extra: { kind: products.kind, category: products.category, code: products.code },
  cards: async (db, ids) => {
    const rows = await db
      .select({ id: products.id, image: products.imageUrl, vendor: products.vendor })
      .from(products)
      .where(inArray(products.id, intIds(ids)));
    return new Map(rows.map((r) => [String(r.id), { kind: 'products', image: r.image, vendor: r.vendor }]));
  },
  url: (row) =>
    productPath({ kind: row.kind as CatalogueKind, category: String(row.category), code: String(row.code) }),
});
