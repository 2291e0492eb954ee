import { z } from 'zod';
import { currentUser, envelopeOf, errorEnvelope, ok } from '@occ/shared';
import { needLogin } from '../../platform/errors';
import { destroySession, SESSION_COOKIE } from '../../platform/session';
import type { App } from '../../platform/types';
import { presentCurrentUser } from './presenter';

export async function userRoutes(app: App) {
  // Spec §7: the current-user call; logged out answers 401 with code -101014.
  app.get(
    '/api/base/user/getCurrentUserInfo',
    {
      schema: {
        operationId: 'users.current',
        tags: ['users'],
        response: { 200: envelopeOf(currentUser), 401: errorEnvelope },
      },
    },
    async (req) => {
      if (!req.user) throw needLogin();
      return ok(presentCurrentUser(req.user));
    },
  );

  app.post(
    '/api/base/auth/logout',
    {
      schema: {
        operationId: 'auth.logout',
        tags: ['auth'],
        response: { 200: envelopeOf(z.null()), 403: errorEnvelope },
      },
    },
    async (req, reply) => {
      if (req.user) await destroySession(app.database.db, req.user.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return ok(null);
    },
  );
}
