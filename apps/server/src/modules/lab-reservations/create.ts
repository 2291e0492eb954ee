import { and, asc, eq, gt, inArray, lt, notExists, sql } from 'drizzle-orm';
import {
  Code,
  fieldLabel,
  translate,
  type CompleteLocale,
  type LabReserveBody,
  type MessageKey,
} from '@occ/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { labBoardModels, labDevices, labReservations } from '../../db/schema';
import { AppError, conflict, idNotExist } from '../../platform/errors';
import { checkQuotas } from './quota';
import { findReservation, type ReservationRow } from './rows';
import { slotProblem } from './slot';

/** Reservation statuses that hold a device (the exclusion constraint's WHERE). */
export const LIVE = ['reserving', 'successful'] as const;

/** The exclusion constraint lab_reservations_no_overlap refused the row (drizzle wraps the driver error). */
export function isOverlap(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23P01' || e?.cause?.code === '23P01';
}

const invalid = (
  locale: CompleteLocale,
  field: string,
  key: MessageKey,
  params: Record<string, string | number> = {},
) =>
  new AppError(422, Code.VALIDATION_FAILED, key, params, [
    { field, message: translate(key, locale, params) },
  ]);

async function target(db: Db, body: LabReserveBody, locale: CompleteLocale) {
  if (body.deviceId !== undefined) {
    const [row] = await db
      .select({ device: labDevices, availableUntil: labBoardModels.availableUntil })
      .from(labDevices)
      .innerJoin(labBoardModels, eq(labBoardModels.id, labDevices.boardModelId))
      .where(eq(labDevices.id, body.deviceId));
    if (!row) throw idNotExist();
    if (body.boardModelId !== undefined && body.boardModelId !== row.device.boardModelId)
      throw invalid(locale, 'deviceId', 'fieldInvalid', { field: fieldLabel('deviceId', locale) });
    return { boardModelId: row.device.boardModelId, device: row.device, availableUntil: row.availableUntil };
  }
  const [board] = await db
    .select({ id: labBoardModels.id, availableUntil: labBoardModels.availableUntil })
    .from(labBoardModels)
    .where(eq(labBoardModels.id, body.boardModelId!));
  if (!board) throw idNotExist();
  return { boardModelId: board.id, device: null, availableUntil: board.availableUntil };
}

/**
 * Locks the device row (shared) and tells whether it is still in service: a device being taken
 * out of service (lab-inventory's PATCH holds FOR UPDATE on it) either finishes first, and is
 * then refused here, or waits until this booking commits and moves or cancels it.
 */
async function lockInService(db: Db, deviceId: number): Promise<boolean> {
  const [row] = await db
    .select({ state: labDevices.state })
    .from(labDevices)
    .where(eq(labDevices.id, deviceId))
    .for('share');
  return row !== undefined && row.state !== 'maintenance';
}

/**
 * Books a slot. Double-booking is prevented by the database (exclusion constraint), not by the
 * checks here: concurrent inserts on one device wait for each other and all but one fail with
 * 23P01. Quotas are counted under a per-user advisory lock in the same transaction, so parallel
 * requests of one user cannot each see room for themselves.
 */
export async function createReservation(
  db: Db,
  config: Config,
  userId: string,
  body: LabReserveBody,
  locale: CompleteLocale,
  now = new Date(),
): Promise<ReservationRow> {
  const startsAt = new Date(body.startsAt);
  const endsAt = new Date(body.endsAt);
  const t = await target(db, body, locale);
  const problem = slotProblem(
    startsAt,
    endsAt,
    now,
    { maxSlotHours: config.LAB_MAX_SLOT_HOURS, horizonDays: config.LAB_BOOKING_HORIZON_DAYS },
    t.availableUntil,
  );
  if (problem) throw invalid(locale, problem.field, problem.key, problem.params);
  if (t.device?.state === 'maintenance') throw conflict('deviceUnavailable');

  const values = { userId, boardModelId: t.boardModelId, kind: body.kind, startsAt, endsAt };
  const id = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    // two int4 keys: a namespace for this lock and the user, so it collides with no other lock
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lab.reservations'), hashtext(${userId}))`);
    await checkQuotas(txDb, config, userId, startsAt, endsAt, now);

    if (t.device) {
      if (!(await lockInService(txDb, t.device.id))) throw conflict('deviceUnavailable');
      try {
        const [row] = await tx
          .insert(labReservations)
          .values({ ...values, deviceId: t.device.id })
          .returning({ id: labReservations.id });
        return row!.id;
      } catch (err) {
        if (isOverlap(err)) throw conflict('slotTaken');
        throw err;
      }
    }

    // Any device of the model that a lab agent serves now (online, or in use by a running slot)
    // and that is free in the slot; a device no agent serves is never handed out, its console
    // could not open. Each attempt runs in a savepoint, so losing a race on one device (23P01)
    // only undoes that attempt.
    const candidates = await tx
      .select({ id: labDevices.id })
      .from(labDevices)
      .where(
        and(
          eq(labDevices.boardModelId, t.boardModelId),
          inArray(labDevices.state, ['online', 'in_use']),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(labReservations)
              .where(
                and(
                  eq(labReservations.deviceId, labDevices.id),
                  inArray(labReservations.status, LIVE),
                  lt(labReservations.startsAt, endsAt),
                  gt(labReservations.endsAt, startsAt),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(labDevices.id));
    for (const candidate of candidates) {
      try {
        const id = await tx.transaction(async (sp) => {
          if (!(await lockInService(sp as unknown as Db, candidate.id))) return null;
          const [row] = await sp
            .insert(labReservations)
            .values({ ...values, deviceId: candidate.id })
            .returning({ id: labReservations.id });
          return row!.id;
        });
        if (id) return id;
      } catch (err) {
        if (!isOverlap(err)) throw err;
      }
    }
    throw conflict('noFreeDevice');
  });
  return (await findReservation(db, eq(labReservations.id, id)))!;
}
