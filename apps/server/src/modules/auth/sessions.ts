import crypto from 'node:crypto';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { SessionItem } from '@occ/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import type { Tx } from './accounts';

/** A user has at most this many sessions listed (the newest); older ones still expire on their own. */
export const SESSIONS_LISTED = 50;

/**
 * The id shown to the browser: derived from the stored id (itself a hash of the cookie token), so
 * the list never reveals a value the session table is keyed by.
 */
export const publicSessionId = (id: string) =>
  crypto.createHash('sha256').update(`session:${id}`).digest('base64url').slice(0, 22);

const live = (config: Config, userId: string) =>
  and(
    eq(sessions.userId, userId),
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.lastSeenAt, new Date(Date.now() - config.SESSION_IDLE_MINUTES * 60_000)),
  );

export async function listSessions(
  db: Db,
  config: Config,
  userId: string,
  currentId: string,
): Promise<SessionItem[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(live(config, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(SESSIONS_LISTED);
  return rows.map((s) => ({
    id: publicSessionId(s.id),
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    userAgent: s.userAgent,
    ip: s.ip,
    current: s.id === currentId,
  }));
}

/** Ends one of the user's own sessions by its public id; its stored id, or null when the user has none such. */
export async function revokeSession(db: Db, userId: string, publicId: string): Promise<string | null> {
  const own = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  const match = own.find((s) => publicSessionId(s.id) === publicId);
  if (!match) return null;
  await db.delete(sessions).where(and(eq(sessions.id, match.id), eq(sessions.userId, userId)));
  return match.id;
}

/** Ends every session of the user but `keepId` (all of them when keepId is null). */
export async function revokeOtherSessions(
  db: Db | Tx,
  userId: string,
  keepId: string | null,
): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(keepId ? and(eq(sessions.userId, userId), ne(sessions.id, keepId)) : eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return gone.length;
}

export async function countOtherSessions(
  db: Db,
  config: Config,
  userId: string,
  currentId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(and(live(config, userId), ne(sessions.id, currentId)));
  return Number(row?.n ?? 0);
}
