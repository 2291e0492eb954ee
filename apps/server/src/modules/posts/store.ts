import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { postDraftFields, type PostDraft, type TransitionTable } from '@occ/shared';
import type { Db } from '../../db/client';
import { posts, targetCounters, users } from '../../db/schema';
import { idNotExist } from '../../platform/errors';
import { POST_TAGS, replaceTags, tagNamesOf } from '../tags/links';

// Row access shared by the editor, the lifecycle and the readers of posts (and the review queue).

export type PostRow = typeof posts.$inferSelect;
export type AuthorRow = {
  id: string;
  username: string;
  nickname: string;
  avatarUrl: string | null;
  roles: string[];
};

/** Public author columns (roles only to derive the badges). */
export const authorColumns = {
  id: users.id,
  username: users.username,
  nickname: users.nickname,
  avatarUrl: users.avatarUrl,
  roles: users.roles,
};

/** The post or 404 "The id does not exist". */
export async function postRow(db: Db, id: string): Promise<PostRow> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
  if (!row) throw idNotExist();
  return row;
}

/** The post with its author, or null. */
export async function loadPost(db: Db, id: string) {
  const [row] = await db
    .select({ p: posts, author: authorColumns })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(eq(posts.id, id))
    .limit(1);
  return row ?? null;
}

/** The stored working copy (JSON), re-read through the draft schema; null when there is none. */
export function workingCopyOf(row: Pick<PostRow, 'draft'>): PostDraft | null {
  if (!row.draft) return null;
  try {
    const parsed = postDraftFields.safeParse(JSON.parse(row.draft));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Tag names of many posts in one query. */
export const tagsOfPosts = (db: Db, ids: string[]): Promise<Map<string, string[]>> =>
  tagNamesOf(db, POST_TAGS, ids);

export type Counters = { likes: number; collections: number; comments: number };
const ZERO: Counters = { likes: 0, collections: 0, comments: 0 };

/** Like, collection and comment counters of many posts in one query. */
export async function countersOfPosts(db: Db, ids: string[]): Promise<Map<string, Counters>> {
  const map = new Map<string, Counters>();
  if (ids.length === 0) return map;
  const rows = await db
    .select()
    .from(targetCounters)
    .where(and(eq(targetCounters.targetType, 'post'), inArray(targetCounters.targetId, ids)));
  for (const r of rows)
    map.set(r.targetId, { likes: r.likes, collections: r.collections, comments: r.comments });
  return map;
}
export const countersOr = (map: Map<string, Counters>, id: string): Counters => map.get(id) ?? ZERO;

/** Ensures the tags exist and makes them the post's tags (the submitted version's). */
export const setPostTags = (tx: Db, postId: string, names: string[]): Promise<void> =>
  replaceTags(tx, POST_TAGS, postId, names);

/**
 * `state` after `event` as SQL (CASE over the table's pairs), for a conditional
 * `UPDATE … SET state = <this> WHERE state IN sourcesOf(table, event)`: two racing requests
 * cannot both move the same row.
 */
export function nextStateSql<S extends string, E extends string>(
  column: PgColumn,
  table: TransitionTable<S, E>,
  event: E,
): SQL {
  const pairs = table[event].map(([from, to]) => sql`when ${from} then ${to}`);
  return sql`(case ${column} ${sql.join(pairs, sql` `)} end)`;
}
