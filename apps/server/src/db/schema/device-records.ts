import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { deviceLicences, deviceProducts } from './devices';
import { users } from './users';

// The device console's later parts (issue 23): chip certification requests (the shared review
// flow's columns), each device's history, and commands sent to devices.

export const deviceCertifications = pgTable(
  'device_certifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => deviceProducts.id, { onDelete: 'cascade' }),
    /** kept for the approval queue's row: the product as it was when the request was filed */
    productName: text('product_name').notNull(),
    chip: text('chip').notNull(),
    checklist: jsonb('checklist').notNull(),
    state: text('state').notNull().default('pending'),
    certificateNo: text('certificate_no').unique(),
    reviewComment: text('review_comment'),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('device_certifications_product_idx').on(t.productId, t.createdAt),
    uniqueIndex('device_certifications_one_pending_uq')
      .on(t.productId)
      .where(sql`${t.state} = 'pending'`),
    // the public list of certified products (certifiedProducts.list), newest first
    index('device_certifications_approved_idx')
      .on(t.reviewedAt.desc().nullsLast(), t.id.desc())
      .where(sql`${t.state} = 'approved'`),
  ],
);

/** A device's history: came online, went offline, firmware changed, a command's outcome. */
export const deviceEvents = pgTable(
  'device_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    licenceId: uuid('licence_id')
      .notNull()
      .references(() => deviceLicences.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    detail: jsonb('detail').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('device_events_licence_idx').on(t.licenceId, t.createdAt)],
);

/** A command of the product's data model sent to one device: pending → delivered → succeeded | failed. */
export const deviceCommands = pgTable(
  'device_commands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    licenceId: uuid('licence_id')
      .notNull()
      .references(() => deviceLicences.id, { onDelete: 'cascade' }),
    commandId: text('command_id').notNull(),
    params: jsonb('params').notNull().default({}),
    state: text('state').notNull().default('pending'),
    result: jsonb('result'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('device_commands_licence_idx').on(t.licenceId, t.state, t.createdAt)],
);
