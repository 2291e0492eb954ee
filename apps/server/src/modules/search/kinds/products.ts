import { and, isNotNull, lte, sql } from 'drizzle-orm';
import { productPath, type CatalogueKind } from '@occ/shared';
import { products } from '../../../db/schema';
import { defineSearchKind } from '../registry';

// the Chinese texts first (snippets stay in one language where they can), then the others'
const texts = sql.raw(
  `(select string_agg(case when i.locale = 'zh-CN' then i.summary || ' ' || i.description ` +
    `else i.name || ' ' || i.summary || ' ' || i.description end, ' ' order by i.locale <> 'zh-CN', i.locale) ` +
    `from product_i18n i where i.product_id = "products"."id")`,
);

/** Published software, hardware and solutions of the catalogues. */
export const productSearch = defineSearchKind({
  key: 'products',
  table: products,
  id: products.id,
  updatedAt: products.updatedAt,
  visible: and(isNotNull(products.publishedAt), lte(products.publishedAt, sql`now()`))!,
  title: sql.raw(
    `coalesce((select name from product_i18n i where i.product_id = "products"."id" order by i.locale <> 'zh-CN', i.locale limit 1), '')`,
  ),
  body: sql`${products.vendor} || ' ' || ${products.code} || ' ' || coalesce(${texts}, '')`,
  publishedAt: products.publishedAt,
  extra: { kind: products.kind, category: products.category, code: products.code },
  url: (row) =>
    productPath({ kind: row.kind as CatalogueKind, category: String(row.category), code: String(row.code) }),
});
