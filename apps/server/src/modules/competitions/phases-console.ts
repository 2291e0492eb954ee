import { z } from 'zod';
import { envelopeOf, errorResponses, ok, phaseEdit, type Criterion } from '@occ/shared';
import type { App } from '../../platform/types';
import { eventIdOf } from '../events/checkin';
import { competitionsPolicy } from './policy';
import { phasesOf } from './service';

/**
 * What the console's phases editor starts from: a competition's phases in both languages with
 * their deadlines and judging criteria, in order. Saving is `competitions.setPhases`.
 */
export async function phasesConsoleRoutes(app: App) {
  const { db } = app.database;
  app.get(
    '/api/admin/competitions/:ref/phases',
    {
      preValidation: async (req) => competitionsPolicy.authorize(req.user, 'manage', null),
      schema: {
        operationId: 'competitions.phases',
        tags: ['competitions', 'admin'],
        summary: 'The phases of a competition as the console edits them (both languages, criteria)',
        params: z.object({ ref: z.string().trim().min(1).max(40) }),
        response: { 200: envelopeOf(z.array(phaseEdit)), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const rows = await phasesOf(db, await eventIdOf(db, req.params.ref));
      return ok(
        rows.map((p) => ({
          key: p.key,
          titleZh: p.titleZh,
          titleEn: p.titleEn,
          deadline: p.deadline.toISOString(),
          criteria: p.criteria as Criterion[],
        })),
      );
    },
  );
}
