import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { RESOURCE_UPLOAD_EXPIRY_HOURS } from '@occ/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { uploadSessions } from '../../db/schema';
import { keyedSerialiser } from '../../platform/serialised';

// Resumable enterprise resource uploads: a session holds the announced name and size and the
// bytes received so far in a temporary file UPLOAD_DIR/resources/tmp/<generated key>. A chunk
// is written at the offset the server holds and nowhere else (any other offset: OffsetMismatch
// with the current one), so a retried chunk can never duplicate or skip bytes. Each chunk moves
// the expiry 24 h on; sessions past it are swept with their file.

export type UploadSession = typeof uploadSessions.$inferSelect;

export class OffsetMismatch extends Error {
  constructor(readonly offset: number) {
    super('offset mismatch');
  }
}
export class ChunkPastEnd extends Error {}

const KEY = /^[a-f0-9]{32}$/;
const EXPIRY_MS = RESOURCE_UPLOAD_EXPIRY_HOURS * 60 * 60_000;
const expiry = () => new Date(Date.now() + EXPIRY_MS);

export const uploadTmpDir = (config: Config) => path.join(config.uploadDir, 'resources', 'tmp');

/** The temporary file of a session; throws on anything that is not a generated key. */
export function sessionPath(config: Config, key: string): string {
  if (!KEY.test(key)) throw new Error(`not an upload key: ${key}`);
  return path.join(uploadTmpDir(config), key);
}

/** The caller's live (unexpired) session, else null: another user's id reveals nothing. */
export async function ownSession(db: Db, userId: string, id: string): Promise<UploadSession | null> {
  const [row] = await db
    .select()
    .from(uploadSessions)
    .where(
      and(
        eq(uploadSessions.id, id),
        eq(uploadSessions.userId, userId),
        gt(uploadSessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A new session with an empty temporary file. */
export async function startSession(
  db: Db,
  config: Config,
  userId: string,
  input: { name: string; size: number },
): Promise<UploadSession> {
  await fs.mkdir(uploadTmpDir(config), { recursive: true });
  const tempKey = crypto.randomBytes(16).toString('hex');
  await fs.writeFile(sessionPath(config, tempKey), Buffer.alloc(0), { flag: 'wx' });
  try {
    const [row] = await db
      .insert(uploadSessions)
      .values({ userId, name: input.name, size: input.size, tempKey, expiresAt: expiry() })
      .returning();
    return row!;
  } catch (e) {
    await fs.rm(sessionPath(config, tempKey), { force: true });
    throw e;
  }
}

// Chunks of one session are written one at a time in this process; the conditional UPDATE below
// keeps several processes from both advancing the same offset.
const serialised = keyedSerialiser();

/**
 * Writes `chunk` at `offset` of the session: the offset must be exactly the one the server
 * holds (else OffsetMismatch with it) and the chunk may not go past the announced size
 * (ChunkPastEnd). Answers the session with its new offset.
 */
export async function appendChunk(
  db: Db,
  config: Config,
  session: UploadSession,
  offset: number,
  chunk: Buffer,
): Promise<UploadSession> {
  return serialised(session.id, async () => {
    const [cur] = await db.select().from(uploadSessions).where(eq(uploadSessions.id, session.id));
    if (!cur) throw new OffsetMismatch(0);
    if (offset !== cur.offset) throw new OffsetMismatch(cur.offset);
    if (chunk.length === 0) return cur;
    if (offset + chunk.length > cur.size) throw new ChunkPastEnd();
    const fh = await fs.open(sessionPath(config, cur.tempKey), 'r+');
    try {
      await fh.write(chunk, 0, chunk.length, offset);
      if (offset + chunk.length === cur.size) await fh.sync();
    } finally {
      await fh.close();
    }
    const [row] = await db
      .update(uploadSessions)
      .set({ offset: offset + chunk.length, expiresAt: expiry() })
      .where(and(eq(uploadSessions.id, cur.id), eq(uploadSessions.offset, offset)))
      .returning();
    if (!row) {
      const [now] = await db.select().from(uploadSessions).where(eq(uploadSessions.id, cur.id));
      throw new OffsetMismatch(now?.offset ?? 0);
    }
    return row;
  });
}

/**
 * Takes a complete session for good (one caller wins when two complete at once): the row is
 * removed and its temporary file handed over; null when it is gone or not complete.
 */
export async function claimComplete(db: Db, session: UploadSession): Promise<UploadSession | null> {
  const [row] = await db
    .delete(uploadSessions)
    .where(and(eq(uploadSessions.id, session.id), eq(uploadSessions.offset, sql`${uploadSessions.size}`)))
    .returning();
  return row ?? null;
}

/** The SHA-256 of a file, read as a stream. */
export async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Removes a session and its temporary file. */
export async function removeSession(db: Db, config: Config, s: UploadSession): Promise<void> {
  await db.delete(uploadSessions).where(eq(uploadSessions.id, s.id));
  await fs.rm(sessionPath(config, s.tempKey), { force: true });
}

/** Periodic: removes expired sessions and their temporary files; answers how many. */
export async function sweepUploadSessions(db: Db, config: Config): Promise<number> {
  const gone = await db
    .delete(uploadSessions)
    .where(lt(uploadSessions.expiresAt, new Date()))
    .returning({ tempKey: uploadSessions.tempKey });
  for (const g of gone) await fs.rm(sessionPath(config, g.tempKey), { force: true });
  return gone.length;
}
