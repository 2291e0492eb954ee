import crypto from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export const SESSION_COOKIE = 'occ_sid';
/** lastSeenAt is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionUser {
  id: string;
  username: string;
  nickname: string;
  avatarUrl: string | null;
  userType: number;
  roles: string[];
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Creates a session row and returns the cookie token (≥128 bits, only its hash is stored). */
export async function createSession(
  db: Db,
  config: Pick<Config, 'SESSION_ABSOLUTE_DAYS'>,
  userId: string,
  meta: { userAgent?: string; ip?: string } = {},
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + config.SESSION_ABSOLUTE_DAYS * 86_400_000),
    userAgent: meta.userAgent?.slice(0, 300),
    ip: meta.ip,
  });
  return token;
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    maxAge: config.SESSION_ABSOLUTE_DAYS * 86_400,
  });
}

export async function destroySession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

async function loadUser(db: Db, config: Config, token: string): Promise<SessionUser | null> {
  const id = hashToken(token);
  const idleCutoff = new Date(Date.now() - config.SESSION_IDLE_MINUTES * 60_000);
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      nickname: users.nickname,
      avatarUrl: users.avatarUrl,
      userType: users.userType,
      roles: users.roles,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, sql`now()`), gt(sessions.lastSeenAt, idleCutoff)))
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, id));
  }
  const { lastSeenAt: _seen, ...user } = row;
  return { ...user, sessionId: id };
}

/** Resolves request.user from the session cookie on every request. */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { db: Db; config: Config }) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req: FastifyRequest) => {
    const token = req.cookies[SESSION_COOKIE];
    req.user = token ? await loadUser(opts.db, opts.config, token) : null;
  });
});
