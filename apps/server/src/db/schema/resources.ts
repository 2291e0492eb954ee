import { desc } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { users } from './users';

/**
 * Files kept in the storage module (platform/storage) and owned by a user: the user's home
 * directory (spec §5: "bound files go to the user's home directory", /people/my/file). The bytes
 * live under `storage_key`; the name is the uploader's, shown and used for downloads only.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_owner_idx').on(t.ownerId, desc(t.createdAt), desc(t.id))],
);

/** The resource directory (spec §3: name, description, update time, size, download link; type 1/2/3). */
export const resources = pgTable(
  'resources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** spec §3 resource-type enumeration: 1 CPU/XUANTIE, 2 STORE, 3 CONFIGURE */
    type: smallint('type').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    /** the catalogue product it belongs to (null = none) and the product version it is for */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    version: text('version').notNull().default(''),
    /** the user's link to the file in a storage bucket (spec §7: only under FILE_LINK_BASE_DEV/PROD) */
    fileLink: text('file_link'),
    /** the enterprise user who uploaded it; null = the portal's staff */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    downloads: integer('downloads').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resources_type_idx').on(t.type, desc(t.updatedAt), desc(t.id)),
    index('resources_updated_idx').on(desc(t.updatedAt), desc(t.id)),
    index('resources_owner_idx').on(t.ownerId),
    index('resources_file_idx').on(t.fileId),
    index('resources_product_idx').on(t.productId, desc(t.updatedAt), desc(t.id)),
  ],
);

/**
 * Honest download counts: one row per resource, downloader (`u:<id>` or `ip:<address>`) and
 * 10-minute window; only the insert that creates the row increments `resources.downloads`.
 */
export const resourceDownloadMarks = pgTable(
  'resource_download_marks',
  {
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    who: text('who').notNull(),
    window: integer('window').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.who, t.window] })],
);
