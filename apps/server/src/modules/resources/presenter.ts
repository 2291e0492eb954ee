import { productPath, type CatalogueKind, type ResourceItem, type ResourceTypeKey } from '@occ/shared';
import type { ResourceRow } from './service';

export const presentResource = (r: ResourceRow): ResourceItem => ({
  id: r.resource.id,
  name: r.resource.name,
  description: r.resource.description,
  type: String(r.resource.type) as ResourceTypeKey,
  fileName: r.file.name,
  size: Number(r.file.size),
  sha256: r.file.sha256,
  downloads: r.resource.downloads,
  updatedAt: r.resource.updatedAt.toISOString(),
  enterprise: r.enterprise,
  product:
    r.resource.productId !== null && r.product.code !== null
      ? {
          id: r.resource.productId,
          code: r.product.code,
          name: r.product.name ?? r.product.code,
          path: productPath({
            kind: r.product.kind as CatalogueKind,
            category: r.product.category ?? '',
            code: r.product.code,
          }),
        }
      : null,
  version: r.resource.version,
  fileLink: r.resource.fileLink,
  access: String(r.resource.access) as ResourceItem['access'],
  review: r.review.state
    ? { state: r.review.state as 'pending' | 'approved' | 'rejected', comment: r.review.comment }
    : null,
});
