import { and, desc, inArray, isNotNull, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseLessons, courses, documents, studyRouteCourses, studyRoutes } from '../../db/schema';
import { moreCourses, moreRoutes } from '../../db/seed/data/college-more';

/**
 * Demo data: the staged courses (some stages require the previous one), their document lessons
 * pointing at the seeded document centre (run after it) and the third study route, published.
 */
export async function seedMoreCourses(tx: Db): Promise<{ courses: number; studyRoutes: number }> {
  const now = new Date();
  const series = [...new Set(moreCourses.flatMap((c) => c.lessons.flatMap((l) => (l[6] ? [l[6]] : []))))];
  const docs = series.length
    ? await tx
        .select({ id: documents.id, series: documents.series })
        .from(documents)
        .where(and(inArray(documents.series, series), isNotNull(documents.publishedAt)))
        .orderBy(desc(documents.publishedAt), desc(documents.id))
    : [];
  const docOf = new Map<string, number>();
  for (const d of docs) if (!docOf.has(d.series)) docOf.set(d.series, d.id);
  const [last] = await tx.select({ sort: max(courses.sort) }).from(courses);
  const ids = new Map<string, number>(
    (await tx.select({ id: courses.id, slug: courses.slug }).from(courses)).map((c) => [c.slug, c.id]),
  );
  for (const [i, c] of moreCourses.entries()) {
    const { lessons, ...course } = c;
    const [row] = await tx
      .insert(courses)
      .values({
        ...course,
        sort: (last?.sort ?? 0) + (i + 1) * 10,
        lessonCount: lessons.length,
        publishedAt: now,
      })
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
  }
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
