import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { textArray } from './columns';
import { videos } from './content';
import { users } from './users';

/**
 * Activities and competitions (issue 19). `seats_taken` counts confirmed sign-ups: a seat is
 * taken by one conditional `UPDATE … SET seats_taken = seats_taken + 1 WHERE seats_taken <
 * capacity`, and the CHECK makes overselling impossible even for a wrong query. Online places
 * are counted the same way in their own columns (`online_seats_taken`, `online_capacity`).
 */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    /** summit | conference | salon | developerDay | liveSession | trainingCamp | competition (EVENT_KINDS) */
    kind: text('kind').notNull().default('conference'),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull().default(''),
    summaryZh: text('summary_zh').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    /** markdown, rendered through platform/markdown.ts */
    bodyZh: text('body_zh').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    coverUrl: text('cover_url'),
    /** who organises the event (shown on the page and as the JSON-LD organizer) */
    organiser: text('organiser').notNull().default(''),
    /** a map of the offline place (http(s)) */
    mapUrl: text('map_url'),
    tags: textArray('tags'),
    place: text('place').notNull().default(''),
    /** the city of an offline place ('' for online only), canonical (normalizeCity): a filter of the public list */
    city: text('city').notNull().default(''),
    online: boolean('online').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    signupOpensAt: timestamp('signup_opens_at', { withTimezone: true }).notNull(),
    signupClosesAt: timestamp('signup_closes_at', { withTimezone: true }).notNull(),
    /** offline places (0 = no offline participation) */
    capacity: integer('capacity').notNull(),
    /** online places, counted apart from the offline ones (0 = no online participation) */
    onlineCapacity: integer('online_capacity').notNull().default(0),
    /** a live session's stream (HLS, http(s) only), shown on the page from the start */
    streamUrl: text('stream_url'),
    /** the recording, linked from the page after the end */
    playbackUrl: text('playback_url'),
    /** sign-ups wait for staff approval (state `pending`, holding their seat) before they are confirmed */
    requiresApproval: boolean('requires_approval').notNull().default(false),
    /** competitions: the rules and materials tabs (markdown) */
    rulesZh: text('rules_zh').notNull().default(''),
    rulesEn: text('rules_en').notNull().default(''),
    materialsZh: text('materials_zh').notNull().default(''),
    materialsEn: text('materials_en').notNull().default(''),
    seatsTaken: integer('seats_taken').notNull().default(0),
    onlineSeatsTaken: integer('online_seats_taken').notNull().default(0),
    /** draft | published | closed | cancelled (packages/shared/src/states/event.ts) */
    state: text('state').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('events_seats_check', sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.capacity}`),
    check(
      'events_online_seats_check',
      sql`${t.onlineSeatsTaken} >= 0 and ${t.onlineSeatsTaken} <= ${t.onlineCapacity}`,
    ),
    check(
      'events_kind_check',
      sql`${t.kind} in ('summit', 'conference', 'salon', 'developerDay', 'liveSession', 'trainingCamp', 'competition')`,
    ),
    check('events_times_check', sql`${t.endsAt} >= ${t.startsAt}`),
    // the public lists: visible events of a kind by start time (upcoming ascending, past descending)
    index('events_list_idx').on(t.kind, t.endsAt, t.startsAt),
    // the list filtered by city (with or without a kind)
    index('events_city_idx').on(t.city, t.endsAt, t.startsAt),
    // the list's tag filter (`tags @> array[tag]`)
    index('events_tags_idx').using('gin', t.tags),
  ],
);

export const eventSignups = pgTable(
  'event_signups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending | confirmed | waiting | cancelled | rejected (SIGNUP_STATES) */
    state: text('state').notNull(),
    /** offline | online: which places (and which waiting list) the sign-up is for */
    mode: text('mode').notNull().default('offline'),
    /** order on the waiting list (smaller first; ties by id) */
    position: integer('position').notNull().default(0),
    /** the sign-up form of spec §3: name, mobile, email, unit, position */
    answers: jsonb('answers').notNull(),
    /** given with a confirmed seat; staff scan or type it once at the door */
    checkinCode: text('checkin_code').unique(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** the reminders a day and an hour before (each sent once: set by a conditional UPDATE) */
    remindedDayAt: timestamp('reminded_day_at', { withTimezone: true }),
    remindedHourAt: timestamp('reminded_hour_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('event_signups_event_user_key').on(t.eventId, t.userId),
    index('event_signups_event_state_idx').on(t.eventId, t.state, t.mode, t.position, t.id),
    index('event_signups_user_idx').on(t.userId, t.createdAt),
  ],
);

/** "Remind me" of a live session: one per (event, user); the reminder goes out once at the start. */
export const eventLiveReservations = pgTable(
  'event_live_reservations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('event_live_reservations_event_user_key').on(t.eventId, t.userId),
    index('event_live_reservations_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * The agenda of an event (spec §3 agenda row: time, theme, guest speaker, enterprise, video), in
 * order; rows are written with the event in the console. The video is one of the videos module
 * (the playback after the event); deleting it empties the cell.
 */
export const eventAgenda = pgTable(
  'event_agenda',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** a parallel track (hall, sub-forum); '' for the main one */
    track: text('track').notNull().default(''),
    themeZh: text('theme_zh').notNull(),
    themeEn: text('theme_en').notNull().default(''),
    speaker: text('speaker').notNull().default(''),
    /** the speaker card: job title, avatar, a short bio in both languages */
    speakerTitle: text('speaker_title').notNull().default(''),
    speakerAvatarUrl: text('speaker_avatar_url'),
    speakerBioZh: text('speaker_bio_zh').notNull().default(''),
    speakerBioEn: text('speaker_bio_en').notNull().default(''),
    enterprise: text('enterprise').notNull().default(''),
    videoId: uuid('video_id').references(() => videos.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('event_agenda_event_position_key').on(t.eventId, t.position),
    index('event_agenda_video_idx').on(t.videoId),
  ],
);

/** The products related to an event (issue 19 "related products"), in the console's order. */
export const eventProducts = pgTable(
  'event_products',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.productId] }),
    index('event_products_product_idx').on(t.productId),
  ],
);
