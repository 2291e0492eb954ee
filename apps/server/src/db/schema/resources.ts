import { desc } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
    /** who may get a download link: 0 anyone, 1 signed-in users, 2 certified enterprise users */
    access: smallint('access').notNull().default(0),
    /**
     * Public in the directory, search and download links. Staff resources are; an enterprise
     * upload, and every edit of one, waits for the `approve` queue (resource_submissions).
     */
    approved: boolean('approved').notNull().default(true),
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
 * An enterprise upload or edit waiting for the console's one approval queue (`approve`, kind
 * `resource`): pending → approved (the resource becomes public) | rejected with a reason shown at
 * /people/my/download. The newest row of a resource is its review state.
 */
export const resourceSubmissions = pgTable(
  'resource_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    /** the resource's name, file name, size and checksum when submitted (the queue shows them) */
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** pending, approved, rejected */
    state: text('state').notNull().default('pending'),
    reviewComment: text('review_comment'),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('resource_submissions_state_idx').on(t.state, t.createdAt),
    index('resource_submissions_resource_idx').on(t.resourceId, desc(t.createdAt)),
  ],
);

/**
 * Honest download counts: one row per resource and downloader (`u:<id>` or `ip:<address>`) with
 * when it last counted; a download counts when there is no row or the row is 10 minutes old or
 * more (a sliding window: never two counts less than 10 minutes apart), and the row moves on.
 */
export const resourceDownloadMarks = pgTable(
  'resource_download_marks',
  {
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    who: text('who').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.resourceId, t.who] }),
    // the sweep of marks past the window
    index('resource_download_marks_counted_idx').on(t.countedAt),
  ],
);

/**
 * A resumable enterprise resource upload (/people/my/download/addResource): the announced name
 * and size, the bytes received so far (`offset`), and the generated key of the temporary file
 * under UPLOAD_DIR/resources/tmp/ (never derived from the user's input). Completing it makes a
 * resource and removes the session; untouched ones expire after 24 h and are swept with their file.
 */
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    offset: bigint('offset', { mode: 'number' }).notNull().default(0),
    tempKey: text('temp_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('upload_sessions_user_idx').on(t.userId),
    index('upload_sessions_expires_idx').on(t.expiresAt),
  ],
);
