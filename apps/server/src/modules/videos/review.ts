import { and, eq, inArray, sql } from 'drizzle-orm';
import { sourcesOf, VIDEO_TRANSITIONS } from '@occ/shared';
import type { Db } from '../../db/client';
import { videos } from '../../db/schema';
import type { VideoRow } from './service';

export type VideoReviewEvent = 'approve' | 'reject' | 'remove';

/**
 * A moderator's decision on a video, for the review queue (modules/reviews): one conditional
 * UPDATE through VIDEO_TRANSITIONS, so two moderators cannot both decide. approve: under review
 * → published (release time set, earlier causes cleared; only a finished transcode is
 * published); reject: under review → failed review with the cause the author sees; remove:
 * published → removed from shelf with the reason. Answers the updated row, or null when the
 * video does not exist or its state does not allow the event (the caller answers 409).
 */
export async function applyVideoReview(
  db: Db,
  id: string,
  event: VideoReviewEvent,
  reason?: string,
): Promise<VideoRow | null> {
  const pairs = VIDEO_TRANSITIONS[event];
  const next = sql`case ${videos.state} ${sql.join(
    pairs.map(([from, to]) => sql`when ${from} then ${to}`),
    sql` `,
  )} end`;
  const now = new Date();
  const conds = [eq(videos.id, id), inArray(videos.state, sourcesOf(VIDEO_TRANSITIONS, event))];
  if (event === 'approve') conds.push(eq(videos.processing, 'ready'));
  const [row] = await db
    .update(videos)
    .set({
      state: next,
      reviewedAt: now,
      updatedAt: now,
      ...(event === 'approve' ? { releasedAt: now, failureCause: null, removalReason: null } : {}),
      ...(event === 'reject' ? { failureCause: reason ?? null } : {}),
      ...(event === 'remove' ? { removalReason: reason ?? null } : {}),
    })
    .where(and(...conds))
    .returning();
  return row ?? null;
}
