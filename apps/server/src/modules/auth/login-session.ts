import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '@occ/shared';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { createSession, hashToken, SESSION_COOKIE, setSessionCookie } from '../../platform/session';
import type { App } from '../../platform/types';

/**
 * Signs the user in on this browser. The session the request carried (even an expired one, or
 * another user's) is destroyed first: the id changes at every login, so a planted cookie is useless
 * (session fixation).
 */
export async function startSession(
  app: App,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  opts: { method?: string; idToken?: string } = {},
): Promise<void> {
  const { db } = app.database;
  // every way in (password, code, single sign-on, registration) passes here: a disabled account stops
  const [account] = await db
    .select({ disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (account?.disabledAt) throw new AppError(403, Code.FORBIDDEN, 'accountDisabled');
  const old = req.cookies[SESSION_COOKIE];
  const token = await db.transaction(async (tx) => {
    if (old) await tx.delete(sessions).where(eq(sessions.id, hashToken(old)));
    const t = await createSession(tx, app.config, userId, {
      userAgent: req.headers['user-agent'],
      ip: req.ip,
    });
    if (opts.method || opts.idToken) {
      await tx
        .update(sessions)
        .set({ method: opts.method ?? null, idToken: opts.idToken ?? null })
        .where(eq(sessions.id, hashToken(t)));
    }
    return t;
  });
  setSessionCookie(reply, app.config, token);
}
