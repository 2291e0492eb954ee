import type { UserFile } from '@occ/shared';
import type { StoredFileRow } from './service';

export const presentUserFile = (row: StoredFileRow, bound: boolean): UserFile => ({
  id: row.id,
  name: row.name,
  size: row.size,
  contentType: row.contentType,
  createdAt: row.createdAt.toISOString(),
  boundTo: bound ? 'resource' : 'none',
});
