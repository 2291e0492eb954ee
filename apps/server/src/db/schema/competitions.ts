import { sql } from 'drizzle-orm';
import {
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
import { events } from './events';
import { users } from './users';

/**
 * Competitions (issue 19): an event of kind `competition` has phases (each with a deadline and
 * the judging criteria), teams with a captain, one submission per team and phase, judges' scores
 * and the published winners.
 */
export const competitionPhases = pgTable(
  'competition_phases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull().default(''),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    /** [{ key, titleZh, titleEn, max }] */
    criteria: jsonb('criteria').notNull().default([]),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('competition_phases_event_key').on(t.eventId, t.key)],
);

export const competitionTeams = pgTable(
  'competition_teams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    captainId: uuid('captain_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** shared by the captain with the people they invite */
    inviteCode: text('invite_code').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('competition_teams_event_name').on(t.eventId, t.name)],
);

/** One team per user and competition (UNIQUE (event, user)). */
export const competitionTeamMembers = pgTable(
  'competition_team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => competitionTeams.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    unique('competition_team_members_event_user').on(t.eventId, t.userId),
    // my teams across competitions (the personal centre)
    index('competition_team_members_user_idx').on(t.userId, t.joinedAt),
  ],
);

export const competitionSubmissions = pgTable(
  'competition_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamId: integer('team_id')
      .notNull()
      .references(() => competitionTeams.id, { onDelete: 'cascade' }),
    phaseId: integer('phase_id')
      .notNull()
      .references(() => competitionPhases.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    repoUrl: text('repo_url'),
    videoUrl: text('video_url'),
    /** [{ name, url }] stored through the upload platform */
    files: jsonb('files').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('competition_submissions_team_phase').on(t.teamId, t.phaseId)],
);

export const competitionScores = pgTable(
  'competition_scores',
  {
    submissionId: integer('submission_id')
      .notNull()
      .references(() => competitionSubmissions.id, { onDelete: 'cascade' }),
    judgeId: uuid('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** { criterionKey: points } */
    scores: jsonb('scores').notNull(),
    total: integer('total').notNull(),
    comment: text('comment').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.judgeId] }),
    check('competition_scores_total', sql`${t.total} >= 0`),
  ],
);

/** Published winners: an award given to a submission. */
export const competitionWinners = pgTable(
  'competition_winners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => competitionSubmissions.id, { onDelete: 'cascade' }),
    awardZh: text('award_zh').notNull(),
    awardEn: text('award_en').notNull().default(''),
    rank: integer('rank').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('competition_winners_event_submission').on(t.eventId, t.submissionId),
    index('competition_winners_event_idx').on(t.eventId, t.rank),
  ],
);
