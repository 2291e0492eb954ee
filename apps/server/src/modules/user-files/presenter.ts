import type { UserFile } from '@occ/shared';
import { UPLOADS_PREFIX } from '../../platform/storage';
import type { StoredFileRow } from './service';

/** the storage keys of files uploaded to the cloud lab (lab-console/storage.ts) */
const LAB_FILES = `${UPLOADS_PREFIX}lab-files/`;

/** `bound`: what holds the file besides its owner (a resource, a form submission), if anything */
export const presentUserFile = (row: StoredFileRow, bound: 'resource' | 'form' | null): UserFile => ({
  id: row.id,
  name: row.name,
  size: row.size,
  contentType: row.contentType,
  createdAt: row.createdAt.toISOString(),
  boundTo: bound ?? (row.storageKey.startsWith(LAB_FILES) ? 'lab' : 'none'),
});
