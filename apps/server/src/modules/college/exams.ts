import { and, asc, count, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import {
  Code,
  EXAM_GRACE_SECONDS,
  translate,
  type CompleteLocale,
  type ExamAnswer,
  type QuestionType,
} from '@occ/shared';
import type { Db } from '../../db/client';
import {
  bankQuestions,
  courses,
  examAttempts,
  exams,
  questionVersions,
  type AttemptQuestionRef,
  type QuestionOptionRow,
} from '../../db/schema';
import { AppError, conflict, idNotExist } from '../../platform/errors';
import { pgError } from '../../platform/pg-error';
import { enrol } from './enrolment';

export type ExamRow = typeof exams.$inferSelect;
export type AttemptRow = typeof examAttempts.$inferSelect;

/** The content of a question as an attempt drew it (its version then). */
export interface QuestionContent {
  id: number;
  type: QuestionType;
  stemZh: string;
  stemEn: string;
  options: QuestionOptionRow[];
  accepted: string[];
  explanationZh: string;
  explanationEn: string;
}

/** An exam of a published course, with the course's slug and titles. */
export async function examOf(db: Db, id: number) {
  const [row] = await db
    .select({ exam: exams, slug: courses.slug, titleZh: courses.titleZh, titleEn: courses.titleEn })
    .from(exams)
    .innerJoin(courses, eq(courses.id, exams.courseId))
    .where(and(eq(exams.id, id), isNotNull(courses.publishedAt), lte(courses.publishedAt, sql`now()`)))
    .limit(1);
  if (!row) throw idNotExist();
  return row;
}

export async function attemptsOf(db: Db, examId: number, userId: string) {
  return db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), eq(examAttempts.userId, userId)))
    .orderBy(asc(examAttempts.number));
}

const graceMs = EXAM_GRACE_SECONDS * 1000;
const isOpen = (a: AttemptRow, now: Date) =>
  !a.submittedAt && a.deadlineAt.getTime() + graceMs > now.getTime();

/** The questions of a new attempt: the fixed list, or a random draw from the exam's categories. */
async function drawQuestions(db: Db, exam: ExamRow): Promise<AttemptQuestionRef[]> {
  const pick = { id: bankQuestions.id, version: bankQuestions.version };
  if (exam.draw === 'fixed') {
    if (!exam.questionIds.length) return [];
    const rows = await db.select(pick).from(bankQuestions).where(inArray(bankQuestions.id, exam.questionIds));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return exam.questionIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }
  if (!exam.categories.length) return [];
  return db
    .select(pick)
    .from(bankQuestions)
    .where(inArray(bankQuestions.category, exam.categories))
    .orderBy(sql`random()`)
    .limit(exam.drawCount);
}

/**
 * Starts an attempt, or answers the one still open (a reload resumes it). Refused (409) once the
 * attempts allowed are used; the attempt number is unique per learner and exam, so two starts at
 * once cannot both take the last attempt.
 */
export async function startAttempt(db: Db, exam: ExamRow, userId: string): Promise<AttemptRow> {
  const now = new Date();
  const attempts = await attemptsOf(db, exam.id, userId);
  const open = attempts.find((a) => isOpen(a, now));
  if (open) return open;
  if (attempts.length >= exam.attemptsAllowed)
    throw new AppError(409, Code.CONFLICT, 'examAttemptsUsed', { allowed: exam.attemptsAllowed });
  const questions = await drawQuestions(db, exam);
  await enrol(db, userId, exam.courseId);
  try {
    const [row] = await db
      .insert(examAttempts)
      .values({
        examId: exam.id,
        userId,
        number: attempts.length + 1,
        questions,
        startedAt: now,
        deadlineAt: new Date(now.getTime() + exam.timeLimitMinutes * 60_000),
      })
      .returning();
    return row!;
  } catch (e) {
    if (pgError(e)?.code === '23505') throw conflict();
    throw e;
  }
}

