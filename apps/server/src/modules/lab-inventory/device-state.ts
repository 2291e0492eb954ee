import { and, asc, eq, gt, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { translate, type CompleteLocale, type DeviceState, type MessageKey } from '@occ/shared';
import type { Db } from '../../db/client';
import { labBoardModels, labDevices, labReservations, users } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { isExclusionViolation } from './db-errors';
import { LIVE_STATUSES } from './devices';

/** States that take a device out of service: its future reservations must go elsewhere. */
export const OUT_OF_SERVICE: DeviceState[] = ['maintenance', 'offline'];

export const STATE_LABEL: Record<DeviceState, MessageKey> = {
  online: 'labDeviceStateOnline',
  offline: 'labDeviceStateOffline',
  maintenance: 'labDeviceStateMaintenance',
  in_use: 'labDeviceStateInUse',
  not_ready: 'labDeviceStateNotReady',
};

/** The reason kept on a cancelled reservation when the admin gave none: both languages. */
export const defaultReason = (state: DeviceState, locales: CompleteLocale[] = ['zh-CN', 'en-US']) =>
  locales
    .map((l) => translate('labDeviceOutOfService', l, { state: translate(STATE_LABEL[state], l) }))
    .join(' / ');

/** What happened to one reservation, with what its owner must be told. */
export interface Displaced {
  reservationId: string;
  outcome: 'moved' | 'cancelled' | 'ended';
  toDevice: { id: number; name: string } | null;
  startsAt: Date;
  endsAt: Date;
  owner: { email: string | null; mobile: string | null };
}

/**
 * Sets a device's state, in one transaction per device. Taking it out of service (maintenance,
 * offline) also deals with each live reservation that has not finished: it moves to another
 * device of the same board model that is in service, when the exclusion constraint lets it (each
 * attempt in a savepoint; 23P01 means that twin is taken then), else it is cancelled (not started)
 * or ended (running) with the reason kept on the row. Nothing is silently dropped.
 */
export async function setDeviceState(
  db: Db,
  deviceId: number,
  input: { state: DeviceState; reason?: string | undefined; actorId: string },
) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ boardModelId: labDevices.boardModelId })
      .from(labDevices)
      .where(eq(labDevices.id, deviceId));
    if (!found) throw notFound();
    // Lock every device of the board model, in id order: two twins leaving service at once are
    // serialised (no deadlock), so neither moves a reservation onto the other one mid-change.
    const siblings = await tx
      .select({ id: labDevices.id, name: labDevices.name, boardModelId: labDevices.boardModelId })
      .from(labDevices)
      .where(eq(labDevices.boardModelId, found.boardModelId))
      .orderBy(asc(labDevices.id))
      .for('update');
    const device = siblings.find((d) => d.id === deviceId);
    if (!device) throw notFound(); // moved to another board model meanwhile
    await tx.update(labDevices).set({ state: input.state }).where(eq(labDevices.id, deviceId));
    const displaced: Displaced[] = [];
    if (!OUT_OF_SERVICE.includes(input.state)) return { device, displaced, board: null };

    const affected = await tx
      .select({
        id: labReservations.id,
        status: labReservations.status,
        startsAt: labReservations.startsAt,
        endsAt: labReservations.endsAt,
        email: users.email,
        mobile: users.mobile,
      })
      .from(labReservations)
      .innerJoin(users, eq(users.id, labReservations.userId))
      .where(
        and(
          eq(labReservations.deviceId, deviceId),
          inArray(labReservations.status, LIVE_STATUSES),
          gt(labReservations.endsAt, sql`now()`),
        ),
      )
      .orderBy(asc(labReservations.startsAt))
      .for('update', { of: labReservations });
    const [board] = await tx
      .select({ name: labBoardModels.name })
      .from(labBoardModels)
      .where(eq(labBoardModels.id, device.boardModelId));
    const reason = input.reason || defaultReason(input.state);
    if (!affected.length) return { device, displaced, board: board?.name ?? null };

    // twins in service, online ones first (they are reachable now)
    const twins = await tx
      .select({ id: labDevices.id, name: labDevices.name })
      .from(labDevices)
      .where(
        and(
          eq(labDevices.boardModelId, device.boardModelId),
          ne(labDevices.id, deviceId),
          notInArray(labDevices.state, OUT_OF_SERVICE),
        ),
      )
      .orderBy(sql`${labDevices.state} = 'online' desc`, asc(labDevices.id));

    for (const r of affected) {
      let toDevice: { id: number; name: string } | null = null;
      for (const twin of twins) {
        try {
          await tx.transaction(async (sp) => {
            await sp.update(labReservations).set({ deviceId: twin.id }).where(eq(labReservations.id, r.id));
          });
          toDevice = twin;
          break;
        } catch (e) {
          if (!isExclusionViolation(e)) throw e;
        }
      }
      // reserving = not started → cancelled; successful = running → ended (lifecycle of spec §4)
      const outcome = toDevice ? 'moved' : r.status === 'reserving' ? 'cancelled' : 'ended';
      if (!toDevice) {
        await tx
          .update(labReservations)
          .set({ status: outcome, closedAt: sql`now()`, closeReason: reason, closedBy: input.actorId })
          .where(eq(labReservations.id, r.id));
      }
      displaced.push({
        reservationId: r.id,
        outcome,
        toDevice,
        startsAt: r.startsAt,
        endsAt: r.endsAt,
        owner: { email: r.email, mobile: r.mobile },
      });
    }
    return { device, displaced, board: board?.name ?? null };
  });
}
