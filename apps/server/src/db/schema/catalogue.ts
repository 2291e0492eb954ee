import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** software | hardware | solution (packages/shared/src/catalogue) */
    kind: text('kind').notNull(),
    /** the kind's category: the list page it appears on (`/software/operating`) */
    category: text('category').notNull().default(''),
    code: text('code').notNull().unique(),
    /** the product as a target of collections (their target ids are uuids) */
    uid: uuid('uid').notNull().defaultRandom().unique(),
    vendor: text('vendor').notNull(),
    /** the vendor organisation (certified credit code) whose enterprise users edit it; null = staff's */
    organisation: text('organisation'),
    imageUrl: text('image_url'),
    website: text('website'),
    featured: boolean('featured').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    basedOnId: integer('based_on_id'),
    /** specifications in display order (`Cores: 4`) */
    specs: jsonb('specs').$type<Record<string, string>>().notNull().default({}),
    /** typed values of the known attributes (packages/shared catalogue/attributes.ts), from specs */
    specValues: jsonb('spec_values').$type<Record<string, unknown>>().notNull().default({}),
    links: jsonb('links').$type<{ label: string; url: string }[]>().notNull().default([]),
    /** null = never published; later edits wait in `drafts` */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_kind_category_idx').on(t.kind, t.category, t.sortOrder, t.id),
    // a whole kind in the console's order (/hardware/preview, /solution)
    index('products_kind_sort_idx').on(t.kind, t.sortOrder, t.id),
    index('products_featured_idx').on(t.featured, t.sortOrder),
    index('products_organisation_idx').on(t.organisation, t.id),
    // the list's filters: vendor, and attributes (`spec_values @> {...}`, cores at least n)
    index('products_kind_vendor_idx').on(t.kind, t.vendor, t.sortOrder, t.id),
    index('products_spec_values_idx').using('gin', sql`${t.specValues} jsonb_path_ops`),
    index('products_cores_idx').on(t.kind, sql`((${t.specValues}->>'cores')::int)`),
  ],
);

/**
 * A vendor's request to publish its product (draft → submit → the `approve` queue → published,
 * or rejected with a reason). The reviewed body is the product's working copy at approval.
 */
export const productSubmissions = pgTable(
  'product_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** the product's code and Chinese name when submitted (the queue shows them) */
    productCode: text('product_code').notNull(),
    title: text('title').notNull(),
    /** pending, approved, rejected */
    state: text('state').notNull().default('pending'),
    reviewComment: text('review_comment'),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('product_submissions_state_idx').on(t.state, t.createdAt),
    index('product_submissions_product_idx').on(t.productId, t.createdAt),
  ],
);

export const productI18n = pgTable(
  'product_i18n',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locale] })],
);

export const carouselSlides = pgTable(
  'carousel_slides',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** the slide's own active period (null = open-ended) */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** null = never published; later edits wait in `drafts` */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carousel_active_idx').on(t.active, t.sortOrder)],
);

export const carouselSlideI18n = pgTable(
  'carousel_slide_i18n',
  {
    slideId: integer('slide_id')
      .notNull()
      .references(() => carouselSlides.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
  },
  (t) => [primaryKey({ columns: [t.slideId, t.locale] })],
);

/**
 * A vendor, partner or reseller: an organisation (the certified credit code of an enterprise),
 * with its public profile at /vendor/:slug. Its members are that organisation's enterprise users.
 */
export const vendors = pgTable(
  'vendors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisation: text('organisation').notNull().unique(),
    slug: text('slug').notNull().unique(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    introZh: text('intro_zh').notNull(),
    introEn: text('intro_en').notNull(),
    logoUrl: text('logo_url').notNull().default(''),
    website: text('website').notNull().default(''),
    /** packages/shared VENDOR_REGIONS */
    region: text('region').notNull(),
    contact: text('contact').notNull().default(''),
    partner: boolean('partner').notNull().default(false),
    reseller: boolean('reseller').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vendors_sort_idx').on(t.sort, t.id), index('vendors_region_idx').on(t.region, t.sort, t.id)],
);

/** Users following a vendor (follows of people are user → user in `follows`). */
export const vendorFollows = pgTable(
  'vendor_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.vendorId] }),
    index('vendor_follows_vendor_idx').on(t.vendorId),
    index('vendor_follows_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A member's change of its vendor's profile, waiting in the `approve` queue (kind `vendor`). */
export const vendorChanges = pgTable(
  'vendor_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** the Chinese name when submitted (the queue shows it) */
    title: text('title').notNull(),
    /** the proposed profile (packages/shared vendorProfileBody) */
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    state: text('state').notNull().default('pending'),
    reviewComment: text('review_comment'),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('vendor_changes_state_idx').on(t.state, t.createdAt),
    index('vendor_changes_vendor_idx').on(t.vendorId, t.createdAt),
  ],
);

/** Where a vendor can be found (the console's `vendor info`; packages/shared vendors/locations.ts). */
export const vendorLocations = pgTable(
  'vendor_locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** packages/shared VENDOR_LOCATION_KINDS */
    locationKind: text('location_kind').notNull(),
    city: text('city').notNull(),
    addressZh: text('address_zh').notNull(),
    addressEn: text('address_en').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // a vendor's page lists its locations in order; the console sorts and filters all of them
    index('vendor_locations_vendor_idx').on(t.vendorId, t.sort, t.id),
    index('vendor_locations_city_idx').on(t.city, t.id),
  ],
);
