import crypto from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { apiTokens, roles, sessions, users } from '../db/schema';

export const SESSION_COOKIE = 'occ_sid';
/** lastSeenAt / lastUsedAt are written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;
/** Every logged-in user holds this role's permissions without it being stored on the user. */
export const IMPLICIT_ROLE = 'user';

export interface SessionUser {
  id: string;
  username: string;
  nickname: string;
  avatarUrl: string | null;
  userType: number;
  roles: string[];
  /** union of the permissions of the user's roles (and IMPLICIT_ROLE) */
  permissions: string[];
  /** how the request authenticated: the browser session cookie or a bearer token */
  via: 'session' | 'token';
  /** hashed session id (via 'session'), else null */
  sessionId: string | null;
  /** apiTokens.id (via 'token'), else null */
  tokenId: string | null;
  /** space-separated scopes of the bearer token; null for a session (full access) */
  scope: string | null;
}

/**
 * Why a request that presented credentials has no user (spec §4): the session passed its idle or
 * absolute limit (`timeout`, code -2), or the bearer token is revoked, expired or unknown
 * (`tokenInvalid`, -101012). Null when none were presented (never logged in, -101014).
 */
export type SessionLoss = 'timeout' | 'tokenInvalid' | null;

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionLoss: SessionLoss;
  }
}

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** True for a browser session, or for a bearer token granted `scope`. */
export function tokenAllows(user: SessionUser | null, scope: string): boolean {
  if (!user) return false;
  return user.via === 'session' || (user.scope ?? '').split(' ').includes(scope);
}

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
    secure: config.cookieSecure,
    maxAge: config.SESSION_ABSOLUTE_DAYS * 86_400,
  });
}

/** Ends a session; a null id (a bearer-token request has no session) does nothing. */
export async function destroySession(db: Db, sessionId: string | null) {
  if (!sessionId) return;
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

// The user's columns plus their permissions, resolved in the same statement (no N+1).
export const userColumns = {
  id: users.id,
  username: users.username,
  nickname: users.nickname,
  avatarUrl: users.avatarUrl,
  userType: users.userType,
  roles: users.roles,
  permissions: sql<string[]>`array(
    select distinct p from ${roles}, unnest(${roles.permissions}) as p
    where ${roles.key} = any(array_append(${users.roles}, ${IMPLICIT_ROLE}))
    order by p)`,
};

async function loadSessionUser(db: Db, config: Config, token: string): Promise<SessionUser | null> {
  const id = hashToken(token);
  const idleMs = config.SESSION_IDLE_MINUTES * 60_000;
  const idleCutoff = new Date(Date.now() - idleMs);
  const [row] = await db
    .select({ ...userColumns, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, id),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, idleCutoff),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > Math.min(TOUCH_INTERVAL_MS, idleMs / 4)) {
    await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, id));
  }
  const { lastSeenAt: _seen, ...user } = row;
  return { ...user, via: 'session', sessionId: id, tokenId: null, scope: null };
}

async function loadTokenUser(db: Db, token: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      ...userColumns,
      tokenId: apiTokens.id,
      scope: apiTokens.scope,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, hashToken(token)),
        isNull(apiTokens.revokedAt),
        isNull(users.disabledAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(apiTokens).set({ lastUsedAt: new Date() }).where(eq(apiTokens.id, row.tokenId));
  }
  const { lastUsedAt: _used, ...user } = row;
  return { ...user, via: 'token', sessionId: null };
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Resolves request.user on every request: from `Authorization: Bearer <token>` when that header
 * is sent (then the cookie is ignored, which is what makes the XSRF exemption for bearer requests
 * safe), otherwise from the session cookie.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { db: Db; config: Config }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionLoss', null);
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const authorization = req.headers.authorization;
    if (authorization && /^bearer\s/i.test(authorization)) {
      const bearer = BEARER.exec(authorization)?.[1];
      req.user = bearer ? await loadTokenUser(opts.db, bearer) : null;
      if (!req.user) req.sessionLoss = 'tokenInvalid';
      return;
    }
    const token = req.cookies[SESSION_COOKIE];
    req.user = token ? await loadSessionUser(opts.db, opts.config, token) : null;
    if (token && !req.user && (await sessionExists(opts.db, token))) {
      req.sessionLoss = 'timeout';
      // API calls keep answering -2 while the lapsed cookie comes; the page that tells the reader
      // (a document or its data request, root loader's notice) drops the cookie
      if (isPageRequest(req)) reply.clearCookie(SESSION_COOKIE, { path: '/' });
    }
  });
});

function isPageRequest(req: FastifyRequest): boolean {
  if (req.url.startsWith('/api/')) return false;
  return Boolean(req.headers.accept?.includes('text/html')) || /\.data(\?|$)/.test(req.url);
}

/** The session row is still there (past its idle or absolute limit, or its user disabled). */
async function sessionExists(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.id, hashToken(token)))
    .limit(1);
  return Boolean(row);
}
