import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { deviceFirmware, deviceProducts } from './devices';
import { labBoardModels } from './lab';
import { users } from './users';

// The device console's demo settings and production screens (issue 23): one row of each per
// product, created on the first save, and the factory's test station results.

/** `/demo_config`: the firmware and sample data shown at trade fairs and in the cloud lab. */
export const deviceDemoConfigs = pgTable('device_demo_configs', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => deviceProducts.id, { onDelete: 'cascade' }),
  /** one of the product's images (checked on save); a deleted image clears it */
  firmwareId: uuid('firmware_id').references(() => deviceFirmware.id, { onDelete: 'set null' }),
  sampleData: jsonb('sample_data').notNull().default({}),
  labBoardModelId: integer('lab_board_model_id').references(() => labBoardModels.id, {
    onDelete: 'set null',
  }),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** `/produce_info` and `/produce_guide`: where the product is made, and the guide's own note. */
export const deviceProduction = pgTable('device_production', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => deviceProducts.id, { onDelete: 'cascade' }),
  factory: text('factory').notNull().default(''),
  line: text('line').notNull().default(''),
  contact: text('contact').notNull().default(''),
  /** markdown, rendered through the portal's sanitising pipeline */
  guideNote: text('guide_note').notNull().default(''),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One line of a test station CSV: a device's result at a station. */
export const deviceTestResults = pgTable(
  'device_test_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => deviceProducts.id, { onDelete: 'cascade' }),
    deviceName: text('device_name').notNull(),
    station: text('station').notNull(),
    passed: boolean('passed').notNull(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    notes: text('notes').notNull().default(''),
    /** the upload it came with (the audit log's record id) */
    uploadId: uuid('upload_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('device_test_results_product_idx').on(t.productId, t.measuredAt),
    index('device_test_results_station_idx').on(t.productId, t.station, t.passed),
  ],
);
