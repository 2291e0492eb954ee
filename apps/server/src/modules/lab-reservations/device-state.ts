import { and, eq, exists, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { labDevices, labReservations } from '../../db/schema';

const running = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(labReservations)
      .where(and(eq(labReservations.deviceId, labDevices.id), eq(labReservations.status, 'successful'))),
  );

/**
 * Keeps online ⇄ in_use in step with running slots: a device is in_use while a reservation on it
 * is 'successful', online again afterwards. Other states (offline, maintenance, not_ready) belong
 * to the administrator and the lab agent and are left alone. Idempotent; `deviceIds` narrows it.
 */
export async function syncDeviceStates(db: Db, deviceIds?: number[]): Promise<void> {
  const only: SQL | undefined = deviceIds ? inArray(labDevices.id, deviceIds) : undefined;
  await db
    .update(labDevices)
    .set({ state: 'in_use' })
    .where(and(eq(labDevices.state, 'online'), running(db), only));
  await db
    .update(labDevices)
    .set({ state: 'online' })
    .where(and(eq(labDevices.state, 'in_use'), not(running(db)), only));
}
