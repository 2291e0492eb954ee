import type { SQL } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { labBoardModels, labDevices, labReservations, users } from '../../db/schema';

/** Reservations with their device, board and owner in one query (no N+1 in lists). */
export function selectReservations(db: Db) {
  return db
    .select({
      reservation: labReservations,
      device: { id: labDevices.id, name: labDevices.name, state: labDevices.state },
      board: { id: labBoardModels.id, name: labBoardModels.name },
      user: { id: users.id, username: users.username },
    })
    .from(labReservations)
    .innerJoin(labDevices, eq(labDevices.id, labReservations.deviceId))
    .innerJoin(labBoardModels, eq(labBoardModels.id, labReservations.boardModelId))
    .innerJoin(users, eq(users.id, labReservations.userId));
}

export type ReservationRow = Awaited<ReturnType<ReturnType<typeof selectReservations>['execute']>>[number];

export async function findReservation(db: Db, where: SQL | undefined): Promise<ReservationRow | undefined> {
  const [row] = await selectReservations(db).where(where).limit(1);
  return row;
}
