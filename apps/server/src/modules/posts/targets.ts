import { and, eq } from 'drizzle-orm';
import { postLink } from '@occ/shared';
import { posts } from '../../db/schema';
import { registerTarget } from '../interactions/targets';
import { isListed } from './reading';
import { recomputePostScore } from './score';

/**
 * Registers 'post' with the interactions registry: likes, collections, comments and reports reach
 * published public posts only (a private post has no audience to interact with it).
 */
export function registerPostTarget(): void {
  registerTarget('post', {
    async exists(db, id) {
      const [p] = await db
        .select({ id: posts.id, authorId: posts.authorId, title: posts.title })
        .from(posts)
        .where(and(eq(posts.id, id), isListed))
        .limit(1);
      return p ? { authorId: p.authorId, link: postLink(p.id), title: p.title } : null;
    },
    // likes and collections feed the hotness score (sort "hottest")
    countersChanged: (db, id) => recomputePostScore(db, id),
  });
}
