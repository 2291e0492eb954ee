import { max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, studyRouteCourses, studyRoutes } from '../../db/schema';
import { moreCourses, moreRoutes } from '../../db/seed/data/college-more';
import { insertSeedCourses } from './seed-courses';

/**
 * Demo data: the staged courses (some stages require the previous one), their document lessons
 * pointing at the seeded document centre (run after it) and the third study route, published.
 */
export async function seedMoreCourses(tx: Db): Promise<{ courses: number; studyRoutes: number }> {
  const now = new Date();
  const [last] = await tx.select({ sort: max(courses.sort) }).from(courses);
  await insertSeedCourses(tx, moreCourses, last?.sort ?? 0);
  const ids = new Map<string, number>(
    (await tx.select({ id: courses.id, slug: courses.slug }).from(courses)).map((c) => [c.slug, c.id]),
  );
  const [lastRoute] = await tx.select({ sort: max(studyRoutes.sort) }).from(studyRoutes);
  for (const [i, r] of moreRoutes.entries()) {
    const { courses: list, ...route } = r;
    const [row] = await tx
      .insert(studyRoutes)
      .values({ ...route, sort: (lastRoute?.sort ?? 0) + (i + 1) * 10, publishedAt: now })
      .returning({ id: studyRoutes.id });
    await tx
      .insert(studyRouteCourses)
      .values(list.map((slug, p) => ({ routeId: row!.id, courseId: ids.get(slug)!, position: p + 1 })));
  }
  return { courses: moreCourses.length, studyRoutes: moreRoutes.length };
}
