import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, textArray } from './columns';
import { courseLessons, courses, studyRoutes } from './college';
import { users } from './users';

/** One option of a choice question (the `correct` flag never leaves the server before submitting). */
export interface QuestionOptionRow {
  textZh: string;
  textEn: string;
  correct: boolean;
}

/** A question of the bank, in its current version; earlier versions are in `question_versions`. */
export const bankQuestions = pgTable(
  'bank_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** QUESTION_CATEGORIES */
    category: text('category').notNull(),
    /** QUESTION_TYPES */
    type: text('type').notNull(),
    /** QUESTION_DIFFICULTIES */
    difficulty: text('difficulty').notNull(),
    stemZh: text('stem_zh').notNull(),
    stemEn: text('stem_en').notNull().default(''),
    /** choice and true/false questions */
    options: jsonb('options').$type<QuestionOptionRow[]>().notNull().default([]),
    /** fill-in: the accepted answers (compared trimmed, case-insensitive) */
    accepted: textArray('accepted'),
    explanationZh: text('explanation_zh').notNull().default(''),
    explanationEn: text('explanation_en').notNull().default(''),
    /** 1 when created, +1 on every edit (the previous content kept in question_versions) */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bank_questions_category_idx').on(t.category, t.id)],
);

/** A question as it was before an edit: attempts name (id, version) so their grading stays explainable. */
export const questionVersions = pgTable(
  'question_versions',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => bankQuestions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('question_versions_question_version_uq').on(t.questionId, t.version)],
);

/** A quiz (of one lesson) or a course's final exam: questions fixed or drawn from categories. */
export const exams = pgTable(
  'exams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** a quiz lesson; null for the course's final exam */
    lessonId: integer('lesson_id')
      .unique()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull().default(''),
    /** EXAM_DRAWS: fixed = questionIds in order; random = drawCount from categories */
    draw: text('draw').notNull(),
    questionIds: integer('question_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    categories: textArray('categories'),
    drawCount: integer('draw_count').notNull().default(0),
    timeLimitMinutes: integer('time_limit_minutes').notNull(),
    passPercent: integer('pass_percent').notNull(),
    attemptsAllowed: integer('attempts_allowed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('exams_course_idx').on(t.courseId)],
);

/** The questions drawn for one attempt, by id and version, in the order shown. */
export interface AttemptQuestionRef {
  id: number;
  version: number;
}

/** One attempt of a learner at an exam; `number` is 1, 2, … so the attempts limit holds under races. */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    questions: jsonb('questions').$type<AttemptQuestionRef[]>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    answers: jsonb('answers').$type<Record<string, unknown>>(),
    /** percent, 0..100 */
    score: integer('score'),
    passed: boolean('passed'),
  },
  (t) => [
    unique('exam_attempts_exam_user_number_uq').on(t.examId, t.userId, t.number),
    index('exam_attempts_user_idx').on(t.userId, t.startedAt),
  ],
);

/**
 * A certificate of a course or of a study route (exactly one of course_id / route_id is set): one per
 * learner and course, one per learner and route (the constraints make concurrent completions issue one).
 */
export const certificates = pgTable(
  'certificates',
  {
    /** unguessable (128 random bits, base64url) */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    routeId: integer('route_id').references(() => studyRoutes.id, { onDelete: 'cascade' }),
    /** the holder's name when issued */
    holderName: text('holder_name').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    unique('certificates_user_course_uq').on(t.userId, t.courseId),
    unique('certificates_user_route_uq').on(t.userId, t.routeId),
    check('certificates_course_xor_route', sql`(${t.courseId} is null) <> (${t.routeId} is null)`),
    index('certificates_user_idx').on(t.userId, t.issuedAt),
  ],
);
