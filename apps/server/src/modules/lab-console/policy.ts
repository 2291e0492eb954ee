import { Code, type LabKind } from '@occ/shared';
import type { Db } from '../../db/client';
import { AppError, needLogin } from '../../platform/errors';
import { definePolicy } from '../../platform/policy';
import type { SessionUser } from '../../platform/session';
import { requireLabGrant } from '../lab-permissions/grant';
import { labInventoryPolicy } from '../lab-inventory/policy';
import { LIVE } from '../lab-reservations/create';
import type { ReservationRow } from '../lab-reservations/rows';
import { getMine } from '../lab-reservations/service';

/**
 * The console and its board actions belong to the reservation's owner: `operate` (any board
 * action) also needs the slot to be running now and the lab grant of the reservation's kind;
 * `read` (test results, the session report) only needs ownership, so results stay downloadable
 * after the slot. Another user's reservation answers 404 like a missing one (as getMine does).
 */
export const labConsolePolicy = definePolicy<null, 'use'>({ use: (actor) => actor !== null });

/** The board image catalogue is inventory: admin or 'lab.manage', by session. */
export const labImagesPolicy = labInventoryPolicy;

export const slotNotActive = () => new AppError(409, Code.CONFLICT, 'labSlotNotActive');

/** Live, started and not yet over (the rule `enter` uses; 'reserving' counts before the sweeper promotes it). */
export function slotActive(row: ReservationRow, now = Date.now()): boolean {
  const r = row.reservation;
  return (
    (LIVE as readonly string[]).includes(r.status) && r.startsAt.getTime() <= now && now < r.endsAt.getTime()
  );
}

/** Mine (404 otherwise). */
export async function ownedReservation(
  db: Db,
  user: SessionUser | null,
  id: string,
): Promise<ReservationRow> {
  labConsolePolicy.authorize(user, 'use', null);
  return getMine(db, user!.id, id);
}

/** Mine, in its running slot (409 labSlotNotActive), with a valid grant (403). */
export async function activeReservation(
  db: Db,
  user: SessionUser | null,
  id: string,
): Promise<ReservationRow> {
  if (!user) throw needLogin();
  const row = await ownedReservation(db, user, id);
  if (!slotActive(row)) throw slotNotActive();
  // the grant that matters is the one the reservation was made under
  await requireLabGrant(db, user, row.reservation.kind as LabKind);
  return row;
}
