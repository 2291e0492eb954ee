import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, textArray } from './columns';
import { courses } from './college';
import { users } from './users';

// Community core (issue 4). Likes, collections, comments, reports, notifications and sensitive
// words are keyed by (targetType, targetId) so blogs and videos (issue 5) reuse them unchanged.

/** Sections (spec §3 plates); `kind` qa or topic; seeded. */
export const plates = pgTable('plates', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  kind: text('kind').notNull(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

/** Questions and topics (kind question | topic); zone general | riscv (the RISC-V zone). */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull().default('question'),
    zone: text('zone').notNull().default('general'),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plateId: integer('plate_id')
      .notNull()
      .references(() => plates.id),
    /** Manufacturer, Chip, Solution, Development Board (spec §3), or component */
    productKind: text('product_kind').notNull(),
    productName: text('product_name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    images: textArray('images'),
    /** lower-cased words and CJK bigrams of the title, for "similar questions" (GIN overlap) */
    titleTokens: textArray('title_tokens'),
    views: integer('views').notNull().default(0),
    answersCount: integer('answers_count').notNull().default(0),
    /** documented hotness score, recomputed when its inputs change */
    score: real('score').notNull().default(0),
    essence: boolean('essence').notNull().default(false),
    adoptedAnswerId: uuid('adopted_answer_id'),
    /** course Q&A: the published course the question is about (null = none) */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    /** published, held (sensitive word review), deleted */
    status: text('status').notNull().default('published'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_list_idx').on(t.kind, t.status, t.createdAt),
    index('questions_plate_idx').on(t.plateId, t.status, t.createdAt),
    index('questions_score_idx').on(t.kind, t.status, t.score),
    index('questions_zone_idx').on(t.zone, t.kind, t.status, t.createdAt),
    index('questions_author_idx').on(t.authorId, t.createdAt),
    index('questions_course_idx').on(t.courseId, t.status, t.createdAt),
    index('questions_title_tokens_idx').using('gin', t.titleTokens),
    // a product's or component's Q&A: questions naming it (any case) as their product
    index('questions_product_name_idx').on(sql`lower(${t.productName})`, t.status, t.createdAt),
  ],
);

export const questionTags = pgTable(
  'question_tags',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.tagId] }), index('question_tags_tag_idx').on(t.tagId)],
);

export const answers = pgTable(
  'answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    status: text('status').notNull().default('published'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('answers_question_idx').on(t.questionId, t.createdAt),
    index('answers_author_idx').on(t.authorId, t.createdAt),
  ],
);

/** Comments on any target (answer, question, topic; post and video in issue 5). */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    replyToId: uuid('reply_to_id'),
    body: text('body').notNull(),
    status: text('status').notNull().default('published'),
    createdAt: createdAt(),
  },
  (t) => [index('comments_target_idx').on(t.targetType, t.targetId, t.createdAt)],
);

/** Exact like/collect/comment counters per target, updated in the same statement as the toggle. */
export const targetCounters = pgTable(
  'target_counters',
  {
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    likes: integer('likes').notNull().default(0),
    collections: integer('collections').notNull().default(0),
    comments: integer('comments').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.targetType, t.targetId] })],
);

export const likes = pgTable(
  'likes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetType, t.targetId] }),
    index('likes_target_idx').on(t.targetType, t.targetId),
  ],
);

export const collections = pgTable(
  'collections',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetType, t.targetId] }),
    index('collections_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Following users and vendors (a vendor is a user with the vendor role). */
export const follows = pgTable(
  'follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId, t.createdAt),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    reason: text('reason').notNull(),
    detail: text('detail'),
    /** pending, resolved, ignored */
    status: text('status').notNull().default('pending'),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_status_idx').on(t.status, t.createdAt),
    index('reports_target_idx').on(t.targetType, t.targetId),
  ],
);

/** Administrator-managed words: block (refuse), review (hold), replace (asterisks). */
export const sensitiveWords = pgTable('sensitive_words', {
  id: serial('id').primaryKey(),
  word: text('word').notNull().unique(),
  action: text('action').notNull(),
  createdAt: createdAt(),
});

/** Message centre: category interaction | follow | system; kind answer, comment, like, adopt, mention, follow, system. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    kind: text('kind').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    targetType: text('target_type'),
    targetId: uuid('target_id'),
    /** short text shown in the list (already localised parts are built on read) */
    summary: text('summary').notNull().default(''),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.category, t.createdAt),
    index('notifications_unread_idx').on(t.userId, t.readAt),
    index('notifications_target_idx').on(t.targetType, t.targetId),
  ],
);

/** Direct messages between two users. */
export const directMessages = pgTable(
  'direct_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('direct_messages_pair_idx').on(t.senderId, t.recipientId, t.createdAt),
    index('direct_messages_recipient_idx').on(t.recipientId, t.readAt),
  ],
);
