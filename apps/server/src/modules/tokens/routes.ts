import { z } from 'zod';
import { envelopeOf, ok, toolToken, errorResponses } from '@occ/shared';
import { notFound } from '../../platform/errors';
import { t } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { tokensPolicy } from './policy';
import { presentToken } from './presenter';
import { listTokens, revokeToken } from './service';

const errors = errorResponses(401, 403, 404, 422);

export async function tokenRoutes(app: App) {
  const { db } = app.database;

  app.get(
    '/api/base/user/tokens',
    {
      schema: {
        operationId: 'tokens.list',
        tags: ['tokens'],
        summary: 'My tool tokens that still work (not revoked, not expired), newest first',
        response: { 200: envelopeOf(z.array(toolToken)), ...errors },
      },
    },
    async (req) => {
      tokensPolicy.authorize(req.user, 'manage', null);
      return ok((await listTokens(db, req.user!.id)).map(presentToken));
    },
  );

  app.post(
    '/api/base/user/tokens/:id/revoke',
    {
      schema: {
        operationId: 'tokens.revoke',
        tags: ['tokens'],
        summary: 'Revoke one of my tool tokens; it stops authenticating at once',
        params: z.object({ id: z.uuid() }),
        response: { 200: envelopeOf(z.null()), ...errors },
      },
    },
    async (req) => {
      tokensPolicy.authorize(req.user, 'manage', null);
      if (!(await revokeToken(db, req.user!.id, req.params.id))) throw notFound();
      return ok(null, t(req, 'tokenRevoked'));
    },
  );
}
