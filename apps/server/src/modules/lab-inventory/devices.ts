import { and, asc, count, eq, gt, ilike, inArray, type SQL } from 'drizzle-orm';
import { offsetOf, type LabDeviceBody, type LabInventoryQuery } from '@occ/shared';
import type { Db } from '../../db/client';
import { labBoardModels, labDevices, labReservations } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';
import { containsPattern } from './db-errors';

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

function filters(q: LabInventoryQuery): SQL | undefined {
  const c: SQL[] = [];
  if (q.q) c.push(ilike(labDevices.name, containsPattern(q.q)));
  if (q.boardModelId) c.push(eq(labDevices.boardModelId, q.boardModelId));
  if (q.state) c.push(eq(labDevices.state, q.state));
  return c.length ? and(...c) : undefined;
}

const joined = (db: Db) =>
  db
    .select(columns)
    .from(labDevices)
    .innerJoin(labBoardModels, eq(labBoardModels.id, labDevices.boardModelId));

export async function listDevices(db: Db, q: LabInventoryQuery) {
  const where = filters(q);
  const [items, [total]] = await Promise.all([
    joined(db).where(where).orderBy(asc(labDevices.name)).limit(q.pageSize).offset(offsetOf(q)),
    db.select({ n: count() }).from(labDevices).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function getDevice(db: Db, id: number): Promise<DeviceRow> {
  const [row] = await joined(db).where(eq(labDevices.id, id));
  if (!row) throw notFound();
  return row;
}

/** A new device starts offline unless told otherwise (the lab agent reports it online). */
export async function createDevice(db: Db, body: LabDeviceBody): Promise<DeviceRow> {
  const [row] = await db
    .insert(labDevices)
    .values({
      boardModelId: body.boardModelId,
      name: body.name,
      driver: body.driver,
      state: body.state ?? 'offline',
    })
    .returning({ id: labDevices.id });
  return getDevice(db, row!.id);
}

/**
 * Renames a device or changes its driver or board model. The state is not changed here (it has
 * its own call, which looks after reservations). A device with live reservations keeps its board
 * model: those reservations were made for that board.
 */
export async function updateDevice(db: Db, id: number, body: LabDeviceBody): Promise<DeviceRow> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ boardModelId: labDevices.boardModelId })
      .from(labDevices)
      .where(eq(labDevices.id, id))
      .for('update');
    if (!current) throw notFound();
    if (current.boardModelId !== body.boardModelId) {
      const [live] = await tx
        .select({ id: labReservations.id })
        .from(labReservations)
        .where(
          and(
            eq(labReservations.deviceId, id),
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
      .where(eq(labDevices.id, id));
  });
  return getDevice(db, id);
}

/** Refused (23503 → 409) once any reservation, past or future, names the device. */
export async function deleteDevice(db: Db, id: number): Promise<void> {
  const [row] = await db.delete(labDevices).where(eq(labDevices.id, id)).returning({ id: labDevices.id });
  if (!row) throw notFound();
}
