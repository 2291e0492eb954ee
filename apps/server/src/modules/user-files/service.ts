import crypto from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outer } from '../../db/sql';
import { formSubmissionFiles, resources, storedFiles } from '../../db/schema';
import type { Storage } from '../../platform/storage';
import { discard, type ReceivedFile } from '../../platform/storage/receive';
import { offsetOf, type PageQuery } from '@occ/shared';

export type StoredFileRow = typeof storedFiles.$inferSelect;

export const newStorageKey = () => `files/${crypto.randomBytes(16).toString('hex')}`;

/** Puts a received file into storage and records it in its owner's home directory. */
export async function storeFile(
  db: Db,
  storage: Storage,
  ownerId: string | null,
  file: ReceivedFile,
): Promise<StoredFileRow> {
  const key = newStorageKey();
  try {
    await storage.put(key, { path: file.path }, file.mime);
  } finally {
    await discard(file);
  }
  try {
    const [row] = await db
      .insert(storedFiles)
      .values({
        ownerId,
        name: file.name,
        storageKey: key,
        size: file.size,
        contentType: file.mime,
        sha256: file.sha256,
      })
      .returning();
    return row!;
  } catch (e) {
    await storage.delete(key);
    throw e;
  }
}

/** The user's files, newest first, with what each is bound to and the bytes used in all. */
export async function listFiles(db: Db, ownerId: string, q: PageQuery) {
  const mine = eq(storedFiles.ownerId, ownerId);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        file: storedFiles,
        // the outer row through outer(): a bare `id` would be the subquery's own (db/sql.ts)
        bound: sql<'resource' | 'form' | null>`case
          when exists (select 1 from ${resources} r where r.file_id = ${outer(storedFiles.id)}) then 'resource'
          when exists (select 1 from ${formSubmissionFiles} f where f.file_id = ${outer(storedFiles.id)}) then 'form'
        end`,
      })
      .from(storedFiles)
      .where(mine)
      .orderBy(desc(storedFiles.createdAt), desc(storedFiles.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db
      .select({ total: count(), used: sql<string>`coalesce(sum(${storedFiles.size}), 0)` })
      .from(storedFiles)
      .where(mine),
  ]);
  return { rows, total: totals!.total, usedBytes: Number(totals!.used) };
}

/** One of the user's files; another user's file is simply not found. */
export async function ownFile(db: Db, ownerId: string, id: number): Promise<StoredFileRow | null> {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.ownerId, ownerId)))
    .limit(1);
  return row ?? null;
}

export async function fileById(db: Db, id: number): Promise<StoredFileRow | null> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
  return row ?? null;
}

/**
 * Deletes one of the user's files (and a resource bound to it, which cannot live without its
 * file); the stored bytes go after the row. Returns false when the user has no such file.
 */
export async function deleteFile(db: Db, storage: Storage, ownerId: string, id: number): Promise<boolean> {
  const [row] = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.ownerId, ownerId)))
    .returning({ key: storedFiles.storageKey });
  if (!row) return false;
  await storage.delete(row.key);
  return true;
}
