import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

/** Roles of spec §6 with their permissions (the admin console edits them later). */
export const roles = pgTable('roles', {
  key: text('key').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  permissions: text('permissions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  builtin: integer('builtin').notNull().default(1),
});

/** RFC 8628 device authorization requests (the desktop tool's CDK login). */
export const deviceAuthorizations = pgTable(
  'device_authorizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceCodeHash: text('device_code_hash').notNull().unique(),
    userCode: text('user_code').notNull().unique(),
    clientId: text('client_id').notNull(),
    scope: text('scope').notNull(),
    /** pending, approved, denied, used */
    status: text('status').notNull().default('pending'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    interval: integer('interval').notNull().default(5),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('device_authorizations_expires_idx').on(t.expiresAt)],
);

/** Bearer tokens for API clients and desktop tools; only the hash is stored. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    clientId: text('client_id').notNull(),
    name: text('name').notNull(),
    scope: text('scope').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId, t.createdAt)],
);

/** Applications to be certified as an enterprise user (approval sets userType 1). */
export const enterpriseApplications = pgTable(
  'enterprise_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending, approved, rejected */
    state: text('state').notNull().default('pending'),
    companyName: text('company_name').notNull(),
    creditCode: text('credit_code').notNull(),
    contactName: text('contact_name').notNull(),
    contactMobile: text('contact_mobile').notNull(),
    description: text('description'),
    reviewComment: text('review_comment'),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('enterprise_applications_user_idx').on(t.userId, t.createdAt),
    index('enterprise_applications_state_idx').on(t.state, t.createdAt),
  ],
);
