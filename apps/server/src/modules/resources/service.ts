import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { offsetOf, type PageQuery, type ResourceListQuery, type ResourceUploadFields } from '@occ/shared';
import type { Db } from '../../db/client';
import {
  enterpriseApplications,
  resourceDownloadMarks,
  resources,
  storedFiles,
  users,
} from '../../db/schema';

// The resource directory: every resource is public once it exists (enterprise uploads are
// published directly, without a review queue; staff delete what should not be there).

const COUNT_WINDOW_MS = 10 * 60 * 1000;

const columns = {
  resource: resources,
  file: {
    name: storedFiles.name,
    size: storedFiles.size,
    sha256: storedFiles.sha256,
    contentType: storedFiles.contentType,
    storageKey: storedFiles.storageKey,
  },
  // the approved company's name, else the uploader's nickname
  enterprise: sql<string | null>`coalesce(
    (select ${enterpriseApplications.companyName} from ${enterpriseApplications}
      where ${enterpriseApplications.userId} = ${resources.ownerId} and ${enterpriseApplications.state} = 'approved'
      order by ${enterpriseApplications.createdAt} desc limit 1),
    (select ${users.nickname} from ${users} where ${users.id} = ${resources.ownerId}))`,
};
export type ResourceRow = {
  resource: typeof resources.$inferSelect;
  file: { name: string; size: number; sha256: string; contentType: string; storageKey: string };
  enterprise: string | null;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listResources(db: Db, q: ResourceListQuery) {
  const conds: SQL[] = [];
  if (q.type) conds.push(eq(resources.type, Number(q.type)));
  if (q.q) {
    const like = `%${escapeLike(q.q)}%`;
    conds.push(or(ilike(resources.name, like), ilike(resources.description, like))!);
  }
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [total], perType] = await Promise.all([
    db
      .select(columns)
      .from(resources)
      .innerJoin(storedFiles, eq(storedFiles.id, resources.fileId))
      .where(where)
      .orderBy(desc(resources.updatedAt), desc(resources.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(resources).where(where),
    db.select({ type: resources.type, n: count() }).from(resources).groupBy(resources.type),
  ]);
  const counts = Object.fromEntries(perType.map((r) => [String(r.type), r.n]));
  return { rows: rows as ResourceRow[], total: total!.n, counts };
}

export async function getResource(db: Db, id: number): Promise<ResourceRow | null> {
  const [row] = await db
    .select(columns)
    .from(resources)
    .innerJoin(storedFiles, eq(storedFiles.id, resources.fileId))
    .where(eq(resources.id, id))
    .limit(1);
  return (row as ResourceRow | undefined) ?? null;
}

/** An enterprise user's own resources, newest first. */
export async function listOwnResources(db: Db, ownerId: string, q: PageQuery) {
  const mine = eq(resources.ownerId, ownerId);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(resources)
      .innerJoin(storedFiles, eq(storedFiles.id, resources.fileId))
      .where(mine)
      .orderBy(desc(resources.updatedAt), desc(resources.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(resources).where(mine),
  ]);
  return { rows: rows as ResourceRow[], total: total!.n };
}

export async function createResource(
  db: Db,
  ownerId: string | null,
  fileId: number,
  f: { name: string; description: string; type: ResourceUploadFields['type'] },
): Promise<number> {
  const [row] = await db
    .insert(resources)
    .values({ name: f.name, description: f.description, type: Number(f.type), fileId, ownerId })
    .returning({ id: resources.id });
  return row!.id;
}

/** Withdraws an enterprise's own resource with its file; the stored key, or null when not its own. */
export async function deleteOwnResource(db: Db, ownerId: string, id: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [r] = await tx
      .delete(resources)
      .where(and(eq(resources.id, id), eq(resources.ownerId, ownerId)))
      .returning({ fileId: resources.fileId });
    if (!r) return null;
    const [f] = await tx
      .delete(storedFiles)
      .where(eq(storedFiles.id, r.fileId))
      .returning({ key: storedFiles.storageKey });
    return f?.key ?? null;
  });
}

/**
 * Counts a download that started at byte 0: once per downloader and resource in a 10-minute
 * window, atomically (the mark's primary key decides; only the request that inserted it adds one).
 */
export async function countDownload(
  db: Db,
  resourceId: number,
  who: string,
  now = Date.now(),
): Promise<boolean> {
  const window = Math.floor(now / COUNT_WINDOW_MS);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(resourceDownloadMarks)
      .values({ resourceId, who, window })
      .onConflictDoNothing()
      .returning({ window: resourceDownloadMarks.window });
    if (!inserted.length) return false;
    await tx
      .update(resources)
      .set({ downloads: sql`${resources.downloads} + 1` })
      .where(eq(resources.id, resourceId));
    return true;
  });
}
