import { z } from 'zod';
import { envelopeOf, errorResponses, ok, rankingItem } from '@occ/shared';
import type { App } from '../../platform/types';
import { eventIdOf } from '../events/checkin';
import { submissionsForJudging, winnersOf } from './judging';
import { competitionsPolicy } from './policy';

/**
 * What the console's winners screen starts from (those who publish winners, `activity.publish`,
 * need not be judges): the submissions ranked by their average score, with the awards published
 * so far. Publishing is `competitions.publishWinners`.
 */
export async function winnersConsoleRoutes(app: App) {
  const { db } = app.database;
  app.get(
    '/api/admin/competitions/:ref/ranking',
    {
      preValidation: async (req) => competitionsPolicy.authorize(req.user, 'publish', null),
      schema: {
        operationId: 'competitions.ranking',
        tags: ['competitions', 'admin'],
        summary: 'Submissions ranked by average score, with their published award (the winners screen)',
        params: z.object({ ref: z.string().trim().min(1).max(40) }),
        response: { 200: envelopeOf(z.array(rankingItem)), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const eventId = await eventIdOf(db, req.params.ref);
      const [rows, winners] = await Promise.all([
        submissionsForJudging(db, eventId, undefined, req.user!.id),
        winnersOf(db, eventId),
      ]);
      const award = new Map(winners.map((w) => [w.s.id, w.w]));
      const items = rows.map((r) => ({
        id: r.s.id,
        phase: r.phase,
        teamName: r.teamName,
        title: r.s.title,
        totalScore: r.totalScore === null ? null : Number(r.totalScore),
        judges: Number(r.judges),
        awardZh: award.get(r.s.id)?.awardZh ?? null,
        awardEn: award.get(r.s.id)?.awardEn ?? null,
      }));
      items.sort((a, b) => (b.totalScore ?? -1) - (a.totalScore ?? -1) || a.id - b.id);
      return ok(items);
    },
  );
}