/** The content of each drawn question at the version the attempt drew (the bank may have moved on). */
export async function contentOf(db: Db, refs: AttemptQuestionRef[]): Promise<Map<number, QuestionContent>> {
  const out = new Map<number, QuestionContent>();
  if (!refs.length) return out;
  const ids = refs.map((r) => r.id);
  const current = await db.select().from(bankQuestions).where(inArray(bankQuestions.id, ids));
  const old = refs.filter((r) => current.find((c) => c.id === r.id)?.version !== r.version);
  for (const c of current) out.set(c.id, { ...c, type: c.type as QuestionType });
  if (old.length) {
    const versions = await db
      .select()
      .from(questionVersions)
      .where(
        inArray(
          questionVersions.questionId,
          old.map((o) => o.id),
        ),
      );
    for (const r of old) {
      const v = versions.find((x) => x.questionId === r.id && x.version === r.version);
      if (v) out.set(r.id, { ...(v.content as unknown as Omit<QuestionContent, 'id'>), id: r.id });
    }
  }
  return out;
}

const normalise = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** Checks one answer against its question's type: the malformed ones are refused (422 naming the question). */
function answerFits(q: QuestionContent, a: ExamAnswer): boolean {
  if (q.type === 'fill_in') return a.choices === undefined || a.choices.length === 0;
  if (a.text !== undefined && a.text !== '') return false;
  const choices = a.choices ?? [];
  if (new Set(choices).size !== choices.length) return false;
  if (choices.some((c) => c >= q.options.length)) return false;
  return q.type === 'multiple' || choices.length <= 1;
}

/** Is the answer right? Choices must match the correct set exactly; fill-in matches an accepted answer. */
export function isCorrect(q: QuestionContent, a: ExamAnswer | undefined): boolean {
  if (!a) return false;
  if (q.type === 'fill_in') {
    const text = normalise(a.text ?? '');
    return text !== '' && q.accepted.some((x) => normalise(x) === text);
  }
  const want = q.options.flatMap((o, i) => (o.correct ? [i] : []));
  const got = [...new Set(a.choices ?? [])].sort((x, y) => x - y);
  return want.length === got.length && want.every((w, i) => w === got[i]);
}

const invalidAnswer = (
  locale: CompleteLocale,
  field: string,
  key: 'examAnswerInvalid' | 'examAnswerUnknown',
  params: Record<string, number>,
) =>
  new AppError(422, Code.VALIDATION_FAILED, key, params, [
    { field, message: translate(key, locale, params) },
  ]);

/** Refuses answers to questions not drawn, twice, or not fitting their type (422 naming the question). */
export function checkAnswers(
  refs: AttemptQuestionRef[],
  content: Map<number, QuestionContent>,
  answers: ExamAnswer[],
  locale: CompleteLocale,
): Map<number, ExamAnswer> {
  const byId = new Map<number, ExamAnswer>();
  for (const [i, a] of answers.entries()) {
    const number = refs.findIndex((r) => r.id === a.questionId) + 1;
    const q = content.get(a.questionId);
    if (!number || !q)
      throw invalidAnswer(locale, `answers.${i}.questionId`, 'examAnswerUnknown', {
        questionId: a.questionId,
      });
    if (byId.has(a.questionId) || !answerFits(q, a))
      throw invalidAnswer(locale, `answers.${i}`, 'examAnswerInvalid', { number });
    byId.set(a.questionId, a);
  }
  return byId;
}

export const timeOver = (exam: ExamRow, attempt: AttemptRow) =>
  new AppError(409, Code.CONFLICT, 'examTimeOver', {
    minutes: exam.timeLimitMinutes,
    deadline: attempt.deadlineAt.toISOString(),
  });

export const withinTime = (attempt: AttemptRow, now = new Date()) =>
  now.getTime() <= attempt.deadlineAt.getTime() + graceMs;

/** How many questions an exam puts to a learner. */
export async function questionCountOf(db: Db, exam: ExamRow): Promise<number> {
  if (exam.draw === 'fixed') return exam.questionIds.length;
  if (!exam.categories.length) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(bankQuestions)
    .where(inArray(bankQuestions.category, exam.categories));
  return Math.min(exam.drawCount, row?.n ?? 0);
}
