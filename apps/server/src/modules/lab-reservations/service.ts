import { and, asc, count, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import { offsetOf, type LabReservationListQuery, type Page } from '@occ/shared';
import type { Db } from '../../db/client';
import { labReservations } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { LIVE } from './create';
import { findReservation, selectReservations, type ReservationRow } from './rows';

/** Mine only: another user's reservation answers 404 like a missing one (no leak). */
export async function getMine(db: Db, userId: string, id: string): Promise<ReservationRow> {
  const row = await findReservation(db, and(eq(labReservations.id, id), eq(labReservations.userId, userId)));
  if (!row) throw notFound();
  return row;
}

async function page(
  db: Db,
  where: SQL | undefined,
  q: LabReservationListQuery,
): Promise<Page<ReservationRow>> {
  const [items, [total]] = await Promise.all([
    selectReservations(db)
      .where(where)
      .orderBy(desc(labReservations.startsAt), desc(labReservations.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(labReservations).where(where),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** My reservations, newest slot first (lab_reservations_user_idx). */
export function listMine(db: Db, userId: string, q: LabReservationListQuery) {
  return page(
    db,
    and(eq(labReservations.userId, userId), q.status ? eq(labReservations.status, q.status) : undefined),
    q,
  );
}

/** Everyone's reservations for the admin console; optionally one status and one device. */
export function listAll(db: Db, q: LabReservationListQuery) {
  return page(
    db,
    and(
      q.status ? eq(labReservations.status, q.status) : undefined,
      q.deviceId ? eq(labReservations.deviceId, q.deviceId) : undefined,
    ),
    q,
  );
}

/** "My devices": the devices of my running and upcoming slots, soonest first (bounded by the quota). */
export function devicesMine(db: Db, userId: string, now = new Date()) {
  return selectReservations(db)
    .where(
      and(
        eq(labReservations.userId, userId),
        inArray(labReservations.status, LIVE),
        gt(labReservations.endsAt, now),
      ),
    )
    .orderBy(asc(labReservations.startsAt))
    .limit(50);
}
