import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseLessons, courseProgress, courses, exams } from '../../db/schema';
import { Code } from '@occ/shared';
import { AppError, idNotExist } from '../../platform/errors';
import { issueIfComplete, quizNeedsPass } from './certificates';
import { enrol } from './enrolment';
import { progressData, progressOver } from './service';
import { assertOpen } from './stage-lock';

/** Records a lesson complete (again: no change) and issues the course certificate when that completes it. */
export async function recordCompletion(db: Db, userId: string, lessonId: number, courseId: number) {
  await db
    .insert(courseProgress)
    .values({ userId, lessonId, courseId })
    .onConflictDoNothing({ target: [courseProgress.userId, courseProgress.lessonId] });
  const certificateId = await issueIfComplete(db, userId, courseId);
  const { lessons, done } = await progressData(db, userId, [courseId]);
  return { progress: progressOver(lessons, done), certificateId };
}

/**
 * Marks a document lesson completed. A quiz lesson is complete only when its quiz is passed
 * (exams.submit) and a video lesson when 90% of it was watched (progress.report), so marking
 * either is refused (409).
 */
export async function completeLesson(db: Db, userId: string, lessonId: number) {
  const [row] = await db
    .select({ courseId: courseLessons.courseId, examId: exams.id, videoUrl: courseLessons.videoUrl })
    .from(courseLessons)
    .innerJoin(courses, eq(courses.id, courseLessons.courseId))
    .leftJoin(exams, eq(exams.lessonId, courseLessons.id))
    .where(
      and(
        eq(courseLessons.id, lessonId),
        isNotNull(courses.publishedAt),
        lte(courses.publishedAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!row) throw idNotExist();
  await assertLessonOpen(db, userId, row.courseId, lessonId);
  if (row.examId !== null) throw quizNeedsPass();
  if (row.videoUrl) throw new AppError(409, Code.CONFLICT, 'videoLessonNeedsWatching');
  // a watched video enrolled at its first report and a quiz at its start; a document enrols here
  await enrol(db, userId, row.courseId);
  return recordCompletion(db, userId, lessonId, row.courseId);
}

/** Refuses (403) when the lesson's stage is locked for `userId` (null: a visitor completed nothing). */
export async function assertLessonOpen(db: Db, userId: string | null, courseId: number, lessonId: number) {
  const [course] = await db
    .select({ stages: courses.stages })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  const stages = course?.stages ?? [];
  if (!stages.some((s) => s.requiresPrevious)) return;
  const { lessons, done } = await progressData(db, userId, [courseId]);
  assertOpen(stages, lessons, done, lessonId);
}
