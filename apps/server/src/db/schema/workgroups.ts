import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { WorkgroupRepository } from '@occ/shared';
import { users } from './users';

/** Special-interest groups (issue 16): bilingual texts, a markdown charter, repository links. */
export const workgroups = pgTable(
  'workgroups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionZh: text('description_zh').notNull(),
    descriptionEn: text('description_en').notNull(),
    charterZh: text('charter_zh').notNull().default(''),
    charterEn: text('charter_en').notNull().default(''),
    /** the community tag (tags.name) whose questions are the group's discussion */
    tag: text('tag').notNull(),
    repositories: jsonb('repositories').$type<WorkgroupRepository[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    /** shown on the public pages */
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workgroups_list_idx').on(t.enabled, t.sort, t.id)],
);

/** A user's membership of a group: pending → member | rejected; leaving deletes the row. */
export const workgroupMembers = pgTable(
  'workgroup_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workgroupId: integer('workgroup_id')
      .notNull()
      .references(() => workgroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** member | maintainer (maintainers decide join requests) */
    role: text('role').notNull().default('member'),
    /** pending | member | rejected */
    state: text('state').notNull().default('pending'),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('workgroup_members_user_idx').on(t.workgroupId, t.userId),
    index('workgroup_members_state_idx').on(t.workgroupId, t.state, t.createdAt),
    index('workgroup_members_by_user_idx').on(t.userId),
  ],
);

/** A group's meetings: time, agenda and (afterwards) minutes, in both languages (markdown). */
export const workgroupMeetings = pgTable(
  'workgroup_meetings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workgroupId: integer('workgroup_id')
      .notNull()
      .references(() => workgroups.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    agendaZh: text('agenda_zh').notNull().default(''),
    agendaEn: text('agenda_en').notNull().default(''),
    minutesZh: text('minutes_zh').notNull().default(''),
    minutesEn: text('minutes_en').notNull().default(''),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workgroup_meetings_group_idx').on(t.workgroupId, t.startsAt)],
);
