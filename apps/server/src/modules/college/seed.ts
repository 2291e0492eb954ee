import type { Db } from '../../db/client';
import { bankQuestions, exams, studyRouteCourses, studyRoutes } from '../../db/schema';
import { seedCourses, seedRoutes } from '../../db/seed/data/college';
import { seedFinalExam, seedQuizCourse } from '../../db/seed/data/college-exams';
import { seedQuestions } from '../../db/seed/data/question-bank';
import { insertSeedCourses } from './seed-courses';

/**
 * Demo courses (in stages, with document lessons on the seeded document centre, so run after it,
 * and quiz lessons), the question bank, the ISA final exam and the study routes, all published.
 */
export async function seedCollege(
  tx: Db,
): Promise<{ courses: number; studyRoutes: number; questions: number }> {
  const now = new Date();
  await tx.insert(bankQuestions).values(seedQuestions);
  const ids = await insertSeedCourses(tx, [...seedCourses, seedQuizCourse], 0);
  await tx.insert(exams).values({
    titleZh: seedFinalExam.titleZh,
    titleEn: seedFinalExam.titleEn,
    timeLimitMinutes: seedFinalExam.timeLimitMinutes,
    passPercent: seedFinalExam.passPercent,
    attemptsAllowed: seedFinalExam.attemptsAllowed,
    courseId: ids.get(seedFinalExam.course)!,
    lessonId: null,
    draw: 'random',
    categories: seedFinalExam.categories,
    drawCount: seedFinalExam.drawCount,
  });
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
  return { courses: seedCourses.length + 1, studyRoutes: seedRoutes.length, questions: seedQuestions.length };
}
