import { eq, sql } from 'drizzle-orm';
import {
  formatAttributeLines,
  formatLinkLines,
  parseAttributeLines,
  parseLinkLines,
  specValuesOf,
  type CatalogueKind,
  type ProductCategory,
} from '@occ/shared';
import { productArea, type ProductAreaBody } from '@occ/shared/admin';
import type { Db } from '../../db/client';
import { productI18n, products } from '../../db/schema';
import { outer } from '../../db/sql';
import type { AreaBinding } from '../../platform/admin-area/binding';
import { idNotExist } from '../../platform/errors';

const zhName = sql<string>`(select ${productI18n.name} from ${productI18n} where ${productI18n.productId} = ${outer(products.id)} and ${productI18n.locale} = 'zh-CN')`;

/** The table's columns of a body (attributes and links arrive as lines of text). */
function columnsOf(b: ProductAreaBody) {
  const attrs = parseAttributeLines(b.attributes) ?? [];
  return {
    code: b.productCode,
    kind: b.productKind,
    category: b.category,
    vendor: b.vendor,
    imageUrl: b.imageUrl,
    website: b.website,
    featured: b.featured,
    sortOrder: b.sort,
    specs: Object.fromEntries(attrs.map((a) => [a.name, a.value])),
    specValues: specValuesOf(b.category, attrs),
    links: parseLinkLines(b.links) ?? [],
  };
}

async function writeTexts(tx: Db, id: number, b: ProductAreaBody) {
  await tx.delete(productI18n).where(eq(productI18n.productId, id));
  const rows = [
    { productId: id, locale: 'zh-CN', name: b.nameZh, summary: b.summaryZh, description: b.descriptionZh },
  ];
  if (b.nameEn)
    rows.push({
      productId: id,
      locale: 'en-US',
      name: b.nameEn,
      summary: b.summaryEn,
      description: b.descriptionEn,
    });
  await tx.insert(productI18n).values(rows);
}

/** One product's working row as the console edits it. */
export async function readProduct(tx: Db, id: number): Promise<ProductAreaBody | null> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).limit(1);
  if (!row) return null;
  const texts = await tx.select().from(productI18n).where(eq(productI18n.productId, row.id));
  const zh = texts.find((t) => t.locale === 'zh-CN');
  const en = texts.find((t) => t.locale === 'en-US');
  return {
    productCode: row.code,
    productKind: row.kind as CatalogueKind,
    category: row.category as ProductCategory,
    vendor: row.vendor,
    nameZh: zh?.name ?? '',
    summaryZh: zh?.summary ?? '',
    descriptionZh: zh?.description ?? '',
    nameEn: en?.name ?? '',
    summaryEn: en?.summary ?? '',
    descriptionEn: en?.description ?? '',
    imageUrl: row.imageUrl,
    website: row.website,
    attributes: formatAttributeLines(row.specs ?? {}),
    links: formatLinkLines(row.links ?? []),
    sort: row.sortOrder,
    featured: row.featured,
  };
}

/** Products in the console: a draft until published to production (then public at its page). */
export const productsBinding: AreaBinding = {
  decl: productArea as unknown as AreaBinding['decl'],
  table: products,
  id: products.id,
  columns: {
    nameZh: zhName,
    productCode: products.code,
    productKind: products.kind,
    category: products.category,
    vendor: products.vendor,
    sort: products.sortOrder,
    publishedAt: products.publishedAt,
    updatedAt: products.updatedAt,
  },
  searchColumns: [zhName, products.code, products.vendor],
  read: (tx, id) => readProduct(tx, Number(id)),
  async create(tx, body) {
    const b = body as ProductAreaBody;
    const [row] = await tx
      .insert(products)
      .values({ ...columnsOf(b), publishedAt: null })
      .returning({ id: products.id });
    await writeTexts(tx, row!.id, b);
    return row!.id;
  },
  async update(tx, id, body) {
    const b = body as ProductAreaBody;
    const rows = await tx
      .update(products)
      .set({ ...columnsOf(b), updatedAt: new Date() })
      .where(eq(products.id, Number(id)))
      .returning({ id: products.id });
    if (!rows.length) throw idNotExist();
    await writeTexts(tx, Number(id), b);
  },
  async remove(tx, id) {
    const rows = await tx
      .delete(products)
      .where(eq(products.id, Number(id)))
      .returning({ id: products.id });
    if (!rows.length) throw idNotExist();
  },
  publishedAt: products.publishedAt,
  opNames: { list: 'products.adminList', get: 'products.adminGet' },
};
