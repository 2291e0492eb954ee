import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { Code, type MessageKey } from '@occ/shared';
import { examsArea, type ExamAreaBody } from '@occ/shared/admin';
import type { Db } from '../../db/client';
import { bankQuestions, courseLessons, courses, examAttempts, exams } from '../../db/schema';
import type { AreaBinding, AreaId } from '../../platform/admin-area/binding';
import { AppError, idNotExist } from '../../platform/errors';
import { t } from '../../platform/i18n';

// Quizzes and final exams in the console (issue 20): a tab of the course entry. The exam row is
// live at once (the course it belongs to is what gets published); the server checks what the
// schema cannot: the course, the quiz lesson, the questions and that the categories hold enough.

/** A write the server refuses: the field it names, the message key and its parameters. */
class ExamRefused extends Error {
  constructor(
    readonly field: keyof ExamAreaBody,
    readonly key: MessageKey,
    readonly params: Record<string, number>,
  ) {
    super(key);
  }
}

/** The row values of a checked body (the quiz lesson resolved to its id). */
async function checked(tx: Db, b: ExamAreaBody, self: number | null) {
  const [course] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.id, b.courseId))
    .limit(1);
  if (!course) throw new ExamRefused('courseId', 'routeCourseUnknown', { id: b.courseId });
  let lessonId: number | null = null;
  if (b.lessonNumber !== null) {
    const number = b.lessonNumber;
    const [lesson] = await tx
      .select({
        id: courseLessons.id,
        videoUrl: courseLessons.videoUrl,
        documentId: courseLessons.documentId,
      })
      .from(courseLessons)
      .where(and(eq(courseLessons.courseId, b.courseId), eq(courseLessons.position, number)))
      .limit(1);
    if (!lesson) throw new ExamRefused('lessonNumber', 'examLessonUnknown', { number });
    if (lesson.videoUrl || lesson.documentId !== null)
      throw new ExamRefused('lessonNumber', 'examLessonNotQuiz', { number });
    const [taken] = await tx
      .select({ id: exams.id })
      .from(exams)
      .where(and(eq(exams.lessonId, lesson.id), self === null ? undefined : ne(exams.id, self)))
      .limit(1);
    if (taken) throw new ExamRefused('lessonNumber', 'examLessonTaken', { number });
    lessonId = lesson.id;
  }
  const fixed = b.draw === 'fixed';
  if (fixed) {
    const found = await tx
      .select({ id: bankQuestions.id })
      .from(bankQuestions)
      .where(inArray(bankQuestions.id, b.questionIds));
    const known = new Set(found.map((q) => q.id));
    const missing = b.questionIds.find((id) => !known.has(id));
    if (missing !== undefined) throw new ExamRefused('questionIds', 'examQuestionUnknown', { id: missing });
  } else {
    const [held] = await tx
      .select({ n: count() })
      .from(bankQuestions)
      .where(inArray(bankQuestions.category, b.categories));
    if ((held?.n ?? 0) < b.drawCount)
      throw new ExamRefused('drawCount', 'examDrawTooMany', { count: held?.n ?? 0, drawCount: b.drawCount });
  }
  return {
    courseId: b.courseId,
    lessonId,
    titleZh: b.titleZh,
    titleEn: b.titleEn,
    draw: b.draw,
    // what the other way of drawing would use is not kept: the row says one thing
    questionIds: fixed ? b.questionIds : [],
    categories: fixed ? [] : b.categories,
    drawCount: fixed ? 0 : b.drawCount,
    timeLimitMinutes: b.timeLimitMinutes,
    passPercent: b.passPercent,
    attemptsAllowed: b.attemptsAllowed,
  };
}

// the list selects from one table, where drizzle leaves column names unqualified
const courseTitle = sql<string>`(select c.title_zh from courses c where c.id = exams.course_id)`;
const lessonNumber = sql<
  number | null
>`(select l.position from course_lessons l where l.id = exams.lesson_id)`;

export const examsBinding: AreaBinding = {
  decl: examsArea as unknown as AreaBinding['decl'],
  table: exams,
  id: exams.id,
  columns: {
    id: exams.id,
    titleZh: exams.titleZh,
    courseId: exams.courseId,
    courseTitle,
    lessonNumber,
    draw: exams.draw,
    timeLimitMinutes: exams.timeLimitMinutes,
    passPercent: exams.passPercent,
    attemptsAllowed: exams.attemptsAllowed,
  },
  searchColumns: [exams.titleZh, exams.titleEn, courseTitle],
  opNames: { list: 'exams.adminList', get: 'exams.adminGet' },
  async read(tx, id): Promise<ExamAreaBody | null> {
    const [row] = await tx
      .select({ exam: exams, lessonNumber: courseLessons.position })
      .from(exams)
      .leftJoin(courseLessons, eq(courseLessons.id, exams.lessonId))
      .where(eq(exams.id, Number(id)))
      .limit(1);
    if (!row) return null;
    const e = row.exam;
    return {
      courseId: e.courseId,
      lessonNumber: row.lessonNumber,
      titleZh: e.titleZh,
      titleEn: e.titleEn,
      draw: e.draw as ExamAreaBody['draw'],
      questionIds: e.questionIds,
      categories: e.categories as ExamAreaBody['categories'],
      drawCount: e.drawCount,
      timeLimitMinutes: e.timeLimitMinutes,
      passPercent: e.passPercent,
      attemptsAllowed: e.attemptsAllowed,
    };
  },
  async create(tx, body) {
    const values = await checked(tx, body as ExamAreaBody, null);
    const [row] = await tx.insert(exams).values(values).returning({ id: exams.id });
    return row!.id;
  },
  async update(tx, id: AreaId, body) {
    const values = await checked(tx, body as ExamAreaBody, Number(id));
    const rows = await tx
      .update(exams)
      .set(values)
      .where(eq(exams.id, Number(id)))
      .returning({ id: exams.id });
    if (!rows.length) throw idNotExist();
  },
  /** An exam learners have taken stays with their results (its attempts would go with it). */
  async remove(tx, id: AreaId) {
    const [taken] = await tx
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(eq(examAttempts.examId, Number(id)))
      .limit(1);
    if (taken) throw new AppError(409, Code.CONFLICT, 'examHasAttempts');
    const rows = await tx
      .delete(exams)
      .where(eq(exams.id, Number(id)))
      .returning({ id: exams.id });
    if (!rows.length) throw idNotExist();
  },
  writeError(e, req) {
    if (!(e instanceof ExamRefused)) return null;
    return new AppError(422, Code.VALIDATION_FAILED, e.key, e.params, [
      { field: e.field, message: t(req, e.key, e.params) },
    ]);
  },
};
