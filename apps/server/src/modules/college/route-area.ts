import { asc, eq, inArray, sql } from 'drizzle-orm';
import { Code } from '@occ/shared';
import { studyRoutesArea, type StudyRouteAreaBody } from '@occ/shared/admin';
import type { Db } from '../../db/client';
import { courses, studyRouteCourses, studyRoutes } from '../../db/schema';
import type { AreaBinding } from '../../platform/admin-area/binding';
import { AppError, idNotExist } from '../../platform/errors';
import { t } from '../../platform/i18n';

// Study routes in the console (issue 20): a tab of the course entry; the route's courses are a
// multiple select of the courses area, kept in the order chosen.

class UnknownCourse extends Error {
  constructor(readonly id: number) {
    super(`course ${id} does not exist`);
  }
}

const routeValues = (b: StudyRouteAreaBody) => ({
  slug: b.slug,
  titleZh: b.titleZh,
  titleEn: b.titleEn,
  summaryZh: b.summaryZh,
  summaryEn: b.summaryEn,
  sort: b.sort,
});

/** Replaces the route's courses with `ids`, in order; an id that is no course is refused. */
async function writeCourses(tx: Db, routeId: number, ids: number[]) {
  const found = await tx.select({ id: courses.id }).from(courses).where(inArray(courses.id, ids));
  const known = new Set(found.map((r) => r.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined) throw new UnknownCourse(missing);
  await tx.delete(studyRouteCourses).where(eq(studyRouteCourses.routeId, routeId));
  await tx
    .insert(studyRouteCourses)
    .values(ids.map((courseId, i) => ({ routeId, courseId, position: i + 1 })));
}

export const studyRoutesBinding: AreaBinding = {
  decl: studyRoutesArea as unknown as AreaBinding['decl'],
  table: studyRoutes,
  id: studyRoutes.id,
  columns: {
    titleZh: studyRoutes.titleZh,
    courseCount: sql<number>`(select count(*)::int from ${studyRouteCourses} where ${studyRouteCourses.routeId} = ${studyRoutes.id})`,
    sort: studyRoutes.sort,
    updatedAt: studyRoutes.updatedAt,
  },
  searchColumns: [studyRoutes.titleZh, studyRoutes.titleEn, studyRoutes.slug],
  opNames: { list: 'routes.adminList', get: 'routes.adminGet' },
  async read(tx, id): Promise<StudyRouteAreaBody | null> {
    const [row] = await tx
      .select()
      .from(studyRoutes)
      .where(eq(studyRoutes.id, Number(id)))
      .limit(1);
    if (!row) return null;
    const list = await tx
      .select({ courseId: studyRouteCourses.courseId })
      .from(studyRouteCourses)
      .where(eq(studyRouteCourses.routeId, row.id))
      .orderBy(asc(studyRouteCourses.position));
    return {
      slug: row.slug,
      titleZh: row.titleZh,
      titleEn: row.titleEn,
      summaryZh: row.summaryZh,
      summaryEn: row.summaryEn,
      sort: row.sort,
      courseIds: list.map((c) => c.courseId),
    };
  },
  async create(tx, body) {
    const b = body as StudyRouteAreaBody;
    const [row] = await tx
      .insert(studyRoutes)
      .values({ ...routeValues(b), publishedAt: null })
      .returning({ id: studyRoutes.id });
    await writeCourses(tx, row!.id, b.courseIds);
    return row!.id;
  },
  async update(tx, id, body) {
    const b = body as StudyRouteAreaBody;
    const rows = await tx
      .update(studyRoutes)
      .set({ ...routeValues(b), updatedAt: new Date() })
      .where(eq(studyRoutes.id, Number(id)))
      .returning({ id: studyRoutes.id });
    if (!rows.length) throw idNotExist();
    await writeCourses(tx, Number(id), b.courseIds);
  },
  async remove(tx, id) {
    const rows = await tx
      .delete(studyRoutes)
      .where(eq(studyRoutes.id, Number(id)))
      .returning({ id: studyRoutes.id });
    if (!rows.length) throw idNotExist();
  },
  writeError(e, req) {
    if (!(e instanceof UnknownCourse)) return null;
    const message = t(req, 'routeCourseUnknown', { id: e.id });
    return new AppError(422, Code.VALIDATION_FAILED, 'routeCourseUnknown', { id: e.id }, [
      { field: 'courseIds', message },
    ]);
  },
  publishedAt: studyRoutes.publishedAt,
};
