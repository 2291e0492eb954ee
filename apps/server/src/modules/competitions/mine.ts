import { count, desc, eq } from 'drizzle-orm';
import {
  envelopeOf,
  errorResponses,
  mySubmissionItem,
  ok,
  pageOf,
  pageQuery,
  type CompleteLocale,
} from '@occ/shared';
import type { Db } from '../../db/client';
import {
  competitionPhases,
  competitionSubmissions,
  competitionTeamMembers,
  competitionTeams,
  events,
} from '../../db/schema';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { competitionsPolicy } from './policy';

/** My teams' submissions across competitions, latest change first (one query, paged). */
export async function mySubmissions(
  db: Db,
  userId: string,
  q: { page: number; pageSize: number },
  locale: CompleteLocale,
) {
  const where = eq(competitionTeamMembers.userId, userId);
  const from = () =>
    db
      .select({
        id: competitionSubmissions.id,
        title: competitionSubmissions.title,
        updatedAt: competitionSubmissions.updatedAt,
        teamName: competitionTeams.name,
        phaseZh: competitionPhases.titleZh,
        phaseEn: competitionPhases.titleEn,
        deadline: competitionPhases.deadline,
        slug: events.slug,
        titleZh: events.titleZh,
        titleEn: events.titleEn,
      })
      .from(competitionTeamMembers)
      .innerJoin(competitionTeams, eq(competitionTeams.id, competitionTeamMembers.teamId))
      .innerJoin(competitionSubmissions, eq(competitionSubmissions.teamId, competitionTeams.id))
      .innerJoin(competitionPhases, eq(competitionPhases.id, competitionSubmissions.phaseId))
      .innerJoin(events, eq(events.id, competitionTeams.eventId));
  const [rows, [total]] = await Promise.all([
    from()
      .where(where)
      .orderBy(desc(competitionSubmissions.updatedAt), desc(competitionSubmissions.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(competitionTeamMembers)
      .innerJoin(competitionSubmissions, eq(competitionSubmissions.teamId, competitionTeamMembers.teamId))
      .where(where),
  ]);
  const en = locale === 'en-US';
  const now = Date.now();
  return {
    items: rows.map((r) => ({
      id: r.id,
      competition: { slug: r.slug, title: en && r.titleEn ? r.titleEn : r.titleZh },
      teamName: r.teamName,
      phase: en && r.phaseEn ? r.phaseEn : r.phaseZh,
      deadline: r.deadline.toISOString(),
      open: r.deadline.getTime() > now,
      title: r.title,
      updatedAt: r.updatedAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function mySubmissionRoutes(app: App) {
  const { db } = app.database;
  app.get(
    '/api/competitions/my/submissions',
    {
      schema: {
        operationId: 'submissions.mine',
        tags: ['competitions'],
        summary: "My teams' submissions in every competition (the personal centre)",
        querystring: pageQuery,
        response: { 200: envelopeOf(pageOf(mySubmissionItem)), ...errorResponses(401, 422) },
      },
    },
    async (req) => {
      competitionsPolicy.authorize(req.user, 'take-part', null);
      return ok(await mySubmissions(db, req.user!.id, req.query, contentLocaleOf(req)));
    },
  );
}
