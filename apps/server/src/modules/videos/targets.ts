import { and, eq } from 'drizzle-orm';
import { videos } from '../../db/schema';
import { registerTarget } from '../interactions/targets';

/** The page of a video. */
export const videoLink = (id: string) => `/community/video/detail?id=${id}`;

/**
 * Registers target type 'video' with the interactions registry (likes, collections, comments,
 * reports): only published videos are targets.
 */
export function registerVideoTarget(): void {
  registerTarget('video', {
    async exists(db, id) {
      const [v] = await db
        .select({ authorId: videos.authorId, name: videos.name })
        .from(videos)
        .where(and(eq(videos.id, id), eq(videos.state, 'published')))
        .limit(1);
      return v ? { authorId: v.authorId, link: videoLink(id), title: v.name } : null;
    },
  });
}
