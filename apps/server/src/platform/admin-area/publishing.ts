import { and, desc, eq, getTableColumns, max, sql } from 'drizzle-orm';
import type { FieldChange } from '@occ/shared/admin';
import type { Db } from '../../db/client';
import { contentVersions, drafts, users } from '../../db/schema';
import { recordsKey, type AreaBinding, type AreaId } from './binding';

/**
 * Draft → preview → publish for every publishable area (DESIGN §10). A record that was never
 * published is its own draft (invisible to visitors). Once live, edits wait in `drafts` until
 * published; every publish keeps a version, and a version can be restored into the draft.
 */
export async function draftOf(tx: Db, b: AreaBinding, id: AreaId): Promise<Record<string, unknown> | null> {
  const [row] = await tx
    .select({ data: drafts.data })
    .from(drafts)
    .where(and(eq(drafts.resource, recordsKey(b)), eq(drafts.recordId, String(id))))
    .limit(1);
  return (row?.data as Record<string, unknown> | undefined) ?? null;
}

export async function saveDraft(tx: Db, b: AreaBinding, id: AreaId, data: unknown, userId: string | null) {
  await tx
    .insert(drafts)
    .values({ resource: recordsKey(b), recordId: String(id), data, updatedBy: userId })
    .onConflictDoUpdate({
      target: [drafts.resource, drafts.recordId],
      // a new edit cancels a scheduled publication: what goes live is what was confirmed
      set: { data, updatedBy: userId, updatedAt: new Date(), publishAt: null },
    });
}

export async function dropDraft(tx: Db, b: AreaBinding, id: AreaId) {
  await tx.delete(drafts).where(and(eq(drafts.resource, recordsKey(b)), eq(drafts.recordId, String(id))));
}

export async function publishedAtOf(tx: Db, b: AreaBinding, id: AreaId): Promise<Date | null | undefined> {
  const [row] = await tx
    .select({ at: b.publishedAt! })
    .from(b.table)
    .where(and(eq(b.id, id), b.scope))
    .limit(1);
  return row ? (row.at as Date | null) : undefined;
}

/** The fields that publishing would change (live → working copy); all of them for a first publish. */
export function changesOf(
  b: AreaBinding,
  live: unknown,
  working: unknown,
  firstPublish: boolean,
): FieldChange[] {
  const l = (firstPublish ? {} : live) as Record<string, unknown>;
  const w = working as Record<string, unknown>;
  return b.decl.fields
    .flatMap((f) => {
      // page blocks: one change per block position (`blocksZh.2`), so the confirmation names it
      if (f.kind !== 'blocks')
        return [{ field: f.name, before: l[f.name] ?? null, after: w[f.name] ?? null }];
      const before = (l[f.name] ?? []) as unknown[];
      const after = (w[f.name] ?? []) as unknown[];
      return Array.from({ length: Math.max(before.length, after.length) }, (_, i) => ({
        field: `${f.name}.${i}`,
        before: before[i] ?? null,
        after: after[i] ?? null,
      }));
    })
    .filter((c) => JSON.stringify(c.before) !== JSON.stringify(c.after));
}

export async function setPublishedAt(tx: Db, b: AreaBinding, id: AreaId, at: Date | null) {
  const key = Object.entries(getTableColumns(b.table)).find(([, c]) => c === b.publishedAt)![0];
  await tx
    .update(b.table)
    .set({ [key]: at } as never)
    .where(eq(b.id, id));
}

export async function keepVersion(tx: Db, b: AreaBinding, id: AreaId, data: unknown, userId: string | null) {
  // versions of one record are numbered in order; the unique key refuses a duplicate number
  const [last] = await tx
    .select({ v: max(contentVersions.version) })
    .from(contentVersions)
    .where(and(eq(contentVersions.resource, recordsKey(b)), eq(contentVersions.recordId, String(id))));
  const version = (last?.v ?? 0) + 1;
  await tx.insert(contentVersions).values({
    resource: recordsKey(b),
    recordId: String(id),
    version,
    data,
    publishedBy: userId,
  });
  return version;
}

export async function listVersions(db: Db, b: AreaBinding, id: AreaId) {
  const rows = await db
    .select({
      version: contentVersions.version,
      publishedAt: contentVersions.publishedAt,
      publishedBy: sql<string | null>`${users.username}`,
    })
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.publishedBy))
    .where(and(eq(contentVersions.resource, recordsKey(b)), eq(contentVersions.recordId, String(id))))
    .orderBy(desc(contentVersions.version))
    .limit(100);
  return rows.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() }));
}

export async function versionData(db: Db, b: AreaBinding, id: AreaId, version: number) {
  const [row] = await db
    .select({ data: contentVersions.data })
    .from(contentVersions)
    .where(
      and(
        eq(contentVersions.resource, recordsKey(b)),
        eq(contentVersions.recordId, String(id)),
        eq(contentVersions.version, version),
      ),
    )
    .limit(1);
  return row?.data ?? null;
}
