import type { ResourceItem, ResourceTypeKey } from '@occ/shared';
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
});
