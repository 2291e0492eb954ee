import { and, asc, count, countDistinct, desc, eq, inArray, isNotNull, lte, sql, sum } from 'drizzle-orm';
import {
  lessonLocked,
  offsetOf,
  type CourseListQuery,
  type CourseProgressOf,
  type PageQuery,
} from '@occ/shared';
import type { Db } from '../../db/client';
import {
  certificates,
  courseEnrolments,
  courseLessons,
  courseMaterials,
  courseProgress,
  courses,
  documents,
  exams,
  resources,
  storedFiles,
  studyRouteCourses,
  studyRoutes,
} from '../../db/schema';
import { idNotExist } from '../../platform/errors';
import { stageLocked } from './stage-lock';
import { enrolledAt } from './enrolment';
import { watchOf } from './watch-state';

export type CourseRow = typeof courses.$inferSelect;
export type RouteRow = typeof studyRoutes.$inferSelect;
export interface CourseStats {
  totalMinutes: number;
  learners: number;
}

const isPublished = (col: typeof courses.publishedAt | typeof studyRoutes.publishedAt) =>
  and(isNotNull(col), lte(col, sql`now()`));

/** Class hours and learners of a page of courses: two grouped queries, not one per course. */
export async function courseStats(db: Db, ids: number[]): Promise<Map<number, CourseStats>> {
  const stats = new Map<number, CourseStats>(ids.map((id) => [id, { totalMinutes: 0, learners: 0 }]));
  if (!ids.length) return stats;
  const [minutes, learners] = await Promise.all([
    db
      .select({ id: courseLessons.courseId, n: sum(courseLessons.durationMinutes).mapWith(Number) })
      .from(courseLessons)
      .where(inArray(courseLessons.courseId, ids))
      .groupBy(courseLessons.courseId),
    db
      .select({ id: courseEnrolments.courseId, n: count() })
      .from(courseEnrolments)
      .where(inArray(courseEnrolments.courseId, ids))
      .groupBy(courseEnrolments.courseId),
  ]);
  for (const r of minutes) stats.get(r.id)!.totalMinutes = r.n ?? 0;
  for (const r of learners) stats.get(r.id)!.learners = r.n;
  return stats;
}

export async function listCourses(db: Db, q: CourseListQuery) {
  const where = and(
    isPublished(courses.publishedAt),
    q.category ? eq(courses.category, q.category) : undefined,
    q.level ? eq(courses.level, q.level) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(courses)
      .where(where)
      .orderBy(asc(courses.sort), asc(courses.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(courses).where(where),
  ]);
  const stats = await courseStats(
    db,
    items.map((c) => c.id),
  );
  return { items, stats, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

export interface LessonRef {
  id: number;
  courseId: number;
  position: number;
  stage: number;
}

/** The lessons of some courses (ids and order) and which of them `userId` completed. */
export async function progressData(db: Db, userId: string | null, courseIds: number[]) {
  if (!courseIds.length) return { lessons: [] as LessonRef[], done: new Set<number>() };
  const [lessons, done] = await Promise.all([
    db
      .select({
        id: courseLessons.id,
        courseId: courseLessons.courseId,
        position: courseLessons.position,
        stage: courseLessons.stage,
      })
      .from(courseLessons)
      .where(inArray(courseLessons.courseId, courseIds))
      .orderBy(asc(courseLessons.courseId), asc(courseLessons.position)),
    userId
      ? db
          .select({ id: courseProgress.lessonId })
          .from(courseProgress)
          .where(and(eq(courseProgress.userId, userId), inArray(courseProgress.courseId, courseIds)))
      : Promise.resolve([]),
  ]);
  return { lessons, done: new Set(done.map((d) => d.id)) };
}

/** Progress over an ordered list of lessons. */
export function progressOver(lessons: readonly { id: number }[], done: Set<number>): CourseProgressOf {
  const completed = lessons.filter((l) => done.has(l.id)).length;
  const total = lessons.length;
  return {
    completedLessons: completed,
    totalLessons: total,
    percent: total ? Math.floor((completed * 100) / total) : 0,
    nextLessonId: lessons.find((l) => !done.has(l.id))?.id ?? null,
  };
}

export async function getCourse(db: Db, slug: string, userId: string | null) {
  const [course] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.slug, slug), isPublished(courses.publishedAt)))
    .limit(1);
  if (!course) throw idNotExist();
  const [lessons, done, stats, courseExams, enrolled, materials] = await Promise.all([
    db
      .select()
      .from(courseLessons)
      .where(eq(courseLessons.courseId, course.id))
      .orderBy(asc(courseLessons.position)),
    userId
      ? db
          .select({ id: courseProgress.lessonId })
          .from(courseProgress)
          .where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, course.id)))
      : Promise.resolve([]),
    courseStats(db, [course.id]),
    db.select({ id: exams.id, lessonId: exams.lessonId }).from(exams).where(eq(exams.courseId, course.id)),
    enrolledAt(db, userId, course.id),
    courseMaterialRows(db, course.id),
  ]);
  return {
    course,
    materials,
    lessons,
    done: new Set(done.map((d) => d.id)),
    stats: stats.get(course.id)!,
    quizzes: new Map(courseExams.flatMap((e) => (e.lessonId ? [[e.lessonId, e.id] as const] : []))),
    finalExamId: courseExams.find((e) => e.lessonId === null)?.id ?? null,
    enrolledAt: enrolled,
  };
}

