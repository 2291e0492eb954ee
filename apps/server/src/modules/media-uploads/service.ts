import fs from 'node:fs/promises';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { mediaUploads } from '../../db/schema';
import { VIDEO_CONTAINER_TYPES } from '../../platform/media';
import { ensureMediaFolder, mediaPath, newMediaKey, removeMedia } from './storage';
import { keyedSerialiser } from '../../platform/serialised';

// Resumable uploads (tus-like): the client announces name and size, then PUTs chunks at the
// offset the server has; a chunk at any other offset is refused with the current offset, so a
// retry after a dropped connection can never duplicate or skip bytes. Bytes are written at their
// offset (not appended), so whatever a cut-off request left beyond `received` is simply
// overwritten by the next chunk.

export type UploadRow = typeof mediaUploads.$inferSelect;

/** An upload that received a chunk this recently is "being uploaded": a second one must wait. */
export const UPLOAD_BUSY_MS = 2 * 60_000;
/** Unfinished or unused uploads are removed after this. */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60_000;

export class OffsetMismatch extends Error {
  constructor(readonly offset: number) {
    super('offset mismatch');
  }
}
export class UploadBusy extends Error {}
export class ChunkPastEnd extends Error {}
export class NotAVideo extends Error {}

export async function uploadRow(db: Db, id: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(mediaUploads).where(eq(mediaUploads.id, id)).limit(1);
  return row ?? null;
}

/**
 * Starts an upload, or resumes the user's unfinished (or finished but unused) upload of the same
 * file name and size. Another upload of the user that received data in the last UPLOAD_BUSY_MS
 * makes this one wait (UploadBusy); older unfinished ones were abandoned and are dropped.
 */
export async function startUpload(
  db: Db,
  config: Config,
  userId: string,
  input: { fileName: string; size: number },
): Promise<UploadRow> {
  await ensureMediaFolder(config, 'tmp');
  const dropped: string[] = [];
  const row = await db.transaction(async (tx) => {
    // one start at a time per user, so two tabs cannot both pass the "busy" check
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`media_uploads:${userId}`}, 0))`);
    const mine = await tx
      .select()
      .from(mediaUploads)
      .where(and(eq(mediaUploads.userId, userId), inArray(mediaUploads.status, ['uploading', 'complete'])));
    const same = mine.find((r) => r.fileName === input.fileName && r.size === input.size);
    if (same) {
      const [touched] = await tx
        .update(mediaUploads)
        .set({ updatedAt: new Date() })
        .where(eq(mediaUploads.id, same.id))
        .returning();
      return touched!;
    }
    const busySince = Date.now() - UPLOAD_BUSY_MS;
    if (mine.some((r) => r.status === 'uploading' && r.updatedAt.getTime() > busySince))
      throw new UploadBusy();
    const abandoned = mine.filter((r) => r.status === 'uploading');
    if (abandoned.length) {
      await tx.delete(mediaUploads).where(
        inArray(
          mediaUploads.id,
          abandoned.map((r) => r.id),
        ),
      );
      dropped.push(...abandoned.map((r) => r.storageKey));
    }
    const [created] = await tx
      .insert(mediaUploads)
      .values({ userId, fileName: input.fileName, size: input.size, storageKey: newMediaKey() })
      .returning();
    return { ...created!, fresh: true };
  });
  for (const key of dropped) await removeMedia(config, 'tmp', key);
  if ('fresh' in row) {
    const { fresh: _fresh, ...created } = row;
    try {
      await fs.writeFile(mediaPath(config, 'tmp', created.storageKey), Buffer.alloc(0), { flag: 'wx' });
    } catch (e) {
      await db.delete(mediaUploads).where(eq(mediaUploads.id, created.id));
      throw e;
    }
    return created;
  }
  return row;
}

// Chunks of one upload are written one at a time in this process; the conditional UPDATE below
// keeps processes from both advancing the same offset.
const serialised = keyedSerialiser();

/**
 * Writes `chunk` at `offset` of the upload. The offset must be exactly what the server has
 * (OffsetMismatch tells the current one); the chunk may not go past the announced size; the
 * first chunk must start like a video container (NotAVideo: the upload is dropped).
 */
export async function appendChunk(
  db: Db,
  config: Config,
  id: string,
  offset: number,
  chunk: Buffer,
): Promise<UploadRow> {
  return serialised(id, async () => {
    const cur = await uploadRow(db, id);
    if (!cur) throw new OffsetMismatch(0);
    if (cur.status !== 'uploading' || offset !== cur.received) throw new OffsetMismatch(cur.received);
    if (chunk.length === 0) return cur;
    if (offset + chunk.length > cur.size) throw new ChunkPastEnd();
    if (offset === 0) {
      const type = await fileTypeFromBuffer(chunk);
      if (!type || !VIDEO_CONTAINER_TYPES.has(type.mime)) {
        await removeUpload(db, config, cur);
        throw new NotAVideo();
      }
    }
    const fh = await fs.open(mediaPath(config, 'tmp', cur.storageKey), 'r+');
    try {
      await fh.write(chunk, 0, chunk.length, offset);
      if (offset + chunk.length === cur.size) await fh.sync();
    } finally {
      await fh.close();
    }
    const received = offset + chunk.length;
    const [row] = await db
      .update(mediaUploads)
      .set({ received, status: received === cur.size ? 'complete' : 'uploading', updatedAt: new Date() })
      .where(
        and(eq(mediaUploads.id, id), eq(mediaUploads.received, offset), eq(mediaUploads.status, 'uploading')),
      )
      .returning();
    if (!row) throw new OffsetMismatch((await uploadRow(db, id))?.received ?? 0);
    return row;
  });
}

/** Removes an upload and its bytes. */
export async function removeUpload(db: Db, config: Config, row: UploadRow): Promise<void> {
  await db.delete(mediaUploads).where(eq(mediaUploads.id, row.id));
  await removeMedia(config, 'tmp', row.storageKey);
}

/** Periodic: drops uploads nobody touched for UPLOAD_EXPIRY_MS (unfinished, or finished but never used). */
export async function sweepUploads(db: Db, config: Config): Promise<number> {
  const gone = await db
    .delete(mediaUploads)
    .where(lt(mediaUploads.updatedAt, new Date(Date.now() - UPLOAD_EXPIRY_MS)))
    .returning({ storageKey: mediaUploads.storageKey });
  for (const g of gone) await removeMedia(config, 'tmp', g.storageKey);
  return gone.length;
}
