import { desc } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { storedFiles } from './resources';
import { users } from './users';

/**
 * Pages of typed blocks (DESIGN §10): /service/<slug> and /iscas. The blocks are validated by the
 * shared schema (packages/shared/src/pages/blocks.ts) before they are written; drafts and every
 * published version live in the publishing engine's `drafts` and `content_versions`.
 */
export const pages = pgTable(
  'pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull().default(''),
    blocksZh: jsonb('blocks_zh').notNull().default([]),
    blocksEn: jsonb('blocks_en').notNull().default([]),
    /** null = not published */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // the public read is by slug; the console lists by slug
  (t) => [uniqueIndex('pages_slug_key').on(t.slug)],
);

/**
 * Answers to a page's form block (issue 15): which page and which form (the block's `formKey`),
 * the answers as validated by the schema built from the block's declared fields, the signed-in
 * submitter if any. Staff list them in the console (`formSubmissions` area) and mark them handled.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    formKey: text('form_key').notNull(),
    /** sign-up, application or contact, as the block declared it when answered */
    formKind: text('form_kind').notNull(),
    answers: jsonb('answers').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip'),
    /** new, handled */
    status: text('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_submissions_page_idx').on(t.pageId, desc(t.createdAt))],
);

/**
 * The files a submission attaches (a form block's `file` fields): the applicant's stored files,
 * which stay in their home directory; deleting one there withdraws it from the submission.
 */
export const formSubmissionFiles = pgTable(
  'form_submission_files',
  {
    submissionId: integer('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    /** the file field's key */
    fieldKey: text('field_key').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.fieldKey] }),
    // "is this file bound?" in my files, and the cascade from stored_files
    index('form_submission_files_file_idx').on(t.fileId),
  ],
);