/** A course's materials in order: only resources public in the directory. */
export function courseMaterialRows(db: Db, courseId: number) {
  return db
    .select({
      id: resources.id,
      name: resources.name,
      type: resources.type,
      fileName: storedFiles.name,
      size: storedFiles.size,
    })
    .from(courseMaterials)
    .innerJoin(resources, eq(resources.id, courseMaterials.resourceId))
    .innerJoin(storedFiles, eq(storedFiles.id, resources.fileId))
    .where(and(eq(courseMaterials.courseId, courseId), eq(resources.approved, true)))
    .orderBy(asc(courseMaterials.sort), asc(resources.id));
}

/** One lesson of a published course, with its neighbours and the reader's progress. */
export async function getLesson(db: Db, id: number, userId: string | null) {
  const [row] = await db
    .select({
      lesson: courseLessons,
      course: courses,
      examId: exams.id,
      document: { id: documents.id, format: documents.format },
    })
    .from(courseLessons)
    .innerJoin(courses, eq(courses.id, courseLessons.courseId))
    .leftJoin(exams, eq(exams.lessonId, courseLessons.id))
    .leftJoin(documents, and(eq(documents.id, courseLessons.documentId), isNotNull(documents.publishedAt)))
    .where(and(eq(courseLessons.id, id), isPublished(courses.publishedAt)))
    .limit(1);
  if (!row) throw idNotExist();
  const [{ lessons, done }, watch] = await Promise.all([
    progressData(db, userId, [row.course.id]),
    userId && row.lesson.videoUrl ? watchOf(db, userId, id) : null,
  ]);
  const lock = lessonLocked(row.course.stages, lessons, done, id);
  if (lock.locked) throw stageLocked(lock.stage, row.course.slug);
  const at = lessons.findIndex((l) => l.id === id);
  return {
    ...row,
    watch,
    lessons,
    done,
    prevLessonId: lessons[at - 1]?.id ?? null,
    nextLessonId: lessons[at + 1]?.id ?? null,
  };
}

/**
 * My courses: those I enrolled in (completing a lesson enrols), split by finished or not, last
 * studied (or enrolled, before any lesson) first. Enrolled with nothing done yet: in progress.
 */
