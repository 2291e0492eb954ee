import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Support tickets (issue 18). `state` moves only through TICKET_TRANSITIONS
 * (packages/shared/src/states/ticket.ts) by conditional updates; the readable number comes from
 * `ticket_counters`, one row per day bumped atomically (never max()+1).
 */
export const tickets = pgTable(
  'tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: text('number').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classification: text('classification').notNull(),
    title: text('title').notNull(),
    /** markdown */
    description: text('description').notNull(),
    productName: text('product_name').notNull().default(''),
    productVersion: text('product_version').notNull().default(''),
    /** individual | company */
    userType: text('user_type').notNull().default('individual'),
    companyName: text('company_name').notNull().default(''),
    remindMobile: text('remind_mobile').notNull().default(''),
    remindEmail: text('remind_email').notNull().default(''),
    dingtalk: text('dingtalk').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    state: text('state').notNull().default('assigned'),
    suspendReason: text('suspend_reason').notNull().default(''),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** the submitter confirmed it resolved (the survey may be answered once) */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** the submitter's last "remind" (at most one an hour) */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    rating: text('rating'),
    ratingComment: text('rating_comment').notNull().default(''),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    /** the older ticket this one follows up (a reopen asked for after the window) */
    relatedTo: integer('related_to'),
    /** last time staff resolved it (the reopen window and the auto-close count from here) */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** staff asked for feedback; the reminder and the close count from here */
    feedbackAskedAt: timestamp('feedback_asked_at', { withTimezone: true }),
    /** the submitter was reminded of the feedback asked for */
    feedbackRemindedAt: timestamp('feedback_reminded_at', { withTimezone: true }),
    /** the first reply of staff (first-response SLA, reports) */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    /** ok | near | breached: the SLA sweep's verdict on the open clocks (queue filter and marks) */
    slaState: text('sla_state').notNull().default('ok'),
    /** reminder settings of the submitter: which changes notify them, and by which channels */
    notifyStatus: boolean('notify_status').notNull().default(true),
    notifyReplies: boolean('notify_replies').notNull().default(true),
    notifySms: boolean('notify_sms').notNull().default(false),
    notifyEmail: boolean('notify_email').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_user_idx').on(t.userId, t.createdAt),
    index('tickets_state_idx').on(t.state, t.createdAt),
  ],
);

/** One row per day (`20261126`): `n` is the last number handed out that day. */
export const ticketCounters = pgTable('ticket_counters', {
  day: text('day').primaryKey(),
  n: integer('n').notNull().default(0),
});

/** The communication record: messages (seen by the submitter) and staff internal notes (never). */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** message | note */
    kind: text('kind').notNull().default('message'),
    staff: integer('staff').notNull().default(0),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.id)],
);

/** Every state change and who made it. */
export const ticketHistory = pgTable(
  'ticket_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_history_ticket_idx').on(t.ticketId, t.id)],
);

/**
 * Followers of a ticket: colleagues the submitter added (same organisation) and support staff who
 * follow it. They read the thread (never internal notes) and get its notices; they act on nothing.
 */
export const ticketFollowers = pgTable(
  'ticket_followers',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.userId] }), index('ticket_followers_user_idx').on(t.userId)],
);

/**
 * Files attached to a ticket (`messageId` null) or to one message of its thread. An upload belongs
 * to its uploader only until it is linked (`ticketId` set, once, by a conditional update); then
 * who may fetch it follows the ticket: the submitter, followers and staff, and for a file on an
 * internal note staff only. Stored under a random name in uploadDir/ticket-files.
 */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => ticketMessages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storedName: text('stored_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ticket_attachments_ticket_idx').on(t.ticketId, t.id),
    index('ticket_attachments_uploader_idx').on(t.uploaderId),
  ],
);
