import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, textArray } from './columns';
import { tags } from './community';
import { users } from './users';

// Blog posts and videos with review (issue 5). Likes, collections, comments, reports and
// notifications are the community core's, keyed by target type 'post' / 'video'.

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A blog post. The submitted version lives in the main columns (what reviewers and readers see);
 * the author's working copy is `draft` (JSON of the editor fields), auto-saved on the server, so
 * editing a published post never changes what readers see until it is resubmitted.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** drafts, audit, published, fail, been_removed (packages/shared states/blog.ts) */
    state: text('state').notNull().default('drafts'),
    title: text('title').notNull().default(''),
    /** what the author typed, or null: readers then get the first 100 characters of the text */
    summary: text('summary'),
    /** markdown source and the sanitised HTML rendered from it at submit */
    content: text('content').notNull().default(''),
    contentHtml: text('content_html').notNull().default(''),
    /** the plain text (for the default summary, search and reading time) */
    contentText: text('content_text').notNull().default(''),
    /** custom upload, first body image, or one of the default covers (`default:1..3`) */
    cover: text('cover'),
    /** original | reprint */
    property: text('property').notNull().default('original'),
    /** a reprint's source address */
    sourceUrl: text('source_url'),
    /** public | private (only visible to the author: never in lists, feeds, search or the sitemap) */
    permission: text('permission').notNull().default('public'),
    failureCause: text('failure_cause'),
    removalReason: text('removal_reason'),
    /** the editor's working copy (JSON) and when it was last auto-saved */
    draft: text('draft'),
    draftSavedAt: timestamp('draft_saved_at', { withTimezone: true }),
    /** bumped on every save; a save that names an older version is refused (two tabs) */
    draftVersion: integer('draft_version').notNull().default(0),
    views: integer('views').notNull().default(0),
    /** hotness for sort "hottest", recomputed when its inputs change (modules/posts/score.ts) */
    score: real('score').notNull().default(0),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // public list: published + public, newest release first
    index('posts_list_idx').on(t.state, t.permission, t.releasedAt),
    // public list sorted "hottest"
    index('posts_score_idx').on(t.state, t.permission, t.score),
    // my posts by tab
    index('posts_author_idx').on(t.authorId, t.state, t.updatedAt),
    // the review queue, oldest submission first
    index('posts_review_idx').on(t.state, t.submittedAt),
  ],
);

export const postTags = pgTable(
  'post_tags',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index('post_tags_tag_idx').on(t.tagId)],
);

/** One counted view per viewer (user id, else hashed IP + user agent) per day: questions, posts, videos. */
export const contentViews = pgTable(
  'content_views',
  {
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    viewer: text('viewer').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.targetType, t.targetId, t.viewer, t.day] })],
);

/** A resumable upload of a large file (videos): chunks are appended at `received` until `size`. */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    received: integer('received').notNull().default(0),
    storageKey: text('storage_key').notNull(),
    /** uploading, complete, aborted */
    status: text('status').notNull().default('uploading'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('media_uploads_user_idx').on(t.userId, t.status, t.updatedAt)],
);

export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** draft, review, published, failed, removed (packages/shared states/video.ts) */
    state: text('state').notNull().default('draft'),
    name: text('name').notNull(),
    introduction: text('introduction').notNull().default(''),
    tags: textArray('tags'),
    official: boolean('official').notNull().default(false),
    /** the original as uploaded, and the web-playable H.264/AAC MP4 the job produced */
    sourceKey: text('source_key').notNull(),
    playableKey: text('playable_key'),
    /** extracted frame or uploaded image (best 720×400) */
    coverKey: text('cover_key'),
    durationMs: integer('duration_ms'),
    width: integer('width'),
    height: integer('height'),
    /** pending, processing, ready, failed — the transcoding job, independent of review */
    processing: text('processing').notNull().default('pending'),
    processingProgress: integer('processing_progress').notNull().default(0),
    processingError: text('processing_error'),
    failureCause: text('failure_cause'),
    removalReason: text('removal_reason'),
    views: integer('views').notNull().default(0),
    activityAt: timestamp('activity_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('videos_list_idx').on(t.state, t.releasedAt),
    index('videos_author_idx').on(t.authorId, t.state, t.updatedAt),
    index('videos_review_idx').on(t.state, t.submittedAt),
    index('videos_tags_idx').using('gin', t.tags),
    // the job runner's picks and the stuck-processing sweep: only unfinished rows
    index('videos_processing_idx')
      .on(t.processing, t.updatedAt)
      .where(sql`${t.processing} in ('pending', 'processing')`),
  ],
);

/** Every moderation action (who, what, when, why), manual or automatic (sensitive words). */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** null for automatic decisions */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    /** approve, reject, remove, auto_block, auto_hold, auto_replace, report_resolve, report_ignore */
    action: text('action').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('moderation_log_created_idx').on(t.createdAt),
  ],
);
