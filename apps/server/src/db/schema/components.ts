import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, textArray } from './columns';

/** One release of a component (newest first in the list). */
export interface ComponentVersionJson {
  version: string;
  releaseDate: string;
  notes: string;
}

/**
 * The open-source component library (spec §1, §2 /community/openSource, §3 warehouse address):
 * both languages in the row, chips and boards as catalogue product codes (linked when such a
 * product is published), releases as a JSON list. Staff edit it in the console area `components`.
 */
export const ossComponents = pgTable(
  'oss_components',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    category: text('category').notNull(),
    /** SPDX identifier */
    licence: text('licence').notNull(),
    repository: text('repository').notNull(),
    website: text('website'),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull().default(''),
    summaryZh: text('summary_zh').notNull(),
    summaryEn: text('summary_en').notNull().default(''),
    descriptionZh: text('description_zh').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    chips: textArray('chips'),
    boards: textArray('boards'),
    maintainers: textArray('maintainers'),
    versions: jsonb('versions').$type<ComponentVersionJson[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
    /** null = never published; later edits wait in `drafts` */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('oss_components_list_idx').on(t.sortOrder, t.id),
    index('oss_components_category_idx').on(t.category, t.sortOrder, t.id),
    index('oss_components_licence_idx').on(t.licence, t.sortOrder, t.id),
    index('oss_components_chips_idx').using('gin', t.chips),
  ],
);
