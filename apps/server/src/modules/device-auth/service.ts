import crypto from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiTokens, deviceAuthorizations } from '../../db/schema';
import { hashToken } from '../../platform/session';
import type { DeviceClient } from './clients';
import { newUserCode } from './user-code';

export const DEVICE_CODE_TTL_SECONDS = 600;
export const POLL_INTERVAL_SECONDS = 5;
/** RFC 8628 §3.5: each slow_down adds 5 seconds to the interval the client must keep. */
const SLOW_DOWN_STEP_SECONDS = 5;

export type DeviceRow = typeof deviceAuthorizations.$inferSelect;

/** Starts an authorization; the device code is returned once and only its hash is stored. */
export async function startAuthorization(db: Db, client: DeviceClient, scope: string) {
  // expired requests are of no use to anyone: drop them as new ones arrive (index on expires_at)
  await db
    .delete(deviceAuthorizations)
    .where(lt(deviceAuthorizations.expiresAt, sql`now() - interval '1 day'`));
  const deviceCode = crypto.randomBytes(32).toString('base64url');
  for (let attempt = 0; ; attempt++) {
    const userCode = newUserCode();
    const [row] = await db
      .insert(deviceAuthorizations)
      .values({
        deviceCodeHash: hashToken(deviceCode),
        userCode,
        clientId: client.id,
        scope,
        interval: POLL_INTERVAL_SECONDS,
        expiresAt: new Date(Date.now() + DEVICE_CODE_TTL_SECONDS * 1000),
      })
      .onConflictDoNothing({ target: deviceAuthorizations.userCode })
      .returning({ id: deviceAuthorizations.id });
    if (row)
      return { deviceCode, userCode, expiresIn: DEVICE_CODE_TTL_SECONDS, interval: POLL_INTERVAL_SECONDS };
    // a user code still held by another request (older rows keep theirs until cleaned): draw again
    if (attempt >= 5) throw new Error('could not allocate a unique user code');
  }
}

/** The pending, unexpired request with this (normalised) user code. */
export async function findPending(db: Db, userCode: string): Promise<DeviceRow | null> {
  const [row] = await db
    .select()
    .from(deviceAuthorizations)
    .where(
      and(
        eq(deviceAuthorizations.userCode, userCode),
        eq(deviceAuthorizations.status, 'pending'),
        gt(deviceAuthorizations.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The user's decision; only a pending, unexpired request can be decided (once). */
export async function decide(
  db: Db,
  userCode: string,
  userId: string,
  approve: boolean,
): Promise<DeviceRow | null> {
  const [row] = await db
    .update(deviceAuthorizations)
    .set({ status: approve ? 'approved' : 'denied', userId })
    .where(
      and(
        eq(deviceAuthorizations.userCode, userCode),
        eq(deviceAuthorizations.status, 'pending'),
        gt(deviceAuthorizations.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

export type PollResult =
  | { error: 'invalid_grant' | 'expired_token' | 'access_denied' | 'authorization_pending' | 'slow_down' }
  | { accessToken: string; scope: string; expiresIn: number };

/** One poll of the token endpoint (RFC 8628 §3.4-3.5) by `client` with `deviceCode`. */
export async function poll(db: Db, client: DeviceClient, deviceCode: string): Promise<PollResult> {
  const [row] = await db
    .select()
    .from(deviceAuthorizations)
    .where(eq(deviceAuthorizations.deviceCodeHash, hashToken(deviceCode)))
    .limit(1);
  if (!row || row.clientId !== client.id || row.status === 'used') return { error: 'invalid_grant' };
  if (row.expiresAt.getTime() <= Date.now()) return { error: 'expired_token' };
  if (row.status === 'denied') return { error: 'access_denied' };
  if (row.status === 'pending') {
    const now = new Date();
    const tooSoon =
      row.lastPolledAt !== null && now.getTime() - row.lastPolledAt.getTime() < row.interval * 1000;
    await db
      .update(deviceAuthorizations)
      .set({ lastPolledAt: now, ...(tooSoon ? { interval: row.interval + SLOW_DOWN_STEP_SECONDS } : {}) })
      .where(eq(deviceAuthorizations.id, row.id));
    return { error: tooSoon ? 'slow_down' : 'authorization_pending' };
  }
  return issueToken(db, client, row.id);
}

/** Exchanges an approved request for a bearer token; the conditional update makes it single use. */
async function issueToken(db: Db, client: DeviceClient, id: string): Promise<PollResult> {
  const accessToken = `occ_${crypto.randomBytes(32).toString('base64url')}`;
  const expiresIn = client.tokenTtlDays * 86_400;
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(deviceAuthorizations)
      .set({ status: 'used' })
      .where(and(eq(deviceAuthorizations.id, id), eq(deviceAuthorizations.status, 'approved')))
      .returning();
    // a concurrent poll claimed it first
    if (!used?.userId) return { error: 'invalid_grant' as const };
    await tx.insert(apiTokens).values({
      userId: used.userId,
      tokenHash: hashToken(accessToken),
      clientId: client.id,
      name: client.name,
      scope: used.scope,
      expiresAt: new Date(Date.now() + expiresIn * 1000),
    });
    return { accessToken, scope: used.scope, expiresIn };
  });
}
