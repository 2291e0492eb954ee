import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  changePasswordBody,
  changePasswordResult,
  Code,
  envelopeOf,
  errorEnvelope,
  ok,
  revokeSessionsBody,
  revokeSessionsResult,
  sessionItem,
  errorResponses,
} from '@occ/shared';
import { users } from '../../db/schema';
import { AppError, forbidden, needLogin, notFound } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { SESSION_COOKIE } from '../../platform/session';
import type { App } from '../../platform/types';
import { hashPassword, verifyPassword } from './accounts';
import { accountPolicy } from './policy';
import { countOtherSessions, listSessions, revokeOtherSessions, revokeSession } from './sessions';
import { hit, peek, throttled } from './throttle';

const errors = errorResponses(400, 401, 403, 404, 422, 429);

/** The signed-in user's sessions and password (security settings, /people/my/safe). */
export async function accountRoutes(app: App) {
  const { db } = app.database;

  /**
   * The signed-in user, or 401 for a visitor (accountPolicy: owners only). A desktop tool's bearer
   * token is no browser session: it may not list sessions or change the password (403).
   */
  const owner = (user: Parameters<typeof accountPolicy.authorize>[0]) => {
    accountPolicy.authorize(user, 'manage', null);
    if (!user) throw needLogin();
    if (!user.sessionId) throw forbidden();
    return { ...user, sessionId: user.sessionId };
  };

  app.get(
    '/api/base/user/sessions',
    {
      schema: {
        operationId: 'sessions.list',
        tags: ['sessions'],
        summary: "The user's live sessions, newest first (at most 50), the current one flagged",
        response: { 200: envelopeOf(z.array(sessionItem)), 401: errorEnvelope },
      },
    },
    async (req) => {
      const user = owner(req.user);
      return ok(await listSessions(db, app.config, user.id, user.sessionId));
    },
  );

  app.post(
    '/api/base/user/sessions/revoke',
    {
      schema: {
        operationId: 'sessions.revoke',
        tags: ['sessions'],
        summary: 'End one own session ({id}) or every other session ({others: true})',
        body: revokeSessionsBody,
        response: { 200: envelopeOf(revokeSessionsResult), ...errors },
      },
    },
    async (req, reply) => {
      const user = owner(req.user);
      if ('others' in req.body) {
        return ok({ revoked: await revokeOtherSessions(db, user.id, user.sessionId) });
      }
      // only the user's own sessions are searched: another user's id is simply not found
      const gone = await revokeSession(db, user.id, req.body.id);
      if (!gone) throw notFound();
      if (gone === user.sessionId) reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return ok({ revoked: 1 });
    },
  );

  app.post(
    '/api/base/user/password',
    {
      schema: {
        operationId: 'users.changePassword',
        tags: ['users'],
        summary:
          'Change the password (the current one is checked when the account has one); keeps this session and reports how many others are open',
        body: changePasswordBody,
        response: { 200: envelopeOf(changePasswordResult), ...errors },
      },
    },
    async (req, reply) => {
      const user = owner(req.user);
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id));
      if (row?.passwordHash) {
        // wrong current passwords are throttled like logins, so a borrowed session cannot guess it
        const key = `password:user:${user.id}`;
        const window = app.config.LOGIN_WINDOW_MINUTES * 60;
        const state = await peek(db, key, window, app.config.LOGIN_MAX_FAILURES);
        if (!state.allowed) throw throttled(reply, 'loginThrottled', state.retryAfter);
        const oldPassword = req.body.oldPassword ?? '';
        if (!oldPassword)
          throw new AppError(422, Code.VALIDATION_FAILED, 'passwordRequired', {}, [
            { field: 'oldPassword', message: t(req, 'passwordRequired') },
          ]);
        if (!(await verifyPassword(row.passwordHash, oldPassword))) {
          await hit(db, key, window, app.config.LOGIN_MAX_FAILURES);
          throw new AppError(400, Code.PASSWORD_OR_CODE_INVALID, 'passwordWrong', {}, [
            { field: 'oldPassword', message: t(req, 'passwordWrong') },
          ]);
        }
      }
      // accounts without a password (code or single sign-on sign-ups) set their first one here
      await db
        .update(users)
        .set({
          passwordHash: await hashPassword(req.body.password),
          mustResetPassword: false,
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id));
      return ok(
        { otherSessions: await countOtherSessions(db, app.config, user.id, user.sessionId) },
        t(req, 'passwordChanged'),
      );
    },
  );
}
