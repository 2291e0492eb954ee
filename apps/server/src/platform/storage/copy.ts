import fs from 'node:fs/promises';
import path from 'node:path';
import { checkKey, type Storage } from './types';

// Moving a portal onto object storage (issue 17, "move the existing uploads onto it"): copies
// every file the local disk driver holds — DATA_DIR/storage/<key> and UPLOAD_DIR/<path> (the
// `uploads/` keys) — into the configured bucket under the same key, with the content type kept
// beside it (<file>.type). Files already in the bucket with the same size are left alone, so the
// copy can be run again after an interruption or while the portal still runs on the disk. The
// local files are not removed. `npm run storage:copy-to-s3` runs it with the portal's config.

/** Folders under UPLOAD_DIR that hold work in progress, never kept files. */
const TRANSIENT = ['videos/tmp/', 'videos/work/', 'resources/tmp/'];

/** Content types of files written before the storage module recorded them (no `.type` beside). */
const BY_EXTENSION: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.txt': 'text/plain',
  '.zip': 'application/zip',
};

export interface CopyReport {
  /** files put into the bucket */
  copied: number;
  /** files the bucket already had (same key and size) */
  present: number;
  /** files that are not stored objects (temporary parts, names the portal never generates) */
  ignored: string[];
}

/** Every regular file under `dir`, as paths relative to it with `/` separators. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch((e: unknown) => {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

async function contentTypeOf(file: string): Promise<string> {
  const recorded = await fs.readFile(`${file}.type`, 'utf8').catch(() => '');
  return recorded.trim() || BY_EXTENSION[path.extname(file).toLowerCase()] || 'application/octet-stream';
}

/**
 * Copies the local disk's stored files into `target`: `storageRoot` (DATA_DIR/storage) by key and
 * `uploadDir` under the `uploads/` prefix. `say` hears one line per copied file.
 */
export async function copyLocalFiles(
  source: { storageRoot: string; uploadDir: string },
  target: Storage,
  say: (line: string) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, present: 0, ignored: [] };
  const folders: [string, string][] = [
    [source.storageRoot, ''],
    [source.uploadDir, 'uploads/'],
  ];
  for (const [dir, prefix] of folders) {
    for (const rel of await filesUnder(dir)) {
      if (rel.endsWith('.type')) continue;
      const key = `${prefix}${rel}`;
      const file = path.join(dir, rel);
      if (rel.endsWith('.part') || TRANSIENT.some((t) => prefix && rel.startsWith(t)) || !isKey(key)) {
        report.ignored.push(file);
        continue;
      }
      const size = (await fs.stat(file)).size;
      if ((await target.stat(key))?.size === size) {
        report.present++;
        continue;
      }
      await target.put(key, { path: file }, await contentTypeOf(file));
      report.copied++;
      say(`${key} (${size} bytes)`);
    }
  }
  return report;
}

function isKey(key: string): boolean {
  try {
    checkKey(key);
    return true;
  } catch {
    return false;
  }
}
