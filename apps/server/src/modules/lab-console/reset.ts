import { Code, type LabResetBody } from '@occ/shared';
import { AppError, conflict } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import type { App } from '../../platform/types';
import type { ReservationRow } from '../lab-reservations/rows';
import { recordEvent, type SessionEventRow } from './events';
import { failure, hubOf, reasonOf, requireEnvironmentReady } from './hub';

// Board reset (QMP system_reset / the serial driver's command; "about 1 minute", the console
// reconnects by itself) and environment reset (fresh disk, 3-5 minutes). The agent answers when
// the board is back, so the waits are generous.
const TIMEOUT_MS = { reset: 120_000, envReset: 360_000 } as const;

/** Reservations with a reset in flight in this process (the hub refuses it across processes). */
const resetting = new Set<string>();

export async function resetBoard(
  app: App,
  user: SessionUser,
  row: ReservationRow,
  body: LabResetBody,
): Promise<SessionEventRow> {
  const { db } = app.database;
  const id = row.reservation.id;
  const kind = body.kind === 'board' ? 'reset' : 'envReset';
  const eventKind = body.kind === 'board' ? 'reset' : 'env_reset';
  const hub = hubOf(app);
  requireEnvironmentReady(app, row.device.id);
  if (resetting.has(id)) throw conflict('labBusy');
  resetting.add(id);
  try {
    let outcome;
    try {
      outcome = await hub.request(id, { kind }, { timeoutMs: TIMEOUT_MS[kind] });
    } catch (e) {
      await recordEvent(db, {
        reservationId: id,
        userId: user.id,
        kind: eventKind,
        ok: false,
        detail: failure(e),
      });
      throw e;
    }
    if (!outcome.ok) {
      const reason = reasonOf(outcome);
      await recordEvent(db, {
        reservationId: id,
        userId: user.id,
        kind: eventKind,
        ok: false,
        detail: reason,
      });
      throw new AppError(502, Code.INTERNAL, 'labResetFailed', { reason });
    }
    return await recordEvent(db, { reservationId: id, userId: user.id, kind: eventKind, ok: true });
  } finally {
    resetting.delete(id);
  }
}
