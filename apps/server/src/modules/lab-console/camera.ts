import { desc, eq } from 'drizzle-orm';
import { Code } from '@occ/shared';
import { labSessionEvents } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import type { App } from '../../platform/types';
import type { ReservationRow } from '../lab-reservations/rows';
import { recordEvent } from './events';
import { failure, hubOf, reasonOf, requireEnvironmentReady } from './hub';

const TIMEOUT_MS = 15_000;

export interface CameraImage {
  mime: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type from its first bytes; the agent's claim is not trusted (the bytes go to a browser). */
export function imageTypeOf(bytes: Buffer): CameraImage['mime'] | null {
  if (bytes.length > PNG.length && bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.length > JPEG.length && bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return null;
}

const cameraError = () => new AppError(502, Code.INTERNAL, 'labCameraError');

/**
 * A still of the board (QMP screen dump / the serial board's camera). The panel refreshes it
 * every few seconds, so only failures go to the session log.
 */
export async function takePicture(app: App, user: SessionUser, row: ReservationRow): Promise<CameraImage> {
  const { db } = app.database;
  const reservationId = row.reservation.id;
  requireEnvironmentReady(app, row.device.id);
  // one entry per run of failures: the panel keeps asking while the camera is broken
  const log = async (detail: string) => {
    const [last] = await db
      .select({ kind: labSessionEvents.kind, ok: labSessionEvents.ok })
      .from(labSessionEvents)
      .where(eq(labSessionEvents.reservationId, reservationId))
      .orderBy(desc(labSessionEvents.at), desc(labSessionEvents.id))
      .limit(1);
    if (last?.kind === 'camera' && !last.ok) return;
    await recordEvent(db, { reservationId, userId: user.id, kind: 'camera', ok: false, detail });
  };
  let outcome;
  try {
    outcome = await hubOf(app).request(reservationId, { kind: 'camera' }, { timeoutMs: TIMEOUT_MS });
  } catch (e) {
    await log(failure(e));
    throw e;
  }
  if (!outcome.ok) {
    await log(reasonOf(outcome));
    throw cameraError();
  }
  const data = (outcome.data as { data?: unknown } | undefined)?.data;
  const bytes = typeof data === 'string' ? Buffer.from(data, 'base64') : Buffer.alloc(0);
  const mime = imageTypeOf(bytes);
  if (!mime) {
    await log('not a PNG or JPEG image');
    throw cameraError();
  }
  return { mime, bytes };
}
