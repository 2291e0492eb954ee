import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bankQuestions,
  courseLessons,
  courses,
  exams,
  studyRouteCourses,
  studyRoutes,
} from '../../db/schema';
import { seedCourses, seedRoutes } from '../../db/seed/data/college';
import { seedFinalExam, seedQuiz, seedQuizCourse } from '../../db/seed/data/college-exams';
import { seedQuestions } from '../../db/seed/data/question-bank';

/** The question bank, the quiz lesson of the privileged course (its last lesson) and the ISA final exam. */
async function seedExams(tx: Db, ids: Map<string, number>) {
  await tx.insert(bankQuestions).values(seedQuestions);
  const quizCourse = ids.get(seedQuizCourse.slug)!;
  const [lesson] = await tx
    .select({ id: courseLessons.id })
    .from(courseLessons)
    .where(
      and(eq(courseLessons.courseId, quizCourse), eq(courseLessons.position, seedQuizCourse.lessons.length)),
    );
  const picked = await tx
    .select({ id: bankQuestions.id })
    .from(bankQuestions)
    .where(eq(bankQuestions.category, seedQuiz.category))
    .orderBy(asc(bankQuestions.id))
    .limit(seedQuiz.count);
  const rules = (e: typeof seedQuiz | typeof seedFinalExam) => ({
    titleZh: e.titleZh,
    titleEn: e.titleEn,
    timeLimitMinutes: e.timeLimitMinutes,
    passPercent: e.passPercent,
    attemptsAllowed: e.attemptsAllowed,
  });
  await tx.insert(exams).values([
    {
      ...rules(seedQuiz),
      courseId: quizCourse,
      lessonId: lesson!.id,
      draw: 'fixed',
      questionIds: picked.map((p) => p.id),
    },
    {
      ...rules(seedFinalExam),
      courseId: ids.get(seedFinalExam.course)!,
      lessonId: null,
      draw: 'random',
      categories: seedFinalExam.categories,
      drawCount: seedFinalExam.drawCount,
    },
  ]);
}

/** Demo courses with their lessons and the study routes over them, all published. */
export async function seedCollege(
  tx: Db,
): Promise<{ courses: number; studyRoutes: number; questions: number }> {
  const now = new Date();
  const ids = new Map<string, number>();
  for (const [i, c] of [...seedCourses, seedQuizCourse].entries()) {
    const { lessons, ...course } = c;
    const [row] = await tx
      .insert(courses)
      .values({ ...course, sort: (i + 1) * 10, lessonCount: lessons.length, publishedAt: now })
      .returning({ id: courses.id });
    ids.set(c.slug, row!.id);
    await tx.insert(courseLessons).values(
      lessons.map(([titleZh, titleEn, durationMinutes, bodyZh, bodyEn], p) => ({
        courseId: row!.id,
        position: p + 1,
        titleZh,
        titleEn,
        durationMinutes,
        bodyZh,
        bodyEn,
      })),
    );
  }
  for (const [i, r] of seedRoutes.entries()) {
    const { courses: list, ...route } = r;
    const [row] = await tx
      .insert(studyRoutes)
      .values({ ...route, sort: (i + 1) * 10, publishedAt: now })
      .returning({ id: studyRoutes.id });
    await tx
      .insert(studyRouteCourses)
      .values(list.map((slug, p) => ({ routeId: row!.id, courseId: ids.get(slug)!, position: p + 1 })));
  }
  await seedExams(tx, ids);
  return { courses: seedCourses.length + 1, studyRoutes: seedRoutes.length, questions: seedQuestions.length };
}
