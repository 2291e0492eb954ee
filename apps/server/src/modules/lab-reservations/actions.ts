import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { LabKind } from '@occ/shared';
import type { Db } from '../../db/client';
import { labReservations } from '../../db/schema';
import { conflict, needLogin, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import type { App } from '../../platform/types';
import { LIVE } from './create';
import { syncDeviceStates } from './device-state';
import { formatTime, notifyOwner } from './notify';
import { requireLabGrant } from '../lab-permissions/grant';
import { findReservation, type ReservationRow } from './rows';
import { getMine } from './service';

// Owner actions load the reservation as "mine" first (404 for anyone else's), check the grant of
// its kind, then change it with one conditional UPDATE: the WHERE is the transition rule, so two
// racing requests cannot both succeed and a lost race answers 409 with the rule's message.

const byId = (id: string) => eq(labReservations.id, id);
const reload = async (db: Db, id: string) => (await findReservation(db, byId(id)))!;

async function ownedWithGrant(db: Db, user: SessionUser | null, id: string) {
  if (!user) throw needLogin();
  const row = await getMine(db, user.id, id);
  // the grant that matters is the one the reservation was made under
  await requireLabGrant(db, user, row.reservation.kind as LabKind);
  return row;
}

/** reserving → cancelled, only before the slot starts. */
export async function cancel(db: Db, user: SessionUser | null, id: string): Promise<ReservationRow> {
  await ownedWithGrant(db, user, id);
  const done = await db
    .update(labReservations)
    .set({ status: 'cancelled', closedAt: sql`now()`, closedBy: user!.id })
    .where(and(byId(id), eq(labReservations.status, 'reserving'), gt(labReservations.startsAt, sql`now()`)))
    .returning({ id: labReservations.id });
  if (!done.length) throw conflict('reservationNotCancellable');
  return reload(db, id);
}

/** Running slot → released: the row stops being live, so the constraint frees the rest of the slot. */
export async function release(db: Db, user: SessionUser | null, id: string): Promise<ReservationRow> {
  await ownedWithGrant(db, user, id);
  const done = await db
    .update(labReservations)
    .set({ status: 'released', closedAt: sql`now()`, closedBy: user!.id })
    .where(and(byId(id), started()))
    .returning({ deviceId: labReservations.deviceId });
  if (!done.length) throw conflict('reservationNotReleasable');
  await syncDeviceStates(db, [done[0]!.deviceId]);
  return reload(db, id);
}

/** Live and inside its slot; 'reserving' counts too when the sweeper has not promoted it yet. */
const started = () =>
  and(
    inArray(labReservations.status, LIVE),
    lte(labReservations.startsAt, sql`now()`),
    gt(labReservations.endsAt, sql`now()`),
  );

/**
 * Entering the console (part 2 calls this): records the first entry, which keeps the sweeper
 * from releasing the slot as a no-show, and promotes a started slot still marked 'reserving'.
 */
export async function enter(db: Db, user: SessionUser | null, id: string): Promise<ReservationRow> {
  const row = await ownedWithGrant(db, user, id);
  const done = await db
    .update(labReservations)
    .set({ status: 'successful', enteredAt: sql`coalesce(${labReservations.enteredAt}, now())` })
    .where(and(byId(id), started()))
    .returning({ deviceId: labReservations.deviceId });
  if (!done.length) {
    const upcoming = row.reservation.status === 'reserving' && row.reservation.startsAt > new Date();
    throw conflict(upcoming ? 'reservationNotStarted' : 'reservationClosed');
  }
  await syncDeviceStates(db, [done[0]!.deviceId]);
  return reload(db, id);
}

/** Admin: any live reservation → ended with a reason; the owner is told why. */
export async function endByAdmin(
  app: App,
  adminId: string,
  id: string,
  reason: string,
): Promise<ReservationRow> {
  const { db } = app.database;
  const done = await db
    .update(labReservations)
    .set({ status: 'ended', closedAt: sql`now()`, closedBy: adminId, closeReason: reason })
    .where(and(byId(id), inArray(labReservations.status, LIVE)))
    .returning({ deviceId: labReservations.deviceId });
  if (!done.length) {
    if (!(await findReservation(db, byId(id)))) throw notFound();
    throw conflict('reservationClosed');
  }
  await syncDeviceStates(db, [done[0]!.deviceId]);
  const row = await reload(db, id);
  const owner = await db.query.users.findFirst({
    columns: { email: true, mobile: true },
    where: (u, { eq: is }) => is(u.id, row.reservation.userId),
  });
  if (owner) {
    await notifyOwner(
      app,
      owner,
      { subject: 'labReservationEndedSubject', text: 'labReservationEndedText' },
      (l) => ({
        board: row.board.name,
        device: row.device.name,
        start: formatTime(row.reservation.startsAt, l),
        end: formatTime(row.reservation.endsAt, l),
        reason,
      }),
    );
  }
  return row;
}
