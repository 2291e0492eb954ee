import type { CatalogueKind, ProductCard, ProductCategory, ProductDetail } from '@occ/shared';
import { renderMarkdown } from '../../platform/markdown';
import type { ProductCardRow, ProductDetailRow } from './service';

const HIGHLIGHTS = 3;

const attributesOf = (specs: Record<string, string>) =>
  Object.entries(specs ?? {}).map(([name, value]) => ({ name, value: String(value) }));

export function presentProductCard(row: ProductCardRow): ProductCard {
  return {
    code: row.code,
    kind: row.kind as CatalogueKind,
    category: row.category as ProductCategory,
    vendor: row.vendor,
    name: row.name,
    summary: row.summary,
    imageUrl: row.imageUrl,
    highlights: attributesOf(row.specs).slice(0, HIGHLIGHTS),
  };
}

export async function presentProductDetail(row: ProductDetailRow): Promise<ProductDetail> {
  return {
    ...presentProductCard(row),
    targetId: row.uid,
    html: await renderMarkdown(row.description),
    website: row.website,
    attributes: attributesOf(row.specs),
    links: row.links ?? [],
    labBoards: row.labBoards,
    related: row.related,
    basedOn: row.basedOn ? { ...row.basedOn, kind: row.basedOn.kind as CatalogueKind } : null,
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    locale: row.locale,
  };
}
