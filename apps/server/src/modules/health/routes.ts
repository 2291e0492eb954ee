import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { envelopeOf, ok } from '@occ/shared';
import type { App } from '../../platform/types';

export async function healthRoutes(app: App) {
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
}
