import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { Code } from '@occ/shared';
import { coursesArea, type CourseAreaBody } from '@occ/shared/admin';
import type { Db } from '../../db/client';
import { courseLessons, courseMaterials, courses, documents, resources } from '../../db/schema';
import { plainWrites, type AreaBinding } from '../../platform/admin-area/binding';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';

/** A lesson row the server refuses: its stage is not one of the course's, or its document unknown. */
class BadLessonRow extends Error {
  constructor(
    readonly row: number,
    readonly field: 'stage' | 'documentId',
    readonly value: number,
  ) {
    super(`lesson ${row}: bad ${field}`);
  }
}

/** A material the server refuses: no resource of the directory, or not public there. */
class UnknownMaterial extends Error {
  constructor(readonly id: number) {
    super(`resource ${id} is not a public resource`);
  }
}

/** Replaces the course's materials with `ids`, in order; each must be a public resource. */
async function writeMaterials(tx: Db, courseId: number, ids: number[]) {
  if (ids.length) {
    const found = await tx
      .select({ id: resources.id })
      .from(resources)
      .where(and(inArray(resources.id, ids), eq(resources.approved, true)));
    const known = new Set(found.map((r) => r.id));
    const missing = ids.find((id) => !known.has(id));
    if (missing !== undefined) throw new UnknownMaterial(missing);
  }
  await tx.delete(courseMaterials).where(eq(courseMaterials.courseId, courseId));
  if (ids.length)
    await tx
      .insert(courseMaterials)
      .values(ids.map((resourceId, i) => ({ courseId, resourceId, sort: i + 1 })));
}

/** Every lesson's stage is one of the course's and every document a published one. */
async function checkLessons(tx: Db, b: CourseAreaBody) {
  const stageCount = Math.max(1, b.stages.length);
  const over = b.lessons.findIndex((l) => l.stage > stageCount);
  if (over >= 0) throw new BadLessonRow(over, 'stage', b.lessons[over]!.stage);
  const ids = [...new Set(b.lessons.flatMap((l) => (l.documentId ? [l.documentId] : [])))];
  if (!ids.length) return;
  const found = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(inArray(documents.id, ids), isNotNull(documents.publishedAt)));
  const known = new Set(found.map((d) => d.id));
  const bad = b.lessons.findIndex((l) => l.documentId !== null && !known.has(l.documentId));
  if (bad >= 0) throw new BadLessonRow(bad, 'documentId', b.lessons[bad]!.documentId!);
}

const courseValues = (b: CourseAreaBody) => ({
  slug: b.slug,
  titleZh: b.titleZh,
  titleEn: b.titleEn,
  summaryZh: b.summaryZh,
  summaryEn: b.summaryEn,
  coverUrl: b.coverUrl,
  level: b.level,
  category: b.category,
  featured: b.featured,
  sort: b.sort,
  stages: b.stages,
  keyPoints: b.keyPoints,
  tags: b.tags,
  teachers: b.teachers,
  lessonCount: b.lessons.length,
});

/**
 * The lessons are rows of the course form, in order. Row n updates the lesson at position n in
 * place (so learners keep their progress when a lesson is corrected), new rows are added and rows
 * past the end removed. Positions are moved out of the way first: UNIQUE(course_id, position).
 */
async function writeLessons(tx: Db, courseId: number, rows: CourseAreaBody['lessons']) {
  const existing = await tx
    .select({ id: courseLessons.id })
    .from(courseLessons)
    .where(eq(courseLessons.courseId, courseId))
    .orderBy(asc(courseLessons.position));
  await tx
    .delete(courseLessons)
    .where(and(eq(courseLessons.courseId, courseId), gt(courseLessons.position, rows.length)));
  for (const [i, r] of rows.entries()) {
    const values = {
      position: i + 1,
      titleZh: r.titleZh,
      titleEn: r.titleEn,
      bodyZh: r.bodyZh,
      bodyEn: r.bodyEn,
      videoUrl: r.videoUrl,
      documentId: r.documentId,
      stage: r.stage,
      durationMinutes: r.durationMinutes,
    };
    const at = existing[i];
    if (at) await tx.update(courseLessons).set(values).where(eq(courseLessons.id, at.id));
    else await tx.insert(courseLessons).values({ ...values, courseId });
  }
}

