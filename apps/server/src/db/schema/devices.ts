import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { storedFiles } from './resources';
import { users } from './users';

// The vendor's device console (issue 23). A product belongs to an organisation: the credit code
// of its creator's approved enterprise certification (upper case), as ticket colleagues are.

export const deviceProducts = pgTable(
  'device_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productKey: text('product_key').notNull().unique(),
    organisation: text('organisation').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    chip: text('chip').notNull(),
    module: text('module').notNull().default(''),
    category: text('category').notNull().default(''),
    connectivity: text('connectivity').notNull(),
    description: text('description').notNull().default(''),
    template: text('template').notNull().default('blank'),
    dataModel: jsonb('data_model').notNull(),
    licenceQuota: integer('licence_quota').notNull().default(1000),
    /** set once by deviceProducts.release; from then on the data model is locked */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('device_products_org_idx').on(t.organisation, t.createdAt)],
);

/** Device identities: the secret is kept as its SHA-256 only (it is 32 random bytes). */
export const deviceLicences = pgTable(
  'device_licences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => deviceProducts.id, { onDelete: 'cascade' }),
    deviceName: text('device_name').notNull(),
    secretHash: text('secret_hash').notNull(),
    batchId: uuid('batch_id').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    firmwareVersion: text('firmware_version'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** the last reported properties (the IoT view), checked against the product's data model */
    properties: jsonb('properties').notNull().default({}),
    propertiesAt: timestamp('properties_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('device_licences_name_uq').on(t.productId, t.deviceName)],
);

export const deviceFirmware = pgTable(
  'device_firmware',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => deviceProducts.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    targetChip: text('target_chip').notNull(),
    releaseNotes: text('release_notes').notNull().default(''),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    signature: text('signature').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('device_firmware_version_uq').on(t.productId, t.version)],
);

export const deviceCampaigns = pgTable(
  'device_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => deviceProducts.id, { onDelete: 'cascade' }),
    firmwareId: uuid('firmware_id')
      .notNull()
      .references(() => deviceFirmware.id, { onDelete: 'restrict' }),
    target: text('target').notNull(),
    devices: text('devices')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    percentage: integer('percentage').notNull().default(100),
    stages: integer('stages').array().notNull(),
    stageIndex: integer('stage_index').notNull().default(0),
    stageStartedAt: timestamp('stage_started_at', { withTimezone: true }).notNull().defaultNow(),
    stageWaitMinutes: integer('stage_wait_minutes').notNull().default(0),
    failureThreshold: integer('failure_threshold').notNull().default(10),
    /** running, paused, cancelled, completed */
    state: text('state').notNull().default('running'),
    pausedReason: text('paused_reason'),
    /** the bucketing salt: which devices fall in a stage differs between campaigns */
    salt: text('salt').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('device_campaigns_product_idx').on(t.productId, t.state)],
);

/** One row per device and campaign: its latest reported state. */
export const deviceCampaignProgress = pgTable(
  'device_campaign_progress',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => deviceCampaigns.id, { onDelete: 'cascade' }),
    licenceId: uuid('licence_id')
      .notNull()
      .references(() => deviceLicences.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    errorCode: text('error_code'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.licenceId] })],
);
