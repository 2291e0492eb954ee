import type { Db } from '../../db/client';
import { courseLessons, courses, studyRouteCourses, studyRoutes } from '../../db/schema';
import { seedCourses, seedRoutes } from '../../db/seed/data/college';

/** Demo courses with their lessons and the study routes over them, all published. */
export async function seedCollege(tx: Db): Promise<{ courses: number; studyRoutes: number }> {
  const now = new Date();
  const ids = new Map<string, number>();
  for (const [i, c] of seedCourses.entries()) {
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
  return { courses: seedCourses.length, studyRoutes: seedRoutes.length };
}
