import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { textArray } from './columns';
import { users } from './users';

// Cloud lab (issue 6). Integer ids on the inventory so the reservation exclusion constraint can
// use int4range(device_id) with gist and needs no btree_gist extension (see 0003 migration).

export const labCompanies = pgTable('lab_companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  nameEn: text('name_en').notNull(),
  website: text('website'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const labCpuModels = pgTable(
  'lab_cpu_models',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => labCompanies.id),
    name: text('name').notNull().unique(),
    /** e.g. RV64GCV */
    isa: text('isa').notNull(),
    description: text('description'),
  },
  (t) => [index('lab_cpu_models_company_idx').on(t.companyId)],
);

export const labSocModels = pgTable(
  'lab_soc_models',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => labCompanies.id),
    cpuModelId: integer('cpu_model_id')
      .notNull()
      .references(() => labCpuModels.id),
    name: text('name').notNull().unique(),
    description: text('description'),
  },
  (t) => [
    index('lab_soc_models_cpu_idx').on(t.cpuModelId),
    index('lab_soc_models_company_idx').on(t.companyId),
  ],
);

export const labBoardModels = pgTable(
  'lab_board_models',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => labCompanies.id),
    socModelId: integer('soc_model_id')
      .notNull()
      .references(() => labSocModels.id),
    name: text('name').notNull().unique(),
    description: text('description'),
    imageUrl: text('image_url'),
    osTypes: textArray('os_types'),
    industries: textArray('industries'),
    fields: textArray('fields'),
    /** test microservices this board supports */
    microservices: textArray('microservices'),
    /** reservable until this date (the card's end date); null = open-ended */
    availableUntil: timestamp('available_until', { withTimezone: true }),
    /** the catalogue product this board is (its page offers "try it in the cloud lab"); null = none */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lab_board_models_soc_idx').on(t.socModelId),
    index('lab_board_models_company_idx').on(t.companyId),
    // a product's boards (its detail page, the catalogue's cloud-lab filter)
    index('lab_board_models_product_idx').on(t.productId),
  ],
);

export const LAB_DEVICE_STATES = ['online', 'offline', 'maintenance', 'in_use', 'not_ready'] as const;

export const labDevices = pgTable(
  'lab_devices',
  {
    id: serial('id').primaryKey(),
    boardModelId: integer('board_model_id')
      .notNull()
      .references(() => labBoardModels.id),
    name: text('name').notNull().unique(),
    /** online, offline, maintenance, in_use, not_ready (fed by the lab agent in part 2) */
    state: text('state').notNull().default('offline'),
    /** qemu (emulated, served by the lab agent) or serial (a real board) */
    driver: text('driver').notNull().default('qemu'),
    /** which lab agent serves it (part 2) */
    agentId: uuid('agent_id'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lab_devices_board_idx').on(t.boardModelId, t.state),
    // an agent's boards: marked offline together when it goes silent, listed in the console
    index('lab_devices_agent_idx').on(t.agentId),
  ],
);

/** Permission applications (spec §3); kind evaluation or microservice; the newest decides. */
export const labPermissionApplications = pgTable(
  'lab_permission_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** pending (under approval), granted, failed */
    state: text('state').notNull().default('pending'),
    realName: text('real_name').notNull(),
    mobile: text('mobile').notNull(),
    company: text('company').notNull(),
    email: text('email'),
    salesName: text('sales_name').notNull(),
    hasReferrer: boolean('has_referrer').notNull(),
    referrerName: text('referrer_name'),
    purpose: text('purpose').notNull(),
    reviewComment: text('review_comment'),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('lab_permission_user_idx').on(t.userId, t.kind, t.createdAt),
    index('lab_permission_state_idx').on(t.state, t.createdAt),
    // the admin list without a state filter
    index('lab_permission_created_idx').on(t.createdAt),
  ],
);

export const LAB_RESERVATION_STATES = ['reserving', 'successful', 'cancelled', 'released', 'ended'] as const;

export const labReservations = pgTable(
  'lab_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => labDevices.id),
    boardModelId: integer('board_model_id')
      .notNull()
      .references(() => labBoardModels.id),
    /** evaluation or microservice (which grant it used) */
    kind: text('kind').notNull().default('evaluation'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** reserving (booked, not started), successful (slot running), cancelled, released, ended */
    status: text('status').notNull().default('reserving'),
    enteredAt: timestamp('entered_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: text('close_reason'),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    remindedStartAt: timestamp('reminded_start_at', { withTimezone: true }),
    remindedEndAt: timestamp('reminded_end_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lab_reservations_user_idx').on(t.userId, t.startsAt),
    index('lab_reservations_device_idx').on(t.deviceId, t.startsAt),
    index('lab_reservations_status_idx').on(t.status, t.endsAt),
    // the admin list of every reservation, newest slot first
    index('lab_reservations_starts_idx').on(t.startsAt),
  ],
);

export const labCollections = pgTable(
  'lab_collections',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    boardModelId: integer('board_model_id')
      .notNull()
      .references(() => labBoardModels.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.boardModelId] }),
    index('lab_collections_board_idx').on(t.boardModelId),
  ],
);

/** Background jobs (platform/jobs.ts): due rows are claimed with FOR UPDATE SKIP LOCKED, so several portal processes share them. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: text('payload').notNull().default('{}'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** queued, running, done, failed */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** a job that must exist once (e.g. a reminder for one reservation) */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_due_idx').on(t.status, t.runAt), uniqueIndex('jobs_dedupe_uq').on(t.dedupeKey)],
);
