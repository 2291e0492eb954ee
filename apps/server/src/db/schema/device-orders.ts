import {
  bigserial,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { storedFiles } from './resources';
import { users } from './users';

// Small-batch sample orders and voice-model requests of the device console (issue 23). Both
// belong to an organisation (the creator's certified credit code, upper case) and keep their
// timeline in one table, `order_events`.

export const smallBatchOrders = pgTable(
  'small_batch_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisation: text('organisation').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    state: text('state').notNull().default('submitted'),
    /** [{ productId, code, name, quantity }]: the catalogue products as they were named when ordered */
    items: jsonb('items')
      .$type<{ productId: number; code: string; name: string; quantity: number }[]>()
      .notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    address: text('address').notNull(),
    purpose: text('purpose').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    leadTimeDays: integer('lead_time_days'),
    trackingNo: text('tracking_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('small_batch_orders_org_idx').on(t.organisation, t.createdAt),
    index('small_batch_orders_state_idx').on(t.state, t.createdAt),
  ],
);

export const voiceRequests = pgTable(
  'voice_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisation: text('organisation').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    state: text('state').notNull().default('submitted'),
    words: jsonb('words').$type<{ text: string; kind: 'wake' | 'command' }[]>().notNull(),
    chipProductId: integer('chip_product_id').notNull(),
    chipName: text('chip_name').notNull(),
    note: text('note').notNull().default(''),
    rejectReason: text('reject_reason'),
    modelFileId: integer('model_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('voice_requests_org_idx').on(t.organisation, t.createdAt),
    index('voice_requests_state_idx').on(t.state, t.createdAt),
  ],
);

export const voiceRecordings = pgTable(
  'voice_recordings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => voiceRequests.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    sampleRate: integer('sample_rate').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('voice_recordings_request_idx').on(t.requestId, t.word)],
);

/** The timeline of both workflows: who took which step when, with their note. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** smallBatch | voiceRequest */
    subject: text('subject').notNull(),
    subjectId: uuid('subject_id').notNull(),
    event: text('event').notNull(),
    fromState: text('from_state').notNull(),
    toState: text('to_state').notNull(),
    side: text('side').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_subject_idx').on(t.subject, t.subjectId, t.id)],
);
