import { and, eq, sql } from 'drizzle-orm';
import { posts } from '../../../db/schema';
import { defineSearchKind } from '../registry';

/** Blog posts: published and public only (private posts are the author's alone). */
export const postSearch = defineSearchKind({
  key: 'posts',
  table: posts,
  id: posts.id,
  updatedAt: posts.updatedAt,
  visible: and(eq(posts.state, 'published'), eq(posts.permission, 'public'))!,
  title: posts.title,
  body: sql`coalesce(${posts.summary}, '') || ' ' || ${posts.contentText}`,
  publishedAt: posts.releasedAt,
  url: (row) => `/community/post/detail?id=${row.id}`,
});
