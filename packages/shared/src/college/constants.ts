// The college's course levels and fields and the course page's Q&A size, apart from the zod
// schemas of schemas.ts: the public course lists and the course page (issue 14) do not load zod.

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];
/** technical fields of `/college/technical`; `risc_v` is the RISC-V zone of `/college/risc_v` */
export const COURSE_CATEGORIES = ['risc_v', 'embedded', 'linux', 'toolchain', 'ai'] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];
/** course Q&A questions shown on the course page at once ("more" opens the next page) */
export const COURSE_QUESTIONS_PAGE = 5;
