import { and, eq, isNull } from 'drizzle-orm';
import type {
  CompleteLocale,
  ExamAnswer,
  ExamDetail,
  ExamQuestion,
  ExamResult,
  ExamStarted,
} from '@occ/shared';
import type { Db } from '../../db/client';
import { examAttempts, exams } from '../../db/schema';
import { AppError, idNotExist } from '../../platform/errors';
import { Code } from '@occ/shared';
import { issueIfComplete } from './certificates';
import { recordCompletion } from './completion';
import {
  attemptsOf,
  checkAnswers,
  contentOf,
  examOf,
  isCorrect,
  questionCountOf,
  timeOver,
  withinTime,
  type AttemptRow,
  type QuestionContent,
} from './exams';

const pick = (locale: CompleteLocale, zh: string, en: string) => (locale === 'en-US' && en ? en : zh);

/** A question as the learner sees it during the attempt: no correct flags, no explanation. */
const asked = (q: QuestionContent, number: number, locale: CompleteLocale): ExamQuestion => ({
  id: q.id,
  number,
  type: q.type,
  stem: pick(locale, q.stemZh, q.stemEn),
  options: q.options.map((o) => pick(locale, o.textZh, o.textEn)),
});

export async function presentExam(
  db: Db,
  row: Awaited<ReturnType<typeof examOf>>,
  userId: string | null,
  locale: CompleteLocale,
): Promise<ExamDetail> {
  const { exam } = row;
  const attempts = userId ? await attemptsOf(db, exam.id, userId) : null;
  return {
    id: exam.id,
    title: pick(locale, exam.titleZh, exam.titleEn),
    course: { slug: row.slug, title: pick(locale, row.titleZh, row.titleEn) },
    lessonId: exam.lessonId,
    questionCount: await questionCountOf(db, exam),
    timeLimitMinutes: exam.timeLimitMinutes,
    passPercent: exam.passPercent,
    attemptsAllowed: exam.attemptsAllowed,
    attempts:
      attempts?.map((a) => ({
        attemptId: a.id,
        number: a.number,
        startedAt: a.startedAt.toISOString(),
        submittedAt: a.submittedAt?.toISOString() ?? null,
        score: a.score,
        passed: a.passed,
      })) ?? null,
    passed: attempts ? attempts.some((a) => a.passed) : null,
  };
}

export async function presentStarted(
  db: Db,
  row: Awaited<ReturnType<typeof examOf>>,
  attempt: AttemptRow,
  locale: CompleteLocale,
): Promise<ExamStarted> {
  const content = await contentOf(db, attempt.questions);
  return {
    attemptId: attempt.id,
    examId: row.exam.id,
    title: pick(locale, row.exam.titleZh, row.exam.titleEn),
    attemptNumber: attempt.number,
    startedAt: attempt.startedAt.toISOString(),
    deadlineAt: attempt.deadlineAt.toISOString(),
    questions: attempt.questions.flatMap((r, i) => {
      const q = content.get(r.id);
      return q ? [asked(q, i + 1, locale)] : [];
    }),
  };
}

/**
 * Grades an attempt on the server: refused after the time limit (409 naming it) or twice (409),
 * malformed answers refused (422 naming the question). A passed quiz completes its lesson; the
 * course certificate is issued when this completes the course.
 */
export async function submitAttempt(
  db: Db,
  attemptId: string,
  userId: string,
  answers: ExamAnswer[],
  locale: CompleteLocale,
): Promise<ExamResult> {
  const [attempt] = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.userId, userId)))
    .limit(1);
  if (!attempt) throw idNotExist();
  const [exam] = await db.select().from(exams).where(eq(exams.id, attempt.examId)).limit(1);
  if (!exam) throw idNotExist();
  const already = () => new AppError(409, Code.CONFLICT, 'examAlreadySubmitted');
  if (attempt.submittedAt) throw already();
  if (!withinTime(attempt)) throw timeOver(exam, attempt);
  const content = await contentOf(db, attempt.questions);
  const given = checkAnswers(attempt.questions, content, answers, locale);
  const graded = attempt.questions.flatMap((r, i) => {
    const q = content.get(r.id);
    if (!q) return [];
    const a = given.get(r.id);
    return [
      {
        ...asked(q, i + 1, locale),
        correct: isCorrect(q, a),
        choices: a?.choices ?? [],
        text: a?.text ?? '',
        correctChoices: q.options.flatMap((o, k) => (o.correct ? [k] : [])),
        accepted: q.accepted,
        explanation: pick(locale, q.explanationZh, q.explanationEn),
      },
    ];
  });
  const correctCount = graded.filter((g) => g.correct).length;
  const score = graded.length ? Math.floor((correctCount * 100) / graded.length) : 0;
  const passed = score >= exam.passPercent;
  const saved = await db
    .update(examAttempts)
    .set({ submittedAt: new Date(), answers: Object.fromEntries(given), score, passed })
    .where(and(eq(examAttempts.id, attempt.id), isNull(examAttempts.submittedAt)))
    .returning({ id: examAttempts.id });
  if (!saved.length) throw already();
  let certificateId: string | null = null;
  if (passed)
    certificateId = exam.lessonId
      ? (await recordCompletion(db, userId, exam.lessonId, exam.courseId)).certificateId
      : await issueIfComplete(db, userId, exam.courseId);
  return {
    attemptId: attempt.id,
    score,
    passed,
    correctCount,
    total: graded.length,
    attemptsLeft: Math.max(exam.attemptsAllowed - attempt.number, 0),
    questions: graded,
    certificateId,
  };
}
