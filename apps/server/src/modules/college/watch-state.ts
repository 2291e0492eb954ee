import { and, eq } from 'drizzle-orm';
import { watchPercent, type WatchState } from '@occ/shared';
import type { Db } from '../../db/client';
import { lessonWatch } from '../../db/schema';

/** What a learner watched of a video lesson, as the lesson page shows it. */
export const stateOf = (row: {
  segments: [number, number][];
  position: number;
  duration: number;
}): WatchState => ({
  position: row.position,
  percent: watchPercent(row.segments, row.duration),
});

export async function watchOf(db: Db, userId: string, lessonId: number): Promise<WatchState | null> {
  const [row] = await db
    .select()
    .from(lessonWatch)
    .where(and(eq(lessonWatch.userId, userId), eq(lessonWatch.lessonId, lessonId)))
    .limit(1);
  return row ? stateOf(row) : null;
}