export async function myCourses(db: Db, userId: string, state: 'in_progress' | 'completed', q: PageQuery) {
  const done = count(courseProgress.lessonId);
  const last =
    sql<Date>`coalesce(max(${courseProgress.completedAt}), ${courseEnrolments.enrolledAt})`.mapWith(
      courseEnrolments.enrolledAt,
    );
  const finished = sql`(${done} > 0 and ${done} >= ${courses.lessonCount})`;
  const groups = await db
    .select({
      courseId: courseEnrolments.courseId,
      last,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .leftJoin(
      courseProgress,
      and(eq(courseProgress.courseId, courseEnrolments.courseId), eq(courseProgress.userId, userId)),
    )
    .where(and(eq(courseEnrolments.userId, userId), isPublished(courses.publishedAt)))
    .groupBy(courseEnrolments.courseId, courseEnrolments.enrolledAt, courses.lessonCount)
    .having(state === 'completed' ? finished : sql`not ${finished}`)
    .orderBy(desc(last), desc(courseEnrolments.courseId))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const ids = groups.map((g) => g.courseId);
  const [rows, stats, progress] = await Promise.all([
    ids.length ? db.select().from(courses).where(inArray(courses.id, ids)) : Promise.resolve([]),
    courseStats(db, ids),
    progressData(db, userId, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = groups.map((g) => ({
    course: byId.get(g.courseId)!,
    stats: stats.get(g.courseId)!,
    progress: progressOver(
      progress.lessons.filter((l) => l.courseId === g.courseId),
      progress.done,
    ),
    lastStudiedAt: g.last ?? new Date(0),
  }));
  let total = groups[0]?.total ?? 0;
  if (!groups.length && q.page > 1) total = -1; // past the end: the count is unknown here
  return { items, total: Math.max(total, 0), page: q.page, pageSize: q.pageSize };
}

export async function listRoutes(db: Db) {
  const routes = await db
    .select()
    .from(studyRoutes)
    .where(isPublished(studyRoutes.publishedAt))
    .orderBy(asc(studyRoutes.sort), asc(studyRoutes.id))
    .limit(100);
  const ids = routes.map((r) => r.id);
  const totals = ids.length
    ? await db
        .select({
          id: studyRouteCourses.routeId,
          courses: countDistinct(studyRouteCourses.courseId),
          minutes: sql<number>`coalesce(sum(${courseLessons.durationMinutes}), 0)`.mapWith(Number),
        })
        .from(studyRouteCourses)
        .innerJoin(courses, eq(courses.id, studyRouteCourses.courseId))
        .leftJoin(courseLessons, eq(courseLessons.courseId, courses.id))
        .where(and(inArray(studyRouteCourses.routeId, ids), isPublished(courses.publishedAt)))
        .groupBy(studyRouteCourses.routeId)
    : [];
  const byId = new Map(totals.map((t) => [t.id, t]));
  return routes.map((r) => ({
    route: r,
    courseCount: byId.get(r.id)?.courses ?? 0,
    totalMinutes: byId.get(r.id)?.minutes ?? 0,
  }));
}

export async function getRoute(db: Db, slug: string, userId: string | null) {
  const [route] = await db
    .select()
    .from(studyRoutes)
    .where(and(eq(studyRoutes.slug, slug), isPublished(studyRoutes.publishedAt)))
    .limit(1);
  if (!route) throw idNotExist();
  const list = await db
    .select({ course: courses })
    .from(studyRouteCourses)
    .innerJoin(courses, eq(courses.id, studyRouteCourses.courseId))
    .where(and(eq(studyRouteCourses.routeId, route.id), isPublished(courses.publishedAt)))
    .orderBy(asc(studyRouteCourses.position));
  const ids = list.map((l) => l.course.id);
  const [stats, progress, cert] = await Promise.all([
    courseStats(db, ids),
    progressData(db, userId, ids),
    userId
      ? db
          .select({ id: certificates.id })
          .from(certificates)
          .where(and(eq(certificates.userId, userId), eq(certificates.routeId, route.id)))
          .limit(1)
      : [],
  ]);
  return {
    route,
    courses: list.map((l) => l.course),
    stats,
    ...progress,
    certificateId: cert[0]?.id ?? null,
  };
}
