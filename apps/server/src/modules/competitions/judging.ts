import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  Code,
  translate,
  type CompleteLocale,
  type Criterion,
  type MessageKey,
  type PhasesBody,
  type ScoreBody,
  type WinnersBody,
} from '@occ/shared';
import type { Db } from '../../db/client';
import {
  competitionPhases,
  competitionScores,
  competitionSubmissions,
  competitionTeamMembers,
  competitionTeams,
  competitionWinners,
} from '../../db/schema';
import { outer } from '../../db/sql';
import { AppError } from '../../platform/errors';

/** A 422 naming `field`, with the message in the asker's language. */
const fieldError = (field: string, key: MessageKey, locale: CompleteLocale) =>
  new AppError(422, Code.VALIDATION_FAILED, key, {}, [{ field, message: translate(key, locale) }]);

const submissionNotFound = () => new AppError(404, Code.NOT_FOUND, 'submissionIdNotExist');

/** The submissions of a phase for the judges, with the mean total so far and my own score. */
export async function submissionsForJudging(
  db: Db,
  eventId: number,
  phaseKey: string | undefined,
  judgeId: string,
) {
  const rows = await db
    .select({
      s: competitionSubmissions,
      phase: competitionPhases.key,
      teamName: competitionTeams.name,
      totalScore: sql<
        number | null
      >`(select round(avg(${competitionScores.total}))::int from ${competitionScores}
        where ${competitionScores.submissionId} = ${outer(competitionSubmissions.id)})`,
      judges: sql<number>`(select count(*)::int from ${competitionScores} where ${competitionScores.submissionId} = ${outer(competitionSubmissions.id)})`,
      myScore: sql<Record<
        string,
        number
      > | null>`(select ${competitionScores.scores} from ${competitionScores}
        where ${competitionScores.submissionId} = ${outer(competitionSubmissions.id)} and ${competitionScores.judgeId} = ${judgeId})`,
    })
    .from(competitionSubmissions)
    .innerJoin(competitionPhases, eq(competitionPhases.id, competitionSubmissions.phaseId))
    .innerJoin(competitionTeams, eq(competitionTeams.id, competitionSubmissions.teamId))
    .where(
      and(eq(competitionPhases.eventId, eventId), phaseKey ? eq(competitionPhases.key, phaseKey) : undefined),
    )
    .orderBy(asc(competitionPhases.sort), asc(competitionSubmissions.id));
  return rows;
}

/**
 * A judge scores a submission against its phase's criteria (each criterion once, within its
 * maximum). A judge who is a member of the submitting team is refused (403 "judgeOwnTeam").
 */
export async function scoreSubmission(
  db: Db,
  submissionId: number,
  judgeId: string,
  body: ScoreBody,
  locale: CompleteLocale,
) {
  const [sub] = await db
    .select({
      teamId: competitionSubmissions.teamId,
      criteria: competitionPhases.criteria,
      own: sql<boolean>`exists(select 1 from ${competitionTeamMembers} where ${competitionTeamMembers.teamId} = ${outer(competitionSubmissions.teamId)}
        and ${competitionTeamMembers.userId} = ${judgeId})`,
    })
    .from(competitionSubmissions)
    .innerJoin(competitionPhases, eq(competitionPhases.id, competitionSubmissions.phaseId))
    .where(eq(competitionSubmissions.id, submissionId))
    .limit(1);
  if (!sub) throw submissionNotFound();
  if (sub.own) throw new AppError(403, Code.FORBIDDEN, 'judgeOwnTeam');
  const criteria = sub.criteria as Criterion[];
  const keys = Object.keys(body.scores);
  const fits =
    keys.length === criteria.length &&
    criteria.every((c) => body.scores[c.key] !== undefined && body.scores[c.key]! <= c.max);
  if (!fits) throw fieldError('scores', 'scoreCriteriaMismatch', locale);
  const total = criteria.reduce((n, c) => n + body.scores[c.key]!, 0);
  await db
    .insert(competitionScores)
    .values({ submissionId, judgeId, scores: body.scores, total, comment: body.comment })
    .onConflictDoUpdate({
      target: [competitionScores.submissionId, competitionScores.judgeId],
      set: { scores: body.scores, total, comment: body.comment, updatedAt: new Date() },
    });
  return { total };
}

/** Sets the phases by key (new keys are added, existing ones updated; none is removed with its work). */
export async function setPhases(db: Db, eventId: number, body: PhasesBody) {
  await db.transaction(async (tx) => {
    for (const [i, p] of body.phases.entries()) {
      const values = {
        titleZh: p.titleZh,
        titleEn: p.titleEn,
        deadline: new Date(p.deadline),
        criteria: p.criteria,
        sort: i + 1,
      };
      await tx
        .insert(competitionPhases)
        .values({ eventId, key: p.key, ...values })
        .onConflictDoUpdate({ target: [competitionPhases.eventId, competitionPhases.key], set: values });
    }
  });
}

/** Replaces the published winners; every submission must belong to this competition (else 422). */
export async function publishWinners(db: Db, eventId: number, body: WinnersBody, locale: CompleteLocale) {
  await db.transaction(async (tx) => {
    const ids = body.winners.map((w) => w.submissionId);
    const found = ids.length
      ? await tx
          .select({ id: competitionSubmissions.id })
          .from(competitionSubmissions)
          .innerJoin(competitionPhases, eq(competitionPhases.id, competitionSubmissions.phaseId))
          .where(and(eq(competitionPhases.eventId, eventId), inArray(competitionSubmissions.id, ids)))
      : [];
    const known = new Set(found.map((f) => f.id));
    const bad = ids.findIndex((id) => !known.has(id));
    if (bad >= 0) {
      throw fieldError(`winners.${bad}.submissionId`, 'submissionIdNotExist', locale);
    }
    await tx.delete(competitionWinners).where(eq(competitionWinners.eventId, eventId));
    if (body.winners.length) {
      await tx.insert(competitionWinners).values(
        body.winners.map((w, i) => ({
          eventId,
          submissionId: w.submissionId,
          awardZh: w.awardZh,
          awardEn: w.awardEn,
          rank: i + 1,
        })),
      );
    }
  });
}

export async function winnersOf(db: Db, eventId: number) {
  return db
    .select({ w: competitionWinners, s: competitionSubmissions, teamName: competitionTeams.name })
    .from(competitionWinners)
    .innerJoin(competitionSubmissions, eq(competitionSubmissions.id, competitionWinners.submissionId))
    .innerJoin(competitionTeams, eq(competitionTeams.id, competitionSubmissions.teamId))
    .where(eq(competitionWinners.eventId, eventId))
    .orderBy(asc(competitionWinners.rank));
}
