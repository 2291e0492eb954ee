import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A user's account at an OIDC/OAuth provider (single sign-on and third-party login). */
export const identities = pgTable(
  'identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    accountName: text('account_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('identities_issuer_subject_uq').on(t.issuer, t.subject),
    uniqueIndex('identities_user_provider_uq').on(t.userId, t.provider),
  ],
);

/** An authorization request in flight (state → PKCE verifier, nonce, where to go back). */
export const oidcRequests = pgTable('oidc_requests', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  returnTo: text('return_to').notNull().default('/'),
  /** login, or bind (then userId is the user binding) */
  intent: text('intent').notNull().default('login'),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A provider identity with no local user yet, waiting on /waitregister (register or bind). */
export const pendingIdentities = pgTable(
  'pending_identities',
  {
    /** sha-256 of the token in the pending cookie */
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    accountName: text('account_name'),
    email: text('email'),
    idToken: text('id_token'),
    returnTo: text('return_to').notNull().default('/'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pending_identities_expires_idx').on(t.expiresAt)],
);
