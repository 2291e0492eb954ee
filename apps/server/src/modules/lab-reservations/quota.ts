import { and, count, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { labReservations } from '../../db/schema';
import { Code } from '@occ/shared';
import { AppError } from '../../platform/errors';
import { HOUR_MS, overlapMs, weeksOf } from './slot';

/**
 * Refuses a new slot [startsAt, endsAt) that would break the user's quotas. Must run inside the
 * creating transaction after the user's advisory lock (see createReservation).
 * - quotaActive: live reservations whose slot is not over yet (sweeper lag does not count).
 * - quotaWeek: hours held in each calendar week the slot touches (Monday 00:00 UTC), counting
 *   every reservation but cancelled ones, each only up to when it was closed (a released or
 *   admin-ended slot counts the part that was held).
 */
export async function checkQuotas(
  db: Db,
  config: Config,
  userId: string,
  startsAt: Date,
  endsAt: Date,
  now: Date,
) {
  const [active] = await db
    .select({ n: count() })
    .from(labReservations)
    .where(
      and(
        eq(labReservations.userId, userId),
        inArray(labReservations.status, ['reserving', 'successful']),
        gt(labReservations.endsAt, now),
      ),
    );
  if ((active?.n ?? 0) >= config.LAB_MAX_ACTIVE_RESERVATIONS)
    throw new AppError(409, Code.CONFLICT, 'quotaActive', { max: config.LAB_MAX_ACTIVE_RESERVATIONS });

  const limitMs = config.LAB_MAX_HOURS_PER_WEEK * HOUR_MS;
  for (const week of weeksOf(startsAt, endsAt)) {
    // held = [starts_at, least(ends_at, closed_at)) clipped to the week, in seconds
    const heldEnd = sql`least(${labReservations.endsAt}, coalesce(${labReservations.closedAt}, ${labReservations.endsAt}), ${week.to.toISOString()}::timestamptz)`;
    const heldStart = sql`greatest(${labReservations.startsAt}, ${week.from.toISOString()}::timestamptz)`;
    const [used] = await db
      .select({
        seconds: sql<string>`coalesce(sum(greatest(0, extract(epoch from (${heldEnd} - ${heldStart})))), 0)`,
      })
      .from(labReservations)
      .where(
        and(
          eq(labReservations.userId, userId),
          ne(labReservations.status, 'cancelled'),
          lt(labReservations.startsAt, week.to),
          gt(labReservations.endsAt, week.from),
        ),
      );
    const usedMs = Number(used?.seconds ?? 0) * 1000;
    if (usedMs + overlapMs(startsAt, endsAt, week.from, week.to) > limitMs)
      throw new AppError(409, Code.CONFLICT, 'quotaWeek', { max: config.LAB_MAX_HOURS_PER_WEEK });
  }
}
