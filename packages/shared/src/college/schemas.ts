import { z } from 'zod';
import { pageQuery } from '../pagination';
import { slugString } from '../zod-rules';
import { stageOutline } from './stages';
import { watchState } from './watch';

// The college (spec §1 courses and study routes, §2 /college, §3 course: stages, class hours,
// learners; study route). One set of rules for the console form, the API and the pages.

import { COURSE_CATEGORIES, COURSE_LEVELS } from './constants';

export { COURSE_CATEGORIES, COURSE_LEVELS, COURSE_QUESTIONS_PAGE } from './constants';
export type { CourseCategory, CourseLevel } from './constants';

export const COURSE_SLUG_MAX = 64;
export const COURSE_TITLE_MAX = 120;
export const COURSE_SUMMARY_MAX = 500;
export const LESSON_TITLE_MAX = 120;
export const LESSON_BODY_MAX = 20_000;
export const COURSE_LESSONS_MAX = 50;
export const LESSON_DURATION_MAX = 600;
export const ROUTE_COURSES_MAX = 20;
export const KEY_POINTS_MAX = 12;
export const KEY_POINT_MAX = 200;
export const COURSE_MATERIALS_MAX = 20;
export const COURSE_TAGS_MAX = 8;
export const COURSE_TAG_MAX = 24;
export const COURSE_TEACHERS_MAX = 6;
export const TEACHER_NAME_MAX = 60;
export const TEACHER_ROLE_MAX = 120;

export const courseSlug = slugString(COURSE_SLUG_MAX);

/** a course is addressed by its slug in URLs; the numeric id is the console's */
export { coursePath } from './paths';

export const courseKey = z.string().trim().min(1).max(COURSE_SLUG_MAX);
export const lessonId = z.coerce.number().int().positive().max(2_147_483_647);

export const courseListQuery = pageQuery.extend({
  category: z.enum(COURSE_CATEGORIES).optional(),
  level: z.enum(COURSE_LEVELS).optional(),
});
export type CourseListQuery = z.infer<typeof courseListQuery>;

/** A teacher of a course, in the reader's language: a name and a role (position, affiliation). */
export const courseTeacher = z.object({ name: z.string(), role: z.string() });
export type CourseTeacher = z.infer<typeof courseTeacher>;

export const courseSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  level: z.enum(COURSE_LEVELS),
  category: z.enum(COURSE_CATEGORIES),
  featured: z.boolean(),
  tags: z.array(z.string()),
  teachers: z.array(courseTeacher),
  lessonCount: z.number().int(),
  /** class hours: the sum of the lessons' minutes */
  totalMinutes: z.number().int(),
  /** learners: users who completed at least one lesson */
  learners: z.number().int(),
});
export type CourseSummary = z.infer<typeof courseSummary>;

export const lessonOutline = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  durationMinutes: z.number().int(),
  hasVideo: z.boolean(),
  /** a document lesson: it shows a document of the document centre */
  hasDocument: z.boolean(),
  /** a quiz lesson: its exam (complete when passed) */
  examId: z.number().int().nullable(),
  /** null for a visitor */
  completed: z.boolean().nullable(),
  /** 1-based stage number */
  stage: z.number().int(),
  /** its stage requires the previous one, which I have not completed */
  locked: z.boolean(),
});
export type LessonOutline = z.infer<typeof lessonOutline>;

/** My progress in one course (null for a visitor). */
export const courseProgressOf = z.object({
  completedLessons: z.number().int(),
  totalLessons: z.number().int(),
  percent: z.number().int().min(0).max(100),
  /** the first lesson not yet completed (the "continue" target); null when all are done */
  nextLessonId: z.number().int().nullable(),
});
export type CourseProgressOf = z.infer<typeof courseProgressOf>;

/** One of a course's materials: a resource of the directory, downloaded through its signed link. */
export const courseMaterial = z.object({
  id: z.number().int(),
  name: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  /** the resource type (RESOURCE_TYPE_KEYS) */
  type: z.string(),
});
export type CourseMaterial = z.infer<typeof courseMaterial>;

export const courseDetail = courseSummary.extend({
  /** the key points in the reader's language, in order */
  keyPoints: z.array(z.string()),
  /** the materials (downloads), in order; only resources public in the directory */
  materials: z.array(courseMaterial),
  /** the stages in order (a course without stages has none: its lessons are one list) */
  stages: z.array(stageOutline),
  lessons: z.array(lessonOutline),
  /** the final exam (the certificate needs it passed), if the course has one */
  finalExamId: z.number().int().nullable(),
  progress: courseProgressOf.nullable(),
  /** signed in and enrolled (false for a visitor) */
  enrolled: z.boolean(),
  /** when I enrolled, null when not enrolled */
  enrolledAt: z.string().nullable(),
});
export type CourseDetail = z.infer<typeof courseDetail>;

export const lessonDetail = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  /** the body rendered and sanitised (platform/markdown.ts) */
  html: z.string(),
  videoUrl: z.string().nullable(),
  /** a document lesson: the published document of the document centre it shows */
  document: z.object({ id: z.number().int(), format: z.enum(['markdown', 'pdf']) }).nullable(),
  durationMinutes: z.number().int(),
  /** a quiz lesson: its exam (complete when passed) */
  examId: z.number().int().nullable(),
  completed: z.boolean().nullable(),
  prevLessonId: z.number().int().nullable(),
  nextLessonId: z.number().int().nullable(),
  course: z.object({ slug: z.string(), title: z.string(), lessonCount: z.number().int() }),
  progress: courseProgressOf.nullable(),
  /** a video lesson, signed in: what I watched and where to resume (null before the first report) */
  watch: watchState.nullable(),
});
export type LessonDetail = z.infer<typeof lessonDetail>;

export const MY_COURSE_STATES = ['in_progress', 'completed'] as const;
export const myCoursesQuery = pageQuery.extend({ state: z.enum(MY_COURSE_STATES).default('in_progress') });
export const myCourse = courseSummary.extend({
  progress: courseProgressOf,
  lastStudiedAt: z.string(),
});
export type MyCourse = z.infer<typeof myCourse>;

export const lessonCompleted = z.object({
  lessonId: z.number().int(),
  progress: courseProgressOf,
  /** the course certificate when this lesson completed the course */
  certificateId: z.string().nullable(),
});

/** enrols per learner and minute (courses.enroll) */
export const ENROLS_PER_MINUTE = 30;

/** courses.enroll: enrolling again answers the same enrolment */
export const courseEnrolled = z.object({
  enrolled: z.literal(true),
  enrolledAt: z.string(),
  /** the course's learners (enrolments) now */
  learners: z.number().int(),
});
export type CourseEnrolled = z.infer<typeof courseEnrolled>;

export const routeKey = courseKey;
export const studyRouteSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  courseCount: z.number().int(),
  totalMinutes: z.number().int(),
});
export type StudyRouteSummary = z.infer<typeof studyRouteSummary>;

export const studyRouteDetail = studyRouteSummary.extend({
  courses: z.array(courseSummary.extend({ progress: courseProgressOf.nullable() })),
  /** across the route, null for a visitor */
  progress: courseProgressOf.nullable(),
  /** the course of the next lesson to take (with nextLessonId in `progress`) */
  nextCourseSlug: z.string().nullable(),
  /** my certificate of the route (revoked ones too), null when I hold none or for a visitor */
  certificateId: z.string().nullable(),
});
export type StudyRouteDetail = z.infer<typeof studyRouteDetail>;
