import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { Code } from '@occ/shared';
import type { Db } from '../../db/client';
import { throttleCounters } from '../../db/schema';
import { AppError } from '../../platform/errors';

// Fixed-window counters in the database, so every portal process shares them. A window is keyed by
// its start (now rounded down to the window length); old windows are simply never read again.

export interface ThrottleState {
  allowed: boolean;
  /** seconds until the current window ends */
  retryAfter: number;
  count: number;
}

function windowOf(windowSeconds: number, now = Date.now()) {
  const ms = windowSeconds * 1000;
  const start = Math.floor(now / ms) * ms;
  return { start: new Date(start), retryAfter: Math.max(1, Math.ceil((start + ms - now) / 1000)) };
}

/** Counts one event for `key`; allowed while the window's count stays within `max`. */
export async function hit(db: Db, key: string, windowSeconds: number, max: number): Promise<ThrottleState> {
  const w = windowOf(windowSeconds);
  const [row] = await db
    .insert(throttleCounters)
    .values({ key, windowStart: w.start, count: 1 })
    .onConflictDoUpdate({
      target: [throttleCounters.key, throttleCounters.windowStart],
      set: { count: sql`${throttleCounters.count} + 1` },
    })
    .returning({ count: throttleCounters.count });
  // earlier windows of this key are dead weight
  await db
    .delete(throttleCounters)
    .where(and(eq(throttleCounters.key, key), lt(throttleCounters.windowStart, w.start)));
  const count = row?.count ?? 1;
  return { allowed: count <= max, retryAfter: w.retryAfter, count };
}

/** The current window's state without counting anything: blocked once `max` events were counted. */
export async function peek(db: Db, key: string, windowSeconds: number, max: number): Promise<ThrottleState> {
  const w = windowOf(windowSeconds);
  const [row] = await db
    .select({ count: throttleCounters.count })
    .from(throttleCounters)
    .where(and(eq(throttleCounters.key, key), eq(throttleCounters.windowStart, w.start)))
    .limit(1);
  const count = row?.count ?? 0;
  return { allowed: count < max, retryAfter: w.retryAfter, count };
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(throttleCounters).where(eq(throttleCounters.key, key));
}

/** A 429 saying when to retry: Retry-After on the reply, the seconds in the message. */
export function throttled(
  reply: FastifyReply,
  messageKey: 'loginThrottled' | 'codeCooldown' | 'tooManyRequests',
  seconds: number,
): AppError {
  reply.header('Retry-After', String(seconds));
  return new AppError(429, Code.TOO_MANY_REQUESTS, messageKey, { seconds });
}
