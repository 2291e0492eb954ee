import crypto from 'node:crypto';
import path from 'node:path';
import type { Config } from '../../config';
import { UPLOADS_PREFIX, type Storage } from '../../platform/storage';

// Lab files are kept in the storage module (platform/storage) under generated keys, never under
// the name a user or an admin gave them: `uploads/lab-files/<key>` (session uploads) and
// `uploads/lab-images/<key>` (the board image catalogue). On the local disk driver these are the
// paths they always had: UPLOAD_DIR/lab-files/<key> and UPLOAD_DIR/lab-images/<key>. The database
// keeps the bare key; the agent's download endpoint (lab-agents) resolves it through here.

export type LabFileKind = 'session' | 'image';

const FOLDERS: Record<LabFileKind, string> = { session: 'lab-files', image: 'lab-images' };
const KEY = /^[a-f0-9]{32}$/;

export const newStorageKey = () => crypto.randomBytes(16).toString('hex');

/** The storage key of a lab file; throws on anything that is not a generated key. */
export function labStorageKey(kind: LabFileKind, key: string): string {
  if (!KEY.test(key)) throw new Error(`not a lab storage key: ${key}`);
  return `${UPLOADS_PREFIX}${FOLDERS[kind]}/${key}`;
}

/** Its path on the local disk driver (tests, and what the layout was before the storage module). */
export function labFilePath(config: Config, kind: LabFileKind, key: string): string {
  return path.join(config.uploadDir, labStorageKey(kind, key).slice(UPLOADS_PREFIX.length));
}

/** Where uploads are received before they are stored. */
export const labIncomingDir = (config: Config) => path.join(config.dataDir, 'tmp', 'lab-uploads');

/** Removes a stored file; a missing file is not an error (removal is idempotent). */
export async function removeLabFile(storage: Storage, kind: LabFileKind, key: string): Promise<void> {
  await storage.delete(labStorageKey(kind, key));
}

/** Bytes as "512 MB" for the too-large message. */
export const megabytes = (mb: number) => `${mb} MB`;
