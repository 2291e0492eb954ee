// Addresses of college pages, apart from the zod schemas of schemas.ts: a page that links to a
// course (a question of the course Q&A) must not load zod and the college schemas for it.

/** The course details page of a course (spec §2 `/college/course_details`), by its slug. */
export const coursePath = (slug: string) => `/college/course_details?id=${encodeURIComponent(slug)}`;
