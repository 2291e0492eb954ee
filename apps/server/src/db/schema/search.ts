import {
  customType,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The global search index (modules/search): one row per visible item of a registered kind,
 * kept in step with its source row by the `search.sync` job. `tsv` is built with the 'simple'
 * configuration from segmented Chinese words, CJK bigrams and lower-cased words
 * (packages/shared search/tokens.ts).
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
    /** the tokenizer version that built `tsv` (modules/search/sync.ts): an older one is indexed again */
    analyzer: integer('analyzer').notNull().default(1),
    /**
     * a value the result page filters by, from the kind's declaration (`facet`): a product's
     * category, the product id of a resource attached to one; null when the kind has none
     */
    facet: text('facet'),
    /** the address of the item's picture (product image, cover or first body image): the Pictures tab */
    image: text('image'),
  },
  (t) => [
    uniqueIndex('search_documents_ref_idx').on(t.kind, t.refId),
    index('search_documents_tsv_idx').using('gin', t.tsv),
    index('search_documents_kind_idx').on(t.kind, t.publishedAt.desc().nullsLast(), t.id),
    // the newest matches of a common word (modules/search/service.ts RANKED_CANDIDATES)
    index('search_documents_published_idx').on(t.publishedAt.desc().nullsLast(), t.id),
  ],
);

/**
 * Source rows changed since the search index last looked at them: filled by the
 * `search_mark_pending` trigger on each registered kind's table (in the transaction of the change,
 * modules/search/triggers.ts) and emptied by the `search.sync` job, which re-reads only these rows.
 */
export const searchPending = pgTable(
  'search_pending',
  {
    kind: text('kind').notNull(),
    refId: text('ref_id').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('search_pending_ref_idx').on(t.kind, t.refId)],
);

/** A background rebuild of one kind (or all) started from the console, with its progress. */
export const searchRebuilds = pgTable('search_rebuilds', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** a kind key, or null for every kind */
  kind: text('kind'),
  /** queued | running | done | failed */
  state: text('state').notNull().default('queued'),
  total: integer('total').notNull().default(0),
  done: integer('done').notNull().default(0),
  error: text('error'),
  startedBy: uuid('started_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/**
 * The index's version: advanced after every committed change of `search_documents` (sync.ts, and
 * the delete branch of `search_mark_pending`), so cached answers of an older version are never
 * served again (modules/search/result-cache.ts).
 */
export const searchIndexVersion = pgSequence('search_index_version');
