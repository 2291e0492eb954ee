import { and, eq, sql } from 'drizzle-orm';
import { posts } from '../../../db/schema';
import { defineSearchKind } from '../registry';

/** The address of the first image of a markdown text. */
const FIRST_MARKDOWN_IMAGE = '!\\[[^\\]]*\\]\\(([^)\\s]+)';

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
  image: sql`case when ${posts.cover} not like 'default:%' then ${posts.cover}
    else substring(${posts.content} from ${FIRST_MARKDOWN_IMAGE}::text) end`,
  url: (row) => `/community/post/detail?id=${row.id}`,
});
