import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { LabDeviceBody, labDeviceBody } from '@occ/shared';
import { labDeviceArea } from '@occ/shared/admin';
import type { Db } from '../../db/client';
import { labBoardModels, labDevices, labReservations } from '../../db/schema';
import { outer } from '../../db/sql';
import { conflict, notFound } from '../../platform/errors';
import { readById, plainWrites, type AreaBinding, type AreaId } from '../../platform/admin-area/binding';
import { inventoryError } from './db-errors';

/** Reservations that still hold their slot (the exclusion constraint's WHERE). */
export const LIVE_STATUSES = ['reserving', 'successful'];

const columns = {
  id: labDevices.id,
  name: labDevices.name,
  state: labDevices.state,
  driver: labDevices.driver,
  agentId: labDevices.agentId,
  lastSeenAt: labDevices.lastSeenAt,
  createdAt: labDevices.createdAt,
  board: { id: labBoardModels.id, name: labBoardModels.name },
};
export type DeviceRow = {
  id: number;
  name: string;
  state: string;
  driver: string;
  agentId: string | null;
  lastSeenAt: Date | null;
  createdAt: Date;
  board: { id: number; name: string };
};

const joined = (db: Db) =>
  db
    .select(columns)
    .from(labDevices)
    .innerJoin(labBoardModels, eq(labBoardModels.id, labDevices.boardModelId));

export async function getDevice(db: Db, id: number): Promise<DeviceRow> {
  const [row] = await joined(db).where(eq(labDevices.id, id));
  if (!row) throw notFound();
  return row;
}

const decl = labDeviceArea as unknown as AreaBinding['decl'];

/**
 * The lab's devices (console area `labDevice`). A new device starts offline unless told otherwise
 * (the lab agent reports it online); afterwards its state has its own call (setDeviceState), which
 * looks after reservations. A device with live reservations keeps its board model: those
 * reservations were made for that board. Deleting one is refused once any reservation names it.
 */
export const devicesBinding: AreaBinding = {
  decl,
  table: labDevices,
  id: labDevices.id,
  columns: {
    name: labDevices.name,
    boardModelId: labDevices.boardModelId,
    boardName: sql<string>`(select ${labBoardModels.name} from ${labBoardModels} where ${labBoardModels.id} = ${outer(labDevices.boardModelId)})`,
    driver: labDevices.driver,
    state: labDevices.state,
    lastSeenAt: labDevices.lastSeenAt,
  },
  searchColumns: [labDevices.name],
  read: readById(labDevices, labDevices.id, decl),
  ...plainWrites<typeof labDeviceBody>(labDevices, labDevices.id, (b: LabDeviceBody) => ({
    boardModelId: b.boardModelId,
    name: b.name,
    driver: b.driver,
    state: b.state ?? 'offline',
  })),
  async update(tx: Db, id: AreaId, body: LabDeviceBody): Promise<void> {
    const [current] = await tx
      .select({ boardModelId: labDevices.boardModelId })
      .from(labDevices)
      .where(eq(labDevices.id, Number(id)))
      .for('update');
    if (!current) throw notFound();
    if (current.boardModelId !== body.boardModelId) {
      const [live] = await tx
        .select({ id: labReservations.id })
        .from(labReservations)
        .where(
          and(
            eq(labReservations.deviceId, Number(id)),
            inArray(labReservations.status, LIVE_STATUSES),
            gt(labReservations.endsAt, new Date()),
          ),
        )
        .limit(1);
      if (live) throw conflict('labDeviceBusy');
    }
    await tx
      .update(labDevices)
      .set({ boardModelId: body.boardModelId, name: body.name, driver: body.driver })
      .where(eq(labDevices.id, Number(id)));
  },
  writeError: inventoryError,
};
