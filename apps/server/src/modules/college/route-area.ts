import { asc, eq, inArray, sql } from 'drizzle-orm';
import { Code } from '@occ/shared';
import { studyRoutesArea, type StudyRouteAreaBody } from '@occ/shared/admin';
import type { Db } from '../../db/client';
import { courses, studyRouteCourses, studyRoutes } from '../../db/schema';
import { outer } from '../../db/sql';
import { plainWrites, type AreaBinding } from '../../platform/admin-area/binding';
import { AppError } from '../../platform/errors';
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

/** The route row itself; its courses are written beside it. */
const routeRow = plainWrites<typeof studyRoutesArea.body>(studyRoutes, studyRoutes.id, (b) =>
  routeValues(b as StudyRouteAreaBody),
);

export const studyRoutesBinding: AreaBinding = {
  decl: studyRoutesArea as unknown as AreaBinding['decl'],
  table: studyRoutes,
  id: studyRoutes.id,
  columns: {
    titleZh: studyRoutes.titleZh,
    courseCount: sql<number>`(select count(*)::int from ${studyRouteCourses} where ${studyRouteCourses.routeId} = ${outer(studyRoutes.id)})`,
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
    const id = Number(await routeRow.create(tx, b));
    await writeCourses(tx, id, b.courseIds);
    return id;
  },
  async update(tx, id, body) {
    const b = body as StudyRouteAreaBody;
    await routeRow.update(tx, id, b);
    await writeCourses(tx, Number(id), b.courseIds);
  },
  remove: routeRow.remove,
  writeError(e, req) {
    if (!(e instanceof UnknownCourse)) return null;
    const message = t(req, 'routeCourseUnknown', { id: e.id });
    return new AppError(422, Code.VALIDATION_FAILED, 'routeCourseUnknown', { id: e.id }, [
      { field: 'courseIds', message },
    ]);
  },
  publishedAt: studyRoutes.publishedAt,
};
