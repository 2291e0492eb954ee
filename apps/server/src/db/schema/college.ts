import { desc } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, textArray } from './columns';
import { documents } from './documents';
import { resources } from './resources';
import { users } from './users';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A course of the college: lessons in order; public once published. */
export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull().default(''),
    summaryZh: text('summary_zh').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    coverUrl: text('cover_url'),
    /** COURSE_LEVELS */
    level: text('level').notNull(),
    /** COURSE_CATEGORIES */
    category: text('category').notNull(),
    featured: boolean('featured').notNull().default(false),
    /** the stages (chapters) in order; a lesson's `stage` is its 1-based place here */
    stages: jsonb('stages')
      .$type<{ titleZh: string; titleEn: string; requiresPrevious: boolean }[]>()
      .notNull()
      .default([]),
    /** the course's key points, short lines in both languages, in order */
    keyPoints: jsonb('key_points').$type<{ zh: string; en: string }[]>().notNull().default([]),
    /** free tags, as written (shown in both languages) */
    tags: textArray('tags'),
    /** the teachers in order, each in both languages */
    teachers: jsonb('teachers')
      .$type<{ nameZh: string; nameEn: string; roleZh: string; roleEn: string }[]>()
      .notNull()
      .default([]),
    /** kept equal to the number of lessons by every write */
    lessonCount: integer('lesson_count').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /** null = never published */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('courses_published_sort_idx').on(t.publishedAt, t.sort, t.id),
    index('courses_category_sort_idx').on(t.category, t.sort, t.id),
    index('courses_level_sort_idx').on(t.level, t.sort, t.id),
  ],
);

export const courseLessons = pgTable(
  'course_lessons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** 1-based order within the course */
    position: integer('position').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull().default(''),
    /** markdown, rendered through platform/markdown.ts */
    bodyZh: text('body_zh').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    videoUrl: text('video_url'),
    /** a document lesson: a document (version) of the document centre */
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'set null' }),
    /** 1-based stage (chapter) of the course */
    stage: integer('stage').notNull().default(1),
    durationMinutes: integer('duration_minutes').notNull().default(0),
  },
  (t) => [unique('course_lessons_course_position_uq').on(t.courseId, t.position)],
);

/** A lesson a learner completed (one row per user and lesson: marking twice changes nothing). */
export const courseProgress = pgTable(
  'course_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('course_progress_user_lesson_uq').on(t.userId, t.lessonId),
    index('course_progress_user_course_idx').on(t.userId, t.courseId, desc(t.completedAt)),
  ],
);

/**
 * A learner enrolled in a course (issue 20): one row per course and user, so concurrent enrols
 * make one row. Completing or watching a lesson or starting an exam enrols implicitly.
 */
export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    /** the console's handle on a row (the primary key is the pair) */
    id: integer('id').generatedAlwaysAsIdentity().notNull().unique('course_enrolments_id_uq'),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.userId] }),
    index('course_enrolments_user_idx').on(t.userId, desc(t.enrolledAt)),
    index('course_enrolments_enrolled_idx').on(desc(t.enrolledAt), t.id),
  ],
);

/**
 * What a learner watched of a video lesson (issue 20): merged segments of media time, the
 * resume point, and the media's length as the player reported it first (later reports cannot
 * shorten it). The lesson is recorded in course_progress once 90% is covered.
 */
export const lessonWatch = pgTable(
  'lesson_watch',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    /** [[from, to], …] in seconds, sorted and disjoint */
    segments: jsonb('segments').$type<[number, number][]>().notNull().default([]),
    position: doublePrecision('position').notNull().default(0),
    duration: doublePrecision('duration').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] }), index('lesson_watch_lesson_idx').on(t.lessonId)],
);

/** An ordered route of courses towards a goal. */
export const studyRoutes = pgTable(
  'study_routes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull().default(''),
    summaryZh: text('summary_zh').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('study_routes_published_sort_idx').on(t.publishedAt, t.sort, t.id)],
);

export const studyRouteCourses = pgTable(
  'study_route_courses',
  {
    routeId: integer('route_id')
      .notNull()
      .references(() => studyRoutes.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.routeId, t.position] }),
    unique('study_route_courses_route_course_uq').on(t.routeId, t.courseId),
    index('study_route_courses_course_idx').on(t.courseId),
  ],
);

/** A course's materials (downloads): resources of the resource directory, in order. */
export const courseMaterials = pgTable(
  'course_materials',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.resourceId] }),
    index('course_materials_course_sort_idx').on(t.courseId, t.sort),
    index('course_materials_resource_idx').on(t.resourceId),
  ],
);
