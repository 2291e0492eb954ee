import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { envelopeOf, ok } from '@occ/shared';
import type { App } from '../../platform/types';

const probe = z.object({ status: z.enum(['ok', 'unavailable']) });

export async function healthRoutes(app: App) {
  // readiness turns false as soon as the process starts closing (SIGTERM), before it stops listening
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.get(
    '/api/health',
    {
      schema: {
        operationId: 'health.get',
        tags: ['platform'],
        summary: 'Liveness and database reachability',
        response: {
          200: envelopeOf(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgresql']) })),
        },
      },
      config: { rateLimit: false },
    },
    async () => {
      await app.database.db.execute(sql`select 1`);
      return ok({ status: 'ok' as const, database: app.database.kind });
    },
  );

  app.get(
    '/api/health/live',
    {
      schema: {
        operationId: 'health.live',
        tags: ['platform'],
        summary: 'Liveness: the process answers (restart it when this fails)',
        response: { 200: envelopeOf(probe) },
      },
      config: { rateLimit: false },
    },
    async () => ok({ status: 'ok' as const }),
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        operationId: 'health.ready',
        tags: ['platform'],
        summary: 'Readiness: send traffic here (503 while closing or without the database)',
        response: { 200: envelopeOf(probe), 503: envelopeOf(probe) },
      },
      config: { rateLimit: false },
    },
    async (_req, reply) => {
      const up =
        !closing &&
        (await app.database.db.execute(sql`select 1`).then(
          () => true,
          () => false,
        ));
      if (up) return ok({ status: 'ok' as const });
      return reply.code(503).send({
        code: 503,
        success: false,
        result: { status: 'unavailable' as const },
        message: 'unavailable',
      });
    },
  );
}
