import type { UserFile } from '@occ/shared';
import { UPLOADS_PREFIX } from '../../platform/storage';
import type { StoredFileRow } from './service';

/** the storage keys of files uploaded to the cloud lab (lab-console/storage.ts) */
const LAB_FILES = `${UPLOADS_PREFIX}lab-files/`;

export const presentUserFile = (row: StoredFileRow, bound: boolean): UserFile => ({
  id: row.id,
  name: row.name,
  size: row.size,
  contentType: row.contentType,
  createdAt: row.createdAt.toISOString(),
  boundTo: bound ? 'resource' : row.storageKey.startsWith(LAB_FILES) ? 'lab' : 'none',
});
