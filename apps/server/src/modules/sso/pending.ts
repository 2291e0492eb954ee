// A provider identity with no local user yet: kept server-side, referenced by an httpOnly cookie,
// while the person chooses on /waitregister to register or to bind an existing account.
import crypto from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { Code, ok } from '@occ/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { pendingIdentities } from '../../db/schema';
import { hashToken } from '../../platform/session';
import type { ProviderIdentity } from './flow';

export const PENDING_COOKIE = 'occ_pending';
const PENDING_TTL_SECONDS = 15 * 60;

export type PendingIdentity = typeof pendingIdentities.$inferSelect;

export async function createPending(
  db: Db,
  input: { provider: string; issuer: string; who: ProviderIdentity; returnTo: string },
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.delete(pendingIdentities).where(lt(pendingIdentities.expiresAt, sql`now()`));
  await db.insert(pendingIdentities).values({
    id: hashToken(token),
    provider: input.provider,
    issuer: input.issuer,
    subject: input.who.subject,
    accountName: input.who.accountName,
    email: input.who.email,
    idToken: input.who.idToken,
    returnTo: input.returnTo,
    expiresAt: new Date(Date.now() + PENDING_TTL_SECONDS * 1000),
  });
  return token;
}

export async function loadPending(db: Db, token: string | undefined): Promise<PendingIdentity | null> {
  if (!token) return null;
  const [row] = await db
    .select()
    .from(pendingIdentities)
    .where(and(eq(pendingIdentities.id, hashToken(token)), gt(pendingIdentities.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

export function setPendingCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(PENDING_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    maxAge: PENDING_TTL_SECONDS,
  });
}

export function clearPendingCookie(reply: FastifyReply) {
  reply.clearCookie(PENDING_COOKIE, { path: '/' });
}

/** The envelope of spec §4's -5: an external identity obtained, waiting for registration or binding. */
export function obtainRegister<T>(result: T) {
  return { ...ok(result), code: Code.OBTAIN_REGISTER };
}