/** The course row itself; its lessons are written beside it. */
const courseRow = plainWrites<typeof coursesArea.body>(courses, courses.id, (b) =>
  courseValues(b as CourseAreaBody),
);

/** Courses in the console: a draft until published to production (then public in /college). */
export const coursesBinding: AreaBinding = {
  decl: coursesArea as unknown as AreaBinding['decl'],
  table: courses,
  id: courses.id,
  columns: {
    titleZh: courses.titleZh,
    category: courses.category,
    level: courses.level,
    lessonCount: courses.lessonCount,
    sort: courses.sort,
    updatedAt: courses.updatedAt,
  },
  searchColumns: [courses.titleZh, courses.titleEn, courses.slug],
  opNames: { list: 'courses.adminList', get: 'courses.adminGet' },
  async read(tx, id): Promise<CourseAreaBody | null> {
    const [row] = await tx
      .select()
      .from(courses)
      .where(eq(courses.id, Number(id)))
      .limit(1);
    if (!row) return null;
    const [lessons, materials] = await Promise.all([
      tx
        .select()
        .from(courseLessons)
        .where(eq(courseLessons.courseId, row.id))
        .orderBy(asc(courseLessons.position)),
      tx
        .select({ id: courseMaterials.resourceId })
        .from(courseMaterials)
        .where(eq(courseMaterials.courseId, row.id))
        .orderBy(asc(courseMaterials.sort)),
    ]);
    return {
      slug: row.slug,
      titleZh: row.titleZh,
      titleEn: row.titleEn,
      summaryZh: row.summaryZh,
      summaryEn: row.summaryEn,
      coverUrl: row.coverUrl,
      level: row.level as CourseAreaBody['level'],
      category: row.category as CourseAreaBody['category'],
      featured: row.featured,
      sort: row.sort,
      stages: row.stages,
      keyPoints: row.keyPoints,
      tags: row.tags,
      teachers: row.teachers,
      materialIds: materials.map((m) => m.id),
      lessons: lessons.map((l) => ({
        titleZh: l.titleZh,
        titleEn: l.titleEn,
        bodyZh: l.bodyZh,
        bodyEn: l.bodyEn,
        videoUrl: l.videoUrl,
        documentId: l.documentId,
        stage: l.stage,
        durationMinutes: l.durationMinutes,
      })),
    };
  },
  async create(tx, body) {
    const b = body as CourseAreaBody;
    await checkLessons(tx, b);
    const id = Number(await courseRow.create(tx, b));
    await writeLessons(tx, id, b.lessons);
    await writeMaterials(tx, id, b.materialIds);
    return id;
  },
  async update(tx, id, body) {
    const b = body as CourseAreaBody;
    await checkLessons(tx, b);
    await courseRow.update(tx, id, b);
    await writeLessons(tx, Number(id), b.lessons);
    await writeMaterials(tx, Number(id), b.materialIds);
  },
  remove: courseRow.remove,
  writeError(e, req) {
    if (e instanceof UnknownMaterial) {
      const message = t(req, 'materialUnknown', { id: e.id });
      return new AppError(422, Code.VALIDATION_FAILED, 'materialUnknown', { id: e.id }, [
        { field: 'materialIds', message },
      ]);
    }
    if (!(e instanceof BadLessonRow)) return null;
    const key = e.field === 'stage' ? 'lessonStageUnknown' : 'lessonDocumentUnknown';
    const params = { number: e.row + 1, value: e.value };
    return new AppError(422, Code.VALIDATION_FAILED, key, params, [
      { field: `lessons.${e.row}.${e.field}`, message: t(req, key, params) },
    ]);
  },
  publishedAt: courses.publishedAt,
};
