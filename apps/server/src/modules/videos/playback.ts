import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Storage } from '../../platform/storage';

// Serving media files with HTTP range requests (RFC 9110 §14): players seek by asking for byte
// ranges, so a single `bytes=a-b`, `bytes=a-` or `bytes=-n` answers 206 with Content-Range; a
// range that cannot be satisfied (or is not understood) answers 416 with the size.
//
// The bytes come from the storage module and always pass through the portal, on S3 too (the
// range is forwarded to the bucket and its answer streamed), rather than a redirect to a
// presigned URL: every range request of an unpublished video is checked against the viewer, the
// player stays on the portal's origin (no bucket address in pages), and the cache headers are ours;
// the cost is the portal's bandwidth.

export type ByteRange = { start: number; end: number };

/**
 * The byte range a Range header asks for within `size` bytes: null when there is no header
 * (the whole file), 'unsatisfiable' for a malformed, multi-part or out-of-bounds range.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (header === undefined) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'unsatisfiable';
  let start: number;
  let end: number;
  if (m[1] === '') {
    // suffix: the last n bytes
    const n = Number(m[2]);
    if (n === 0) return 'unsatisfiable';
    start = Math.max(0, size - n);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
    if (m[2] !== '' && Number(m[2]) < start) return 'unsatisfiable';
  }
  if (!Number.isSafeInteger(start) || start >= size) return 'unsatisfiable';
  return { start, end };
}

/**
 * Sends the stored object `key` (the whole of it, or the requested range) with a fixed content
 * type, nosniff, and `cacheControl`. False when it is not stored.
 */
export async function sendMedia(
  req: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  contentType: string,
  cacheControl: string,
): Promise<boolean> {
  const stat = await storage.stat(key);
  if (!stat) return false;
  const { size } = stat;
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .header('cache-control', cacheControl);
  const range = parseRange(req.headers.range, size);
  if (range === 'unsatisfiable') {
    await reply.status(416).header('content-range', `bytes */${size}`).send();
    return true;
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  if (range) reply.status(206).header('content-range', `bytes ${start}-${end}/${size}`);
  reply.header('content-length', String(size === 0 ? 0 : end - start + 1));
  if (req.method === 'HEAD' || size === 0) {
    await reply.send();
    return true;
  }
  const read = await storage.get(key, { start, end });
  if (!read) return false;
  await reply.send(read.body);
  return true;
}
