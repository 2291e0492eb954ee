import { desc, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, textArray } from './columns';
import { users } from './users';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The console menu (spec §1): groups and entries an administrator reorders and renames. */
export const adminMenus = pgTable('admin_menus', {
  key: text('key').primaryKey(),
  parentKey: text('parent_key'),
  labelZh: text('label_zh').notNull(),
  labelEn: text('label_en').notNull(),
  icon: text('icon').notNull().default('entry'),
  sort: integer('sort').notNull().default(0),
  /** null for a group */
  route: text('route'),
  /**
   * the permission that shows the entry (and guards its API), or several joined by `|` (any of
   * them shows it); null = any console user
   */
  permission: text('permission'),
  /** detail and edit routes that keep this entry highlighted (spec §2) */
  highlights: textArray('highlights'),
});

/** Every console write: who, what, before/after of changed fields; written in the write's transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(desc(t.createdAt), desc(t.id)),
    index('audit_log_resource_idx').on(t.resource, desc(t.createdAt)),
    index('audit_log_actor_idx').on(t.actorId, desc(t.createdAt)),
  ],
);

/** Typed key/value lists in both languages that forms and filters read. */
export const dicts = pgTable(
  'dicts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    value: text('value').notNull(),
    labelZh: text('label_zh').notNull(),
    labelEn: text('label_en').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('dicts_type_value_key').on(t.type, t.value),
    index('dicts_type_sort_idx').on(t.type, t.sort),
  ],
);

export const faqs = pgTable(
  'faqs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    category: text('category').notNull(),
    questionZh: text('question_zh').notNull(),
    questionEn: text('question_en').notNull().default(''),
    answerZh: text('answer_zh').notNull(),
    answerEn: text('answer_en').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** null = never published; later edits of a published FAQ wait in `drafts` */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('faqs_published_sort_idx').on(t.publishedAt, t.sort),
    index('faqs_sort_idx').on(t.sort, t.id),
  ],
);

/** Business cooperation enquiries from the public modal. */
export const businessEnquiries = pgTable(
  'business_enquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    demand: text('demand').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    company: text('company').notNull().default(''),
    /** new, contacted, closed */
    status: text('status').notNull().default('new'),
    note: text('note').notNull().default(''),
    ip: text('ip'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('business_created_idx').on(desc(t.createdAt)),
    index('business_status_idx').on(t.status, desc(t.createdAt)),
  ],
);

/** Device-grant clients (the `cdk` console entry): the desktop tools allowed to log in. */
export const apiClients = pgTable('api_clients', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clientId: text('client_id').notNull().unique(),
  name: text('name').notNull(),
  scopes: textArray('scopes'),
  tokenTtlDays: integer('token_ttl_days').notNull().default(90),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Unpublished changes of a published item of any publishable area (DESIGN §10). */
export const drafts = pgTable(
  'drafts',
  {
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    data: jsonb('data').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    /**
     * a scheduled publication of this draft (a live item's changes): until then readers see the
     * published version; the `admin.scheduledPublish` job publishes it when the time comes
     */
    publishAt: timestamp('publish_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.resource, t.recordId] }),
    index('drafts_publish_at_idx')
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
  ],
);

/** Every published version of every publishable item, for history and restore. */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    version: integer('version').notNull(),
    data: jsonb('data').notNull(),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: createdAt(),
  },
  (t) => [unique('content_versions_record_version_key').on(t.resource, t.recordId, t.version)],
);

/**
 * Third-party OAuth/OIDC login providers managed in the console (`app`), beside those of the
 * configuration (SSO_*, OAUTH_PROVIDERS). The secret is needed to exchange codes, so it is kept;
 * no answer ever carries it (the area's field is write-only).
 */
export const oauthApps = pgTable('oauth_apps', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull().unique(),
  label: text('label').notNull(),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecret: text('client_secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
