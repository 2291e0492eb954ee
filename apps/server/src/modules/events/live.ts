import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventLiveReservations, events } from '../../db/schema';
import { conflict } from '../../platform/errors';
import { getEvent } from './service';

// Live reservations ("remind me", issue 19): a logged-in user asks to be told when a live session
// starts. One row per (event, user) (UNIQUE); reserving twice or cancelling twice changes nothing.

/** Reserves the live session of `ref` for `userId`; only an online event not yet ended has one. */
export async function reserveLive(db: Db, ref: string, userId: string) {
  const ev = await getEvent(db, ref);
  if (!ev.online || ev.state !== 'published') throw conflict('notLiveSession');
  if (ev.endsAt.getTime() <= Date.now()) throw conflict('liveEnded');
  await db.insert(eventLiveReservations).values({ eventId: ev.id, userId }).onConflictDoNothing();
  return { eventId: ev.id, reserved: true };
}

/** Cancels it (nothing to cancel is not an error: the answer is the same). */
export async function cancelLiveReservation(db: Db, ref: string, userId: string) {
  const ev = await getEvent(db, ref);
  await db
    .delete(eventLiveReservations)
    .where(and(eq(eventLiveReservations.eventId, ev.id), eq(eventLiveReservations.userId, userId)));
  return { eventId: ev.id, reserved: false };
}

/** Which of `eventIds` the user has reserved. */
export async function liveReservedOf(db: Db, userId: string, eventIds: number[]): Promise<Set<number>> {
  if (!eventIds.length) return new Set();
  const rows = await db
    .select({ eventId: eventLiveReservations.eventId })
    .from(eventLiveReservations)
    .where(and(eq(eventLiveReservations.userId, userId), inArray(eventLiveReservations.eventId, eventIds)));
  return new Set(rows.map((r) => r.eventId));
}

/**
 * Marks the reservations of live sessions that have started (and not ended) as reminded, each
 * once (conditional UPDATE … WHERE reminded_at IS NULL … RETURNING), and answers whom to tell.
 */
export async function dueLiveReminders(db: Db) {
  const started = sql`${eventLiveReservations.eventId} in (select ${events.id} from ${events}
    where ${events.state} = 'published' and ${events.startsAt} <= now() and ${events.endsAt} > now())`;
  return db
    .update(eventLiveReservations)
    .set({ remindedAt: sql`now()` })
    .where(and(sql`${eventLiveReservations.remindedAt} is null`, started))
    .returning({ eventId: eventLiveReservations.eventId, userId: eventLiveReservations.userId });
}

/** The page of my reservations, soonest first (the personal centre). */
export async function myLiveReservations(db: Db, userId: string, page: number, pageSize: number) {
  const where = eq(eventLiveReservations.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ event: events, reservedAt: eventLiveReservations.createdAt })
      .from(eventLiveReservations)
      .innerJoin(events, eq(events.id, eventLiveReservations.eventId))
      .where(where)
      .orderBy(sql`${events.startsAt} desc`, sql`${events.id} desc`)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(eventLiveReservations)
      .where(where),
  ]);
  return { items: rows, total: Number(total?.n ?? 0), page, pageSize };
}
