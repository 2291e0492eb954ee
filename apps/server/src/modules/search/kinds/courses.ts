import { and, isNotNull, lte, sql } from 'drizzle-orm';
import { courses } from '../../../db/schema';
import { defineSearchKind } from '../registry';

/** Published courses of the college (never-published ones and those scheduled later never). */
export const courseSearch = defineSearchKind({
  key: 'courses',
  table: courses,
  id: courses.id,
  updatedAt: courses.updatedAt,
  visible: and(isNotNull(courses.publishedAt), lte(courses.publishedAt, sql`now()`))!,
  title: sql`${courses.titleZh} || ' ' || ${courses.titleEn}`,
  body: sql`${courses.summaryZh} || ' ' || ${courses.summaryEn}`,
  publishedAt: courses.publishedAt,
  visibleAt: courses.publishedAt,
  extra: { slug: courses.slug },
  url: (row) => `/college/course_details?id=${encodeURIComponent(String(row.slug))}`,
});
