import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { posts } from '../../db/schema';

/**
 * Hotness of a post (sort "hottest"), the questions' formula with the post's own signals:
 * (views/10 + likes×2 + comments×2 + collections×2 + 1) / (hours since release + 2)^1.5.
 * Recomputed on view, like, collection and approval, and every 10 minutes by the 'posts.score'
 * job (the age term decays between changes).
 */
const SCORE = sql`(${posts.views} / 10.0
  + coalesce((select (tc.likes + tc.comments + tc.collections) * 2 from target_counters tc
      where tc.target_type = 'post' and tc.target_id = ${posts.id}), 0) + 1)
  / power(extract(epoch from (now() - coalesce(${posts.releasedAt}, ${posts.createdAt}))) / 3600.0 + 2, 1.5)`;

export async function recomputePostScore(db: Db, id?: string): Promise<void> {
  await db
    .update(posts)
    .set({ score: sql`${SCORE}` })
    .where(id ? eq(posts.id, id) : and(eq(posts.state, 'published'), eq(posts.permission, 'public')));
}
