import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { labBoardModels, labReservations } from './lab';
import { users } from './users';

// Cloud lab part 2 (issue 7): lab agents, the board image catalogue, and what happens in a session.

/** A lab agent an administrator created; it authenticates with a bearer token stored hashed. */
export const labAgents = pgTable('lab_agents', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  /** sha256 of the token; the token itself is shown once at creation */
  tokenHash: text('token_hash').notNull().unique(),
  tokenPrefix: text('token_prefix').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  /** a revoked agent is refused and its live connection closed */
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  host: text('host'),
  version: text('version'),
  connectedAt: timestamp('connected_at', { withTimezone: true }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Images a board model offers for application loading and hardware loading (spec §2 toolbar). */
export const labBoardImages = pgTable(
  'lab_board_images',
  {
    id: serial('id').primaryKey(),
    boardModelId: integer('board_model_id')
      .notNull()
      .references(() => labBoardModels.id, { onDelete: 'cascade' }),
    /** application (placed in the user's folder, then bootCommand) or hardware (firmware, power cycle) */
    target: text('target').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** generated key: the file is kept in storage as uploads/lab-images/<key> (lab-console/storage.ts) */
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    bootCommand: text('boot_command'),
    createdAt: createdAt(),
  },
  (t) => [index('lab_board_images_board_idx').on(t.boardModelId, t.target)],
);

/** Files a user uploaded during a session (kept for loading and the report; removed with the reservation). */
export const labSessionFiles = pgTable(
  'lab_session_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => labReservations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    delivered: boolean('delivered').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('lab_session_files_reservation_idx').on(t.reservationId, t.createdAt)],
);

/** The action log of a session (report download): who did what, when, and how it ended. */
export const labSessionEvents = pgTable(
  'lab_session_events',
  {
    id: serial('id').primaryKey(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => labReservations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    ok: boolean('ok').notNull().default(true),
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lab_session_events_reservation_idx').on(t.reservationId, t.at)],
);

/** Test microservice jobs: console steps run by the agent; results kept for JUnit/HTML reports. */
export const labTestJobs = pgTable(
  'lab_test_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => labReservations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** JSON of TestStep[] */
    steps: text('steps').notNull(),
    /** queued, running, passed, failed, error */
    status: text('status').notNull().default('queued'),
    /** JSON of StepResult[] */
    results: text('results').notNull().default('[]'),
    /** infrastructure failure (board offline, boot timeout), never a test failure */
    error: text('error'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('lab_test_jobs_reservation_idx').on(t.reservationId, t.createdAt)],
);
