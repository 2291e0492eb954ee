import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
