import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { CheckInStats } from '@occ/shared';
import type { Db } from '../../db/client';
import { events, eventSignups } from '../../db/schema';
import { AppError, conflict } from '../../platform/errors';
import { Code } from '@occ/shared';
import { activityIdNotExist } from './service';

/** The event a console page addresses by number or slug, whatever its state. */
export async function eventIdOf(db: Db, ref: string): Promise<number> {
  const where = /^\d{1,9}$/.test(ref) ? eq(events.id, Number(ref)) : eq(events.slug, ref.toLowerCase());
  const [row] = await db.select({ id: events.id }).from(events).where(where).limit(1);
  if (!row) throw activityIdNotExist();
  return row.id;
}

/**
 * Checks a participant in by their code: one conditional UPDATE (… WHERE checked_in_at IS NULL),
 * so a code scanned twice, even at two doors at once, checks in once; the second answers 409.
 */
export async function checkIn(db: Db, ref: string, code: string) {
  const eventId = await eventIdOf(db, ref);
  const [row] = await db
    .update(eventSignups)
    .set({ checkedInAt: sql`now()` })
    .where(
      and(
        eq(eventSignups.eventId, eventId),
        eq(eventSignups.checkinCode, code),
        eq(eventSignups.state, 'confirmed'),
        isNull(eventSignups.checkedInAt),
      ),
    )
    .returning({ answers: eventSignups.answers, checkedInAt: eventSignups.checkedInAt });
  if (row) {
    const a = row.answers as { name?: string; unit?: string };
    return { name: a.name ?? '', unit: a.unit ?? '', checkedInAt: row.checkedInAt!.toISOString() };
  }
  const [used] = await db
    .select({ id: eventSignups.id })
    .from(eventSignups)
    .where(
      and(
        eq(eventSignups.eventId, eventId),
        eq(eventSignups.checkinCode, code),
        isNotNull(eventSignups.checkedInAt),
      ),
    )
    .limit(1);
  if (used) throw conflict('checkinAlreadyUsed');
  throw new AppError(404, Code.NOT_FOUND, 'checkinCodeUnknown');
}

export async function checkInStats(db: Db, ref: string): Promise<CheckInStats> {
  const eventId = await eventIdOf(db, ref);
  const [row] = await db
    .select({
      confirmed: sql<number>`count(*) filter (where ${eventSignups.state} = 'confirmed')::int`,
      checkedIn: sql<number>`count(*) filter (where ${eventSignups.state} = 'confirmed' and ${eventSignups.checkedInAt} is not null)::int`,
      pending: sql<number>`count(*) filter (where ${eventSignups.state} = 'pending')::int`,
      waiting: sql<number>`count(*) filter (where ${eventSignups.state} = 'waiting')::int`,
    })
    .from(eventSignups)
    .where(eq(eventSignups.eventId, eventId));
  return {
    confirmed: Number(row?.confirmed ?? 0),
    checkedIn: Number(row?.checkedIn ?? 0),
    pending: Number(row?.pending ?? 0),
    waiting: Number(row?.waiting ?? 0),
  };
}
