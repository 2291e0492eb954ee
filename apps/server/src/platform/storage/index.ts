import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import { LinkSigner } from './signing';
import type { ByteRange, Storage } from './types';

export { LinkSigner } from './signing';
export { LocalStorage } from './local';
export { S3Storage } from './s3';
export type { ByteRange, PutSource, ReadResult, Storage, StoredObject } from './types';
export { checkKey } from './types';

/**
 * The key prefix of the files that lived in UPLOAD_DIR before the storage module (video files, lab
 * files): on the local disk such a key is still the same path under UPLOAD_DIR, in a bucket it is
 * an object like any other.
 */
export const UPLOADS_PREFIX = 'uploads/';

/** The storage the configuration asks for (STORAGE_DRIVER, S3_*), and the signer of its links. */
export function createStorage(config: Config): { storage: Storage; signer: LinkSigner } {
  const signer = LinkSigner.fromConfig(config.STORAGE_LINK_SECRET, config.dataDir);
  if (config.storageDriver === 's3') {
    const s3 = config.s3!;
    return { storage: new S3Storage(s3), signer };
  }
  const root = path.join(config.dataDir, 'storage');
  return {
    storage: new LocalStorage(root, signer, undefined, { [UPLOADS_PREFIX]: config.uploadDir }),
    signer,
  };
}

/**
 * Runs `work` with a path to the stored object on this machine: the file itself on the local disk,
 * else a temporary copy downloaded into `tmpDir` and removed afterwards. null when the key is not
 * stored (`work` is not called).
 */
export async function withLocalFile<T>(
  storage: Storage,
  key: string,
  tmpDir: string,
  work: (file: string) => Promise<T>,
): Promise<T | null> {
  if (storage.localPath) {
    const file = storage.localPath(key);
    if (!(await fs.stat(file).catch(() => null))?.isFile()) return null;
    return work(file);
  }
  const read = await storage.get(key);
  if (!read) return null;
  await fs.mkdir(tmpDir, { recursive: true });
  const tmp = path.join(tmpDir, `${crypto.randomBytes(16).toString('hex')}.download`);
  try {
    await pipeline(read.body, createWriteStream(tmp));
    return await work(tmp);
  } finally {
    await fs.rm(tmp, { force: true });
  }
}

/**
 * The byte range a `Range` header asks of an object of `size` bytes: undefined for none (or a
 * form we do not serve, such as several ranges: the whole object is sent), 'unsatisfiable' for a
 * range past the end (416).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | undefined | 'unsatisfiable' {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

const disposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * Sends a stored object as an attachment with Range support (206 / 416, Accept-Ranges), a fixed
 * content type, nosniff and no caching. Returns the range served (undefined = whole object) or
 * null when the key is not stored (the caller answers 404).
 */
export async function sendStored(
  reply: FastifyReply,
  storage: Storage,
  key: string,
  opts: {
    rangeHeader?: string;
    fileName: string;
    contentType?: string;
    size?: number;
    head?: boolean;
    /** called once the object is found and before its bytes are sent (download counts) */
    beforeSend?: (range: ByteRange | undefined) => Promise<void>;
  },
): Promise<{ range?: ByteRange } | null> {
  const size = opts.size ?? (await storage.stat(key))?.size;
  if (size === undefined) return null;
  const range = parseRange(opts.rangeHeader, size);
  reply
    .header('accept-ranges', 'bytes')
    .header('content-disposition', disposition(opts.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .header('cache-control', 'private, no-store');
  if (range === 'unsatisfiable') {
    await reply.code(416).header('content-range', `bytes */${size}`).send();
    return {};
  }
  if (opts.head) {
    await reply
      .header('content-type', opts.contentType ?? 'application/octet-stream')
      .header('content-length', String(size))
      .send();
    return {};
  }
  const read = await storage.get(key, range);
  if (!read) return null;
  if (opts.beforeSend) {
    try {
      await opts.beforeSend(range);
    } catch (e) {
      read.body.destroy();
      throw e;
    }
  }
  reply.header('content-type', opts.contentType ?? read.contentType);
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', String(range.end - range.start + 1));
  } else reply.header('content-length', String(size));
  await reply.send(read.body);
  return { range };
}
