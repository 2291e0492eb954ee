import { customType, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The global search index (modules/search): one row per visible item of a registered kind,
 * kept in step with its source row by the `search.sync` job. `tsv` is built with the 'simple'
 * configuration from CJK bigrams and lower-cased words (packages/shared search/tokens.ts).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    refId: text('ref_id').notNull(),
    title: text('title').notNull(),
    /** the first characters of the plain text, for the snippet */
    body: text('body').notNull(),
    url: text('url').notNull(),
    tsv: tsvector('tsv').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** the source row's updated_at when indexed: a differing value means "index again" */
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }).notNull(),
    indexedAt: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_documents_ref_idx').on(t.kind, t.refId),
    index('search_documents_tsv_idx').using('gin', t.tsv),
    index('search_documents_kind_idx').on(t.kind, t.publishedAt),
  ],
);
