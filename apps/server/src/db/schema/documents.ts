import { desc, sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { users } from './users';

/** The document centre (spec §1, §2): one row per version of a document; texts in document_i18n. */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** packages/shared/src/documents DOCUMENT_CATEGORIES */
    category: text('category').notNull(),
    /** the versions of one document share a series key; the newest published one is `latest` */
    series: text('series').notNull(),
    version: text('version').notNull(),
    /** markdown | pdf */
    format: text('format').notNull().default('markdown'),
    /** the PDF's address (pdf documents) */
    fileUrl: text('file_url'),
    /** null = not published; later edits wait in `drafts` */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the centre's list: newest (or oldest) update first, ties by id
    index('documents_updated_idx').on(desc(t.updatedAt), desc(t.id)),
    // the sidebar's product / category filters in the same order
    index('documents_product_idx').on(t.productId, t.category, desc(t.updatedAt)),
    index('documents_category_idx').on(t.category, desc(t.updatedAt)),
    // the version filter and the versions of one document
    index('documents_version_idx').on(t.version),
    index('documents_series_idx').on(t.series, desc(t.publishedAt)),
  ],
);

export const documentI18n = pgTable(
  'document_i18n',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.locale] })],
);

/** Readers' feedback (spec §3: problem description, optional tags); status new → accepted/fixed/rejected. */
export const documentFeedback = pgTable(
  'document_feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** null = a visitor (who passed the graphic code) */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip').notNull(),
    description: text('description').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    section: text('section').notNull().default(''),
    status: text('status').notNull().default('new'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_feedback_status_idx').on(t.status, desc(t.createdAt)),
    index('document_feedback_created_idx').on(desc(t.createdAt)),
    index('document_feedback_document_idx').on(t.documentId),
  ],
);

/** "Was this helpful": one vote per user or, for visitors, per address; a new vote replaces the old. */
export const documentVotes = pgTable(
  'document_votes',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** `u:<user id>` or `ip:<address>` */
    voter: text('voter').notNull(),
    helpful: boolean('helpful').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.voter] })],
);
