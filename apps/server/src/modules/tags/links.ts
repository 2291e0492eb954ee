import { asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { postTags, questionTags, tags } from '../../db/schema';

// The one tag vocabulary (`tags`) that posts and questions share through their link tables:
// the tag names of many owners in one query, and replacing an owner's tags.

interface TagLink<T extends PgTable> {
  table: T;
  /** the owner's id column (a post's, a question's) */
  owner: PgColumn;
  /** the tag's id column */
  tag: PgColumn;
  row(ownerId: string, tagId: number): T['$inferInsert'];
}

export const POST_TAGS: TagLink<typeof postTags> = {
  table: postTags,
  owner: postTags.postId,
  tag: postTags.tagId,
  row: (postId, tagId) => ({ postId, tagId }),
};

export const QUESTION_TAGS: TagLink<typeof questionTags> = {
  table: questionTags,
  owner: questionTags.questionId,
  tag: questionTags.tagId,
  row: (questionId, tagId) => ({ questionId, tagId }),
};

/** Tag names of many owners in one query, each owner's sorted by name. */
export async function tagNamesOf<T extends PgTable>(
  db: Db,
  link: TagLink<T>,
  ids: string[],
): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (ids.length === 0) return map;
  const rows = (await db
    .select({ owner: link.owner, name: tags.name })
    .from(link.table as PgTable)
    .innerJoin(tags, eq(tags.id, link.tag))
    .where(inArray(link.owner, ids))
    .orderBy(asc(tags.name))) as { owner: string; name: string }[];
  for (const r of rows) map.set(r.owner, [...(map.get(r.owner) ?? []), r.name]);
  return map;
}

/** Ensures the tags exist (insert … on conflict do nothing) and makes them the owner's only tags. */
export async function replaceTags<T extends PgTable>(
  tx: Db,
  link: TagLink<T>,
  ownerId: string,
  names: string[],
): Promise<void> {
  const unique = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
  await tx.delete(link.table).where(eq(link.owner, ownerId));
  if (unique.length === 0) return;
  await tx
    .insert(tags)
    .values(unique.map((name) => ({ name })))
    .onConflictDoNothing();
  const rows = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.name, unique));
  await tx.insert(link.table).values(rows.map((r) => link.row(ownerId, r.id)));
}
