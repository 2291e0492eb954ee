import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  email: text('email').unique(),
  mobile: text('mobile').unique(),
  passwordHash: text('password_hash'),
  nickname: text('nickname').notNull(),
  avatarUrl: text('avatar_url'),
  /** 1 = enterprise user (spec §3) */
  userType: smallint('user_type').notNull().default(0),
  // profile of spec §3 (personal centre basics)
  gender: text('gender'),
  birthday: date('birthday'),
  realName: text('real_name'),
  unit: text('unit'),
  position: text('position'),
  region: text('region')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  street: text('street'),
  profile: text('profile'),
  /** role keys (see roles table); 'admin' opens the admin console */
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** set by an administrator: the account cannot log in and its sessions are refused */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /** set by an administrator: password login is refused until the password is reset */
  mustResetPassword: boolean('must_reset_password').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** sha-256 of the cookie token; the token itself is never stored */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** how the session began: password, code, sso:<provider>, register */
    method: text('method'),
    /** the identity provider's id_token, kept for its end-session call at logout */
    idToken: text('id_token'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
