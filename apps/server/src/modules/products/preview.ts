import { eq } from 'drizzle-orm';
import { NO_RELATED, parseAttributeLines, parseLinkLines, type CompleteLocale } from '@occ/shared';
import type { ProductAreaBody } from '@occ/shared/admin';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { offeredBoardsOf } from '../lab-boards/product-link';
import type { ProductDetailRow } from './service';

/** A working copy (draft or live body) in the shape of a published product's row. */
export async function previewRow(
  db: Db,
  id: number,
  body: ProductAreaBody,
  locale: CompleteLocale,
): Promise<ProductDetailRow> {
  const [row] = await db
    .select({
      uid: products.uid,
      publishedAt: products.publishedAt,
      updatedAt: products.updatedAt,
      basedOnId: products.basedOnId,
    })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  const en = locale === 'en-US' && Boolean(body.nameEn);
  return {
    id,
    uid: row?.uid ?? '',
    code: body.productCode,
    kind: body.productKind,
    category: body.category,
    vendor: body.vendor,
    imageUrl: body.imageUrl,
    website: body.website,
    specs: Object.fromEntries((parseAttributeLines(body.attributes) ?? []).map((a) => [a.name, a.value])),
    links: parseLinkLines(body.links) ?? [],
    name: en ? body.nameEn : body.nameZh,
    summary: en ? body.summaryEn : body.summaryZh,
    description: en ? body.descriptionEn : body.descriptionZh,
    locale: en ? 'en-US' : 'zh-CN',
    basedOnId: row?.basedOnId ?? null,
    basedOn: null,
    labBoards: await offeredBoardsOf(db, id),
    // a preview shows the product alone: nothing links to it before it is published
    related: NO_RELATED,
    publishedAt: row?.publishedAt ?? null,
    updatedAt: row?.updatedAt ?? new Date(),
  };
}
