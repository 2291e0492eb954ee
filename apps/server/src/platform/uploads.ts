import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, Code, type MessageKey } from '@occ/shared';
import { checkKey, UPLOADS_PREFIX, type Storage } from './storage';
import { AppError } from './errors';
import { t } from './i18n';

// Content-checked image uploads (DESIGN §6): size and type are decided from the bytes, never from
// the name or the client's content type; images are re-encoded (which also drops metadata and any
// payload hidden after the image) and stored under generated names.

/** Multipart limit registered in app.ts: one byte over the maximum, so "too large" is detectable. */
export const UPLOAD_LIMIT_BYTES = AVATAR_MAX_BYTES + 1;

const fileError = (req: FastifyRequest, key: MessageKey) =>
  new AppError(422, Code.VALIDATION_FAILED, key, {}, [{ field: 'file', message: t(req, key) }]);

/**
 * Reads the multipart field `field` as an image of an accepted type (png, jpeg, webp, gif by
 * magic bytes) of 1 byte to `maxBytes`. Throws 422 naming the field `file` with spec §8's wording.
 */
export async function receiveImage(
  req: FastifyRequest,
  { field = 'file', maxBytes = AVATAR_MAX_BYTES }: { field?: string; maxBytes?: number } = {},
): Promise<Buffer> {
  if (!req.isMultipart()) throw fileError(req, 'fileEmpty');
  let data: Buffer | null = null;
  let truncated = false;
  // Walk every file part so the request body is fully consumed; keep only the named one.
  for await (const part of req.files({
    limits: { fileSize: maxBytes + 1, files: 1 },
    throwFileSizeLimit: false,
  })) {
    const buf = await part.toBuffer();
    if (part.fieldname === field && data === null) {
      data = buf;
      truncated = part.file.truncated;
    }
  }
  if (!data || data.length === 0) throw fileError(req, 'fileEmpty');
  if (truncated || data.length > maxBytes) throw fileError(req, 'fileTooLarge');
  const type = await fileTypeFromBuffer(data);
  // SVG is text (no magic bytes), so it never passes here: it could carry script.
  if (!type || !(AVATAR_TYPES as readonly string[]).includes(type.mime))
    throw fileError(req, 'fileTypeRefused');
  return data;
}

/** Re-encodes an image to a `size`×`size` WebP (centre crop, EXIF orientation applied, no metadata). */
export async function toSquareWebp(req: FastifyRequest, data: Buffer, size: number): Promise<Buffer> {
  try {
    return await sharp(data, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(size, size, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    // right magic bytes but undecodable content
    throw fileError(req, 'fileTypeRefused');
  }
}

const NAME = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

/** What stores and serves uploads: the portal's storage module (the Fastify instance has it). */
export interface UploadHost {
  storage: Storage;
}

// `uploads/<folder>/<name>`: on the local disk driver that is UPLOAD_DIR/<folder>/<name>, the very
// path these files always had; with S3 it is an object of the bucket.
const keyOf = (folder: string, name: string) => checkKey(`${UPLOADS_PREFIX}${folder}/${name}`);

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
  txt: 'text/plain',
  zip: 'application/zip',
};

/**
 * Stores `data` under a random name in the storage module (key `uploads/folder/name`, on disk or
 * in the S3 bucket); returns the public URL /uploads/folder/name that the folder's route serves.
 */
export async function storeUpload(
  host: UploadHost,
  folder: string,
  data: Buffer,
  ext: string,
): Promise<string> {
  const name = `${crypto.randomBytes(16).toString('hex')}.${ext}`;
  await host.storage.put(keyOf(folder, name), data, TYPES[ext] ?? 'application/octet-stream');
  return `/uploads/${folder}/${name}`;
}

/** Deletes a file stored by storeUpload, given its URL; other URLs (external avatars) are ignored. */
export async function removeUpload(host: UploadHost, folder: string, url: string | null): Promise<void> {
  const prefix = `/uploads/${folder}/`;
  if (!url?.startsWith(prefix)) return;
  const name = url.slice(prefix.length);
  if (!NAME.test(name)) return;
  await host.storage.delete(keyOf(folder, name));
}

/**
 * Streams a stored upload from storage (disk or bucket) with a fixed safe content type, nosniff and a long cache (names are
 * random and never reused), or `private` (no cache) for a download the route authorised;
 * anything else answers 404.
 */
export async function sendUpload(
  reply: FastifyReply,
  host: UploadHost,
  folder: string,
  name: string,
  contentType: string,
  opts: { private?: boolean; downloadAs?: string } = {},
): Promise<boolean> {
  if (!NAME.test(name)) return false;
  const stored = await host.storage.get(keyOf(folder, name));
  if (!stored) return false;
  void reply
    .header('content-type', contentType)
    .header('content-length', stored.size)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .header('cache-control', opts.private ? 'private, no-store' : 'public, max-age=31536000, immutable');
  // an authorised download is saved, never shown inline, under its original (encoded) name
  if (opts.downloadAs)
    void reply.header(
      'content-disposition',
      `attachment; filename*=UTF-8''${encodeURIComponent(opts.downloadAs)}`,
    );
  await reply.send(stored.body);
  return true;
}
