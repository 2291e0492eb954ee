import { and, count, desc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  offsetOf,
  POST_RELATED_MAX,
  POST_SUMMARY_DEFAULT_LENGTH,
  type PostListQuery,
  type PostMineQuery,
  type PostState,
  type PostTabCounts,
} from '@occ/shared';
import type { Db } from '../../db/client';
import { posts, postTags, tags, users } from '../../db/schema';
import { recordDailyView } from '../interactions/views';
import { recomputePostScore } from './score';
import { authorColumns, type AuthorRow, type PostRow } from './store';

// Readers' queries. Lists never load the body: the summary needs only the start of the plain
// text, and a submitted post's cover was resolved when it was submitted.

/** Published and public: the only posts lists, feeds, related posts and the sitemap show. */
export const isListed = and(eq(posts.state, 'published'), eq(posts.permission, 'public'))!;

const listColumns = {
  id: posts.id,
  authorId: posts.authorId,
  title: posts.title,
  summary: posts.summary,
  contentText: sql<string>`left(${posts.contentText}, ${POST_SUMMARY_DEFAULT_LENGTH + 20})`,
  content: sql<string>`''`,
  cover: posts.cover,
  property: posts.property,
  views: posts.views,
  releasedAt: posts.releasedAt,
  updatedAt: posts.updatedAt,
};
export type ListRow = Pick<
  PostRow,
  | 'id'
  | 'authorId'
  | 'title'
  | 'summary'
  | 'contentText'
  | 'content'
  | 'cover'
  | 'property'
  | 'views'
  | 'releasedAt'
  | 'updatedAt'
>;
export type ListedPost = { p: ListRow; author: AuthorRow };

const taggedWith = (db: Db, name: string) =>
  db
    .select({ id: postTags.postId })
    .from(postTags)
    .innerJoin(tags, eq(tags.id, postTags.tagId))
    .where(eq(tags.name, name));

/** posts.list: one page of published public posts by tag and author, latest or hottest first. */
export async function listPosts(db: Db, q: PostListQuery): Promise<{ items: ListedPost[]; total: number }> {
  const where: SQL[] = [isListed];
  if (q.author) where.push(eq(posts.authorId, q.author));
  if (q.tag) where.push(inArray(posts.id, taggedWith(db, q.tag)));
  const filter = and(...where);
  const order =
    q.sort === 'hottest'
      ? [desc(posts.score), desc(posts.releasedAt), desc(posts.id)]
      : [desc(posts.releasedAt), desc(posts.id)];
  const [items, [total]] = await Promise.all([
    db
      .select({ p: listColumns, author: authorColumns })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(filter)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(posts).where(filter),
  ]);
  return { items, total: total?.n ?? 0 };
}

/**
 * posts.related: published public posts sharing the most tags with this one (newest first among
 * equals), topped up with the author's latest when fewer share a tag.
 */
export async function relatedPosts(db: Db, post: { id: string; authorId: string }): Promise<ListedPost[]> {
  const mine = db.select({ tagId: postTags.tagId }).from(postTags).where(eq(postTags.postId, post.id));
  const shared = await db
    .select({ id: postTags.postId, n: count() })
    .from(postTags)
    .innerJoin(posts, eq(posts.id, postTags.postId))
    .where(and(inArray(postTags.tagId, mine), ne(postTags.postId, post.id), isListed))
    .groupBy(postTags.postId, posts.releasedAt)
    .orderBy(desc(count()), desc(posts.releasedAt))
    .limit(POST_RELATED_MAX);
  const ids = shared.map((r) => r.id);
  if (ids.length < POST_RELATED_MAX) {
    const more = await db
      .select({ id: posts.id })
      .from(posts)
      .where(
        and(
          isListed,
          eq(posts.authorId, post.authorId),
          ne(posts.id, post.id),
          ids.length ? notInArray(posts.id, ids) : undefined,
        ),
      )
      .orderBy(desc(posts.releasedAt))
      .limit(POST_RELATED_MAX - ids.length);
    ids.push(...more.map((r) => r.id));
  }
  if (ids.length === 0) return [];
  const rows = await db
    .select({ p: listColumns, author: authorColumns })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(inArray(posts.id, ids));
  return ids.map((id) => rows.find((r) => r.p.id === id)!).filter(Boolean);
}

/** posts.mine: my posts of one tab, most recently worked on first, and the count of every tab. */
export async function myPosts(
  db: Db,
  authorId: string,
  q: PostMineQuery,
): Promise<{ rows: PostRow[]; total: number; counts: PostTabCounts }> {
  const filter = and(eq(posts.authorId, authorId), eq(posts.state, q.state));
  const [rows, tabs] = await Promise.all([
    db
      .select()
      .from(posts)
      .where(filter)
      .orderBy(desc(sql`coalesce(${posts.draftSavedAt}, ${posts.updatedAt})`), desc(posts.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db
      .select({ state: posts.state, n: count() })
      .from(posts)
      .where(eq(posts.authorId, authorId))
      .groupBy(posts.state),
  ]);
  const counts: PostTabCounts = { published: 0, audit: 0, fail: 0, been_removed: 0, drafts: 0 };
  for (const t of tabs) if (t.state in counts) counts[t.state as PostState] = Number(t.n);
  return { rows, total: counts[q.state], counts };
}

/** Counts a view once per viewer per day; the hotness score follows a counted view. */
export function recordPostView(db: Db, id: string, viewer: string) {
  return recordDailyView(db, { type: 'post', table: posts, id }, viewer, recomputePostScore);
}

/** The newest published public posts, for RSS and the sitemap. */
export async function latestListedPosts(db: Db, limit: number) {
  return db
    .select({
      id: posts.id,
      title: posts.title,
      summary: posts.summary,
      contentText: listColumns.contentText,
      releasedAt: posts.releasedAt,
      updatedAt: posts.updatedAt,
      authorNickname: users.nickname,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(isListed)
    .orderBy(desc(posts.releasedAt), desc(posts.id))
    .limit(limit);
}

/** How many published public posts an author has (the profile card's count). */
export async function countListedPosts(db: Db, authorId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(posts)
    .where(and(isListed, eq(posts.authorId, authorId)));
  return row?.n ?? 0;
}
