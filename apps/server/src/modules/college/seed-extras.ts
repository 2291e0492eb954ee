import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseMaterials, courses, questions, resources } from '../../db/schema';
import { COURSE_KEY_POINTS, COURSE_MATERIALS, COURSE_QUESTIONS } from '../../db/seed/data/college-extras';
import { COURSE_PEOPLE } from '../../db/seed/data/college-teachers';

/**
 * Demo key points, teachers and tags of the seeded courses, and the community's course questions
 * tied to them.
 */
export async function seedCourseDetails(tx: Db): Promise<void> {
  for (const [slug, { teachers, tags }] of Object.entries(COURSE_PEOPLE))
    await tx.update(courses).set({ teachers, tags }).where(eq(courses.slug, slug));
  for (const [slug, points] of Object.entries(COURSE_KEY_POINTS))
    await tx
      .update(courses)
      .set({ keyPoints: points.map(([zh, en]) => ({ zh, en })) })
      .where(eq(courses.slug, slug));
  for (const q of COURSE_QUESTIONS) {
    const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.slug, q.course));
    if (!course) continue;
    await tx
      .update(questions)
      .set({ courseId: course.id })
      .where(and(eq(questions.title, q.title), isNull(questions.courseId)));
  }
}

/**
 * Demo materials of some courses: the demo resources named in COURSE_MATERIALS, once they are in
 * the directory (they are seeded after the database, with their files). Never over staff's lists.
 */
export async function seedCourseMaterials(db: Db): Promise<number> {
  const names = [...new Set(Object.values(COURSE_MATERIALS).flat())];
  const found = await db
    .select({ id: resources.id, name: resources.name })
    .from(resources)
    .where(inArray(resources.name, names));
  const idOf = new Map(found.map((r) => [r.name, r.id]));
  const slugs = Object.keys(COURSE_MATERIALS);
  const list = await db
    .select({ id: courses.id, slug: courses.slug })
    .from(courses)
    .where(inArray(courses.slug, slugs));
  let added = 0;
  for (const c of list) {
    const [has] = await db
      .select({ id: courseMaterials.resourceId })
      .from(courseMaterials)
      .where(eq(courseMaterials.courseId, c.id))
      .limit(1);
    if (has) continue;
    const ids = COURSE_MATERIALS[c.slug]!.flatMap((n) => (idOf.has(n) ? [idOf.get(n)!] : []));
    if (!ids.length) continue;
    await db
      .insert(courseMaterials)
      .values(ids.map((resourceId, i) => ({ courseId: c.id, resourceId, sort: i + 1 })));
    added += ids.length;
  }
  return added;
}
