import crypto from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { Code, TEAM_INVITE_LENGTH, TEAM_MEMBERS_MAX, type SubmissionBody } from '@occ/shared';
import type { Db } from '../../db/client';
import {
  competitionPhases,
  competitionSubmissions,
  competitionTeamMembers,
  competitionTeams,
  events,
  users,
} from '../../db/schema';
import { pgError } from '../../platform/pg-error';
import { AppError, conflict } from '../../platform/errors';
import { activityIdNotExist } from '../events/service';

export type CompetitionRow = typeof events.$inferSelect;
export type PhaseRow = typeof competitionPhases.$inferSelect;
export type SubmissionRow = typeof competitionSubmissions.$inferSelect;

/** A UNIQUE violation of the named constraint. */
function isUniqueViolation(e: unknown, constraint: string): boolean {
  const p = pgError(e);
  return p?.code === '23505' && (p.constraint === constraint || String(p.detail ?? '').includes(constraint));
}

/** A published competition by slug or number (404 "The activity id does not exist" otherwise). */
export async function getCompetition(db: Db, ref: string): Promise<CompetitionRow> {
  const where = /^\d{1,9}$/.test(ref) ? eq(events.id, Number(ref)) : eq(events.slug, ref.toLowerCase());
  const [row] = await db
    .select()
    .from(events)
    .where(
      and(
        where,
        sql`${events.publishedAt} <= now()`,
        sql`${events.state} <> 'draft'`,
        eq(events.kind, 'competition'),
      ),
    )
    .limit(1);
  if (!row) throw activityIdNotExist();
  return row;
}

export const phasesOf = (db: Db, eventId: number) =>
  db
    .select()
    .from(competitionPhases)
    .where(eq(competitionPhases.eventId, eventId))
    .orderBy(asc(competitionPhases.sort), asc(competitionPhases.id));

const inviteCode = () =>
  crypto.randomBytes(8).toString('base64url').slice(0, TEAM_INVITE_LENGTH).toUpperCase();

/** The user's team in the competition, or null. */
export async function teamOf(db: Db, eventId: number, userId: string) {
  const [row] = await db
    .select({ team: competitionTeams })
    .from(competitionTeamMembers)
    .innerJoin(competitionTeams, eq(competitionTeams.id, competitionTeamMembers.teamId))
    .where(and(eq(competitionTeamMembers.eventId, eventId), eq(competitionTeamMembers.userId, userId)))
    .limit(1);
  return row?.team ?? null;
}

export async function membersOf(db: Db, teamId: number) {
  return db
    .select({ userId: users.id, nickname: users.nickname })
    .from(competitionTeamMembers)
    .innerJoin(users, eq(users.id, competitionTeamMembers.userId))
    .where(eq(competitionTeamMembers.teamId, teamId))
    .orderBy(asc(competitionTeamMembers.joinedAt));
}

/** Creates a team with the user as captain; UNIQUE (event, user) keeps them in one team. */
export async function createTeam(db: Db, eventId: number, userId: string, name: string) {
  try {
    return await db.transaction(async (tx) => {
      const [team] = await tx
        .insert(competitionTeams)
        .values({ eventId, name, captainId: userId, inviteCode: inviteCode() })
        .returning();
      await tx.insert(competitionTeamMembers).values({ teamId: team!.id, eventId, userId });
      return team!;
    });
  } catch (e) {
    if (isUniqueViolation(e, 'competition_teams_event_name')) throw conflict('teamNameTaken');
    if (isUniqueViolation(e, 'competition_team_members_event_user')) throw conflict('alreadyInTeam');
    throw e;
  }
}

/**
 * Joins the team of `code`. The team row is locked while members are counted, so two people
 * taking the last place do not both get it.
 */
export async function joinTeam(db: Db, eventId: number, userId: string, code: string) {
  try {
    return await db.transaction(async (tx) => {
      const [team] = await tx
        .select()
        .from(competitionTeams)
        .where(
          and(eq(competitionTeams.eventId, eventId), eq(competitionTeams.inviteCode, code.toUpperCase())),
        )
        .for('update')
        .limit(1);
      if (!team) throw new AppError(404, Code.NOT_FOUND, 'teamInviteUnknown');
      const [n] = await tx
        .select({ n: count() })
        .from(competitionTeamMembers)
        .where(eq(competitionTeamMembers.teamId, team.id));
      if ((n?.n ?? 0) >= TEAM_MEMBERS_MAX) throw conflict('teamFull');
      await tx.insert(competitionTeamMembers).values({ teamId: team.id, eventId, userId });
      return team;
    });
  } catch (e) {
    if (isUniqueViolation(e, 'competition_team_members_event_user')) throw conflict('alreadyInTeam');
    throw e;
  }
}

/**
 * Saves the team's work for a phase: one row per (team, phase), created or replaced while the
 * deadline (the database's clock) has not passed; after it the work is locked (409).
 */
export async function saveSubmission(db: Db, eventId: number, userId: string, body: SubmissionBody) {
  const team = await teamOf(db, eventId, userId);
  if (!team) throw new AppError(403, Code.FORBIDDEN, 'notInTeam');
  const [phase] = await db
    .select({ id: competitionPhases.id, open: sql<boolean>`${competitionPhases.deadline} > now()` })
    .from(competitionPhases)
    .where(and(eq(competitionPhases.eventId, eventId), eq(competitionPhases.key, body.phase)))
    .limit(1);
  if (!phase) throw new AppError(404, Code.NOT_FOUND, 'phaseUnknown');
  if (!phase.open) throw conflict('phaseDeadlinePassed');
  const values = {
    title: body.title,
    description: body.description,
    repoUrl: body.repoUrl,
    videoUrl: body.videoUrl,
    files: body.files,
  };
  const open = sql`(select ${competitionPhases.deadline} from ${competitionPhases} where ${competitionPhases.id} = ${phase.id}) > now()`;
  const [row] = await db
    .insert(competitionSubmissions)
    .values({ teamId: team.id, phaseId: phase.id, ...values })
    .onConflictDoUpdate({
      target: [competitionSubmissions.teamId, competitionSubmissions.phaseId],
      set: { ...values, updatedAt: new Date() },
      setWhere: open,
    })
    .returning();
  if (!row) throw conflict('phaseDeadlinePassed');
  return { team, row };
}

export async function submissionsOfTeam(db: Db, teamId: number) {
  return db
    .select({ s: competitionSubmissions, phase: competitionPhases.key })
    .from(competitionSubmissions)
    .innerJoin(competitionPhases, eq(competitionPhases.id, competitionSubmissions.phaseId))
    .where(eq(competitionSubmissions.teamId, teamId))
    .orderBy(asc(competitionPhases.sort));
}

/** Only members see their team's invite code; only the captain may hand it out. */
export function assertCaptain(team: { captainId: string }, userId: string) {
  if (team.captainId !== userId) throw new AppError(403, Code.FORBIDDEN, 'onlyCaptain');
}
