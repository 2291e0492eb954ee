import { and, count, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { CourseEnrolled } from '@occ/shared';
import type { Db } from '../../db/client';
import { courseEnrolments, courses } from '../../db/schema';
import { idNotExist } from '../../platform/errors';

// Enrolment (issue 20): one click on the course page, or implicitly when a learner completes or
// watches a lesson or starts an exam. The primary key (course, user) makes concurrent enrols one row.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Enrols `userId` in a course; already enrolled: no change. One statement, usable in a transaction. */
export async function enrol(db: Db | Tx, userId: string, courseId: number) {
  await db
    .insert(courseEnrolments)
    .values({ courseId, userId })
    .onConflictDoNothing({ target: [courseEnrolments.courseId, courseEnrolments.userId] });
}

/** When `userId` enrolled in the course, or null. */
export async function enrolledAt(db: Db, userId: string | null, courseId: number): Promise<Date | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ at: courseEnrolments.enrolledAt })
    .from(courseEnrolments)
    .where(and(eq(courseEnrolments.courseId, courseId), eq(courseEnrolments.userId, userId)))
    .limit(1);
  return row?.at ?? null;
}

/** courses.enroll: enrols in a published course (unknown or unpublished: 404); again answers the same enrolment. */
export async function enrolCourse(db: Db, slug: string, userId: string): Promise<CourseEnrolled> {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.slug, slug), isNotNull(courses.publishedAt), lte(courses.publishedAt, sql`now()`)))
    .limit(1);
  if (!course) throw idNotExist();
  await enrol(db, userId, course.id);
  const [at, [learners]] = await Promise.all([
    enrolledAt(db, userId, course.id),
    db.select({ n: count() }).from(courseEnrolments).where(eq(courseEnrolments.courseId, course.id)),
  ]);
  return { enrolled: true, enrolledAt: at!.toISOString(), learners: learners?.n ?? 0 };
}
