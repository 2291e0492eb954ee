import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';

// Lab files live on the local disk under generated keys, never under the name a user or an admin
// gave them: UPLOAD_DIR/lab-files/<key> (session uploads) and UPLOAD_DIR/lab-images/<key> (the
// board image catalogue). The agent's download endpoint (lab-agents) resolves keys through here.

export type LabFileKind = 'session' | 'image';

const FOLDERS: Record<LabFileKind, string> = { session: 'lab-files', image: 'lab-images' };
const KEY = /^[a-f0-9]{32}$/;

export const newStorageKey = () => crypto.randomBytes(16).toString('hex');

/** The absolute path of a stored lab file; throws on anything that is not a generated key. */
export function labFilePath(config: Config, kind: LabFileKind, key: string): string {
  if (!KEY.test(key)) throw new Error(`not a lab storage key: ${key}`);
  return path.join(config.uploadDir, FOLDERS[kind], key);
}

export async function ensureLabFolder(config: Config, kind: LabFileKind): Promise<void> {
  await fs.mkdir(path.join(config.uploadDir, FOLDERS[kind]), { recursive: true });
}

/** Removes a stored file; a missing file is not an error (removal is idempotent). */
export async function removeLabFile(config: Config, kind: LabFileKind, key: string): Promise<void> {
  await fs.rm(labFilePath(config, kind, key), { force: true });
}

/** Bytes as "512 MB" for the too-large message. */
export const megabytes = (mb: number) => `${mb} MB`;
