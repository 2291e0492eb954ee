import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankQuestions, courseLessons, courses, documents, exams } from '../../db/schema';
import type { SeedCourse } from '../../db/seed/data/college';

// Demo data shared by seed.ts and seed-more.ts: courses in stages with their lessons (document
// lessons point at the seeded document centre, so it is seeded first) and their quiz lessons.

/** The newest published document of each series the courses' document lessons name. */
async function documentsOfSeries(tx: Db, list: readonly SeedCourse[]): Promise<Map<string, number>> {
  const series = [...new Set(list.flatMap((c) => c.lessons.flatMap((l) => (l[6] ? [l[6]] : []))))];
  const docs = series.length
    ? await tx
        .select({ id: documents.id, series: documents.series })
        .from(documents)
        .where(and(inArray(documents.series, series), isNotNull(documents.publishedAt)))
        .orderBy(desc(documents.publishedAt), desc(documents.id))
    : [];
  const docOf = new Map<string, number>();
  for (const d of docs) if (!docOf.has(d.series)) docOf.set(d.series, d.id);
  return docOf;
}

/** The quiz of a course's last lesson: the first `count` questions of its category, fixed. */
async function insertQuiz(tx: Db, courseId: number, c: SeedCourse) {
  const quiz = c.quiz!;
  const [lesson] = await tx
    .select({ id: courseLessons.id })
    .from(courseLessons)
    .where(and(eq(courseLessons.courseId, courseId), eq(courseLessons.position, c.lessons.length)));
  const picked = await tx
    .select({ id: bankQuestions.id })
    .from(bankQuestions)
    .where(eq(bankQuestions.category, quiz.category))
    .orderBy(asc(bankQuestions.id))
    .limit(quiz.count);
  await tx.insert(exams).values({
    titleZh: quiz.titleZh,
    titleEn: quiz.titleEn,
    timeLimitMinutes: quiz.timeLimitMinutes,
    passPercent: quiz.passPercent,
    attemptsAllowed: quiz.attemptsAllowed,
    courseId,
    lessonId: lesson!.id,
    draw: 'fixed',
    questionIds: picked.map((p) => p.id),
  });
}

/**
 * Inserts the courses, published, sorted after `sortFrom` in steps of 10, with their stages,
 * lessons and quizzes (the question bank is seeded before). Returns their ids by slug.
 */
export async function insertSeedCourses(
  tx: Db,
  list: readonly SeedCourse[],
  sortFrom: number,
): Promise<Map<string, number>> {
  const now = new Date();
  const docOf = await documentsOfSeries(tx, list);
  const ids = new Map<string, number>();
  for (const [i, c] of list.entries()) {
    const { lessons, videos: _videos, quiz: _quiz, ...course } = c;
    const [row] = await tx
      .insert(courses)
      .values({ ...course, sort: sortFrom + (i + 1) * 10, lessonCount: lessons.length, publishedAt: now })
      .returning({ id: courses.id });
    ids.set(c.slug, row!.id);
    await tx.insert(courseLessons).values(
      lessons.map(([titleZh, titleEn, durationMinutes, bodyZh, bodyEn, stage, doc], p) => ({
        courseId: row!.id,
        position: p + 1,
        titleZh,
        titleEn,
        durationMinutes,
        bodyZh,
        bodyEn,
        stage,
        documentId: doc ? (docOf.get(doc) ?? null) : null,
      })),
    );
    if (c.quiz) await insertQuiz(tx, row!.id, c);
  }
  return ids;
}
