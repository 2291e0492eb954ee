import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import {
  Code,
  translate,
  type CompleteLocale,
  mergeSegment,
  watchComplete,
  type WatchReport,
} from '@occ/shared';
import type { Db } from '../../db/client';
import { courseLessons, courses, lessonWatch } from '../../db/schema';
import { AppError, idNotExist } from '../../platform/errors';
import { assertLessonOpen, recordCompletion } from './completion';
import { enrol } from './enrolment';
import { stateOf } from './watch-state';

// Video lessons (issue 20): the player reports watched segments; the lesson completes once 90%
// of the video is covered. The row is locked for the merge, so two tabs reporting at once both count.

const notAVideo = () => new AppError(409, Code.CONFLICT, 'lessonHasNoVideo');

/** Merges one report; completes the lesson (and maybe the course) when 90% is watched. */
export async function reportWatch(
  db: Db,
  userId: string,
  lessonId: number,
  r: WatchReport,
  locale: CompleteLocale,
) {
  const [lesson] = await db
    .select({ courseId: courseLessons.courseId, videoUrl: courseLessons.videoUrl })
    .from(courseLessons)
    .innerJoin(courses, eq(courses.id, courseLessons.courseId))
    .where(
      and(
        eq(courseLessons.id, lessonId),
        isNotNull(courses.publishedAt),
        lte(courses.publishedAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!lesson) throw idNotExist();
  if (!lesson.videoUrl) throw notAVideo();
  await assertLessonOpen(db, userId, lesson.courseId, lessonId);

  const merged = await db.transaction(async (tx) => {
    await tx
      .insert(lessonWatch)
      .values({ userId, lessonId, duration: r.duration })
      .onConflictDoNothing({ target: [lessonWatch.userId, lessonWatch.lessonId] });
    await enrol(tx, userId, lesson.courseId);
    const [row] = await tx
      .select()
      .from(lessonWatch)
      .where(and(eq(lessonWatch.userId, userId), eq(lessonWatch.lessonId, lessonId)))
      .for('update');
    // the first length reported stands: a later, shorter one cannot make the video easier to finish
    const duration = row!.duration;
    if (r.to > duration + 1)
      throw new AppError(422, Code.VALIDATION_FAILED, 'segmentPastEnd', {}, [
        { field: 'to', message: translate('segmentPastEnd', locale) },
      ]);
    const segments = mergeSegment(row!.segments, [r.from, r.to]);
    const position = Math.min(r.position, duration);
    await tx
      .update(lessonWatch)
      .set({ segments, position, updatedAt: new Date() })
      .where(and(eq(lessonWatch.userId, userId), eq(lessonWatch.lessonId, lessonId)));
    return { segments, position, duration };
  });

  const complete = watchComplete(merged.segments, merged.duration);
  const done = complete ? await recordCompletion(db, userId, lessonId, lesson.courseId) : null;
  return {
    lessonId,
    watch: stateOf(merged),
    completed: complete,
    progress: done?.progress ?? null,
    certificateId: done?.certificateId ?? null,
  };
}
