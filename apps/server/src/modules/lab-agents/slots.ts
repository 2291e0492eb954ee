import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { labDevices, labReservations, labSessionEvents } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';
import { LIVE } from '../lab-reservations/create';
import type { SlotRef } from './bus';

// Reservations as the gateway sees them: a slot is active while the reservation is live and
// startsAt ≤ now < endsAt (the same rule as issue 6's "enter").

export interface SlotRow extends SlotRef {
  kind: string;
  status: string;
  startsAt: Date;
}

export async function loadSlot(db: Db, reservationId: string): Promise<SlotRow | undefined> {
  const [row] = await db
    .select({
      id: labReservations.id,
      userId: labReservations.userId,
      deviceId: labReservations.deviceId,
      deviceName: labDevices.name,
      kind: labReservations.kind,
      status: labReservations.status,
      startsAt: labReservations.startsAt,
      endsAt: labReservations.endsAt,
    })
    .from(labReservations)
    .innerJoin(labDevices, eq(labDevices.id, labReservations.deviceId))
    .where(eq(labReservations.id, reservationId))
    .limit(1);
  return row && { ...row, endsAt: row.endsAt.toISOString() };
}

export const isActive = (s: { status: string; startsAt: Date; endsAt: string }, now = Date.now()) =>
  (LIVE as readonly string[]).includes(s.status) && s.startsAt.getTime() <= now && Date.parse(s.endsAt) > now;

/** The slot of an active reservation, or 404 / 409 labSlotNotActive. */
export async function activeSlot(db: Db, reservationId: string): Promise<SlotRow> {
  const slot = await loadSlot(db, reservationId);
  if (!slot) throw notFound();
  if (!isActive(slot)) throw conflict('labSlotNotActive');
  return slot;
}

/**
 * Records that the reservation's session is being opened on its device's agent and answers
 * whether this is the first time (fresh: the agent prepares a new environment). Persisted as a
 * session event, so a portal restart or an agent reconnect in the middle of a slot reopens the
 * session without wiping the user's data. One process serves a device, and it serialises opens
 * per session, so the check-then-insert does not race.
 */
export async function recordSessionOpen(db: Db, slot: SlotRef): Promise<boolean> {
  const [seen] = await db
    .select({ id: labSessionEvents.id })
    .from(labSessionEvents)
    .where(
      and(
        eq(labSessionEvents.reservationId, slot.id),
        eq(labSessionEvents.kind, 'session_open'),
        eq(labSessionEvents.detail, slot.deviceName),
      ),
    )
    .limit(1);
  if (seen) return false;
  await db
    .insert(labSessionEvents)
    .values({ reservationId: slot.id, userId: slot.userId, kind: 'session_open', detail: slot.deviceName });
  return true;
}

/** Active reservations on these devices whose session was opened before (to reopen after a reconnect). */
export async function openedActiveSlots(db: Db, deviceIds: number[]): Promise<SlotRef[]> {
  if (!deviceIds.length) return [];
  const rows = await db
    .select({
      id: labReservations.id,
      userId: labReservations.userId,
      deviceId: labReservations.deviceId,
      deviceName: labDevices.name,
      endsAt: labReservations.endsAt,
    })
    .from(labReservations)
    .innerJoin(labDevices, eq(labDevices.id, labReservations.deviceId))
    .where(
      and(
        inArray(labReservations.deviceId, deviceIds),
        inArray(labReservations.status, LIVE),
        sql`${labReservations.startsAt} <= now() and ${labReservations.endsAt} > now()`,
        sql`exists (select 1 from ${labSessionEvents} e where e.reservation_id = ${labReservations.id}
          and e.kind = 'session_open' and e.detail = ${labDevices.name})`,
      ),
    );
  return rows.map((r) => ({ ...r, endsAt: r.endsAt.toISOString() }));
}

/** Of these reservations, the ones no longer active, with why (for closing sessions and consoles). */
export async function finishedSlots(
  db: Db,
  ids: string[],
): Promise<{ id: string; reason: 'slot_ended' | 'released' }[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: labReservations.id, status: labReservations.status, endsAt: labReservations.endsAt })
    .from(labReservations)
    .where(inArray(labReservations.id, ids));
  const now = Date.now();
  const found = new Map(rows.map((r) => [r.id, r]));
  const out: { id: string; reason: 'slot_ended' | 'released' }[] = [];
  for (const id of ids) {
    const r = found.get(id);
    if (r && (LIVE as readonly string[]).includes(r.status) && r.endsAt.getTime() > now) continue;
    // released / cancelled by the user (or as a no-show) vs. ended at endsAt or by an admin
    const released = r?.status === 'released' || r?.status === 'cancelled';
    out.push({ id, reason: released ? 'released' : 'slot_ended' });
  }
  return out;
}

/** Logs a session event (console_open, console_close, ...). */
export async function logSessionEvent(
  db: Db,
  e: { reservationId: string; userId: string | null; kind: string; ok?: boolean; detail?: string },
) {
  await db.insert(labSessionEvents).values({ ...e, ok: e.ok ?? true });
}
