import { and, eq } from 'drizzle-orm';
import { Code, type ActionPayload, type LabLoadImageBody } from '@occ/shared';
import { labBoardImages, labSessionFiles } from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import type { App } from '../../platform/types';
import type { ReservationRow } from '../lab-reservations/rows';
import { recordEvent, type SessionEventRow } from './events';
import { sessionFileUrl } from './files';
import { failure, hubOf, reasonOf, requireEnvironmentReady } from './hub';

/** Writing firmware and power-cycling a real board takes a while. */
const TIMEOUT_MS = 300_000;

/** Where the agent fetches a catalogue image (the gateway serves it with the agent's token). */
export const imageFileUrl = (imageId: number) => `/api/lab/agent/files/image/${imageId}`;

type LoadAction = Extract<ActionPayload, { kind: 'loadImage' }>;

/**
 * The image to load: one of the reservation's board model's catalogue for that target, or a file
 * uploaded in this session; anything else is 404 "The image does not exist" (never another
 * board's image or another session's file).
 */
async function resolveImage(app: App, row: ReservationRow, body: LabLoadImageBody): Promise<LoadAction> {
  const { db } = app.database;
  if (body.imageId !== undefined) {
    const image = await db.query.labBoardImages.findFirst({
      where: and(
        eq(labBoardImages.id, body.imageId),
        eq(labBoardImages.boardModelId, row.board.id),
        eq(labBoardImages.target, body.target),
      ),
    });
    if (!image) throw notFound('labImageNotFound');
    return {
      kind: 'loadImage',
      target: body.target,
      name: image.fileName,
      url: imageFileUrl(image.id),
      ...(image.bootCommand ? { bootCommand: image.bootCommand } : {}),
    };
  }
  const file = await db.query.labSessionFiles.findFirst({
    where: and(eq(labSessionFiles.id, body.fileId!), eq(labSessionFiles.reservationId, row.reservation.id)),
  });
  if (!file) throw notFound('labImageNotFound');
  return { kind: 'loadImage', target: body.target, name: file.name, url: sessionFileUrl(file.id) };
}

/** Application / hardware loading (spec §2 toolbar): write the image to the board and boot it. */
export async function loadImage(
  app: App,
  user: SessionUser,
  row: ReservationRow,
  body: LabLoadImageBody,
): Promise<SessionEventRow> {
  const { db } = app.database;
  const reservationId = row.reservation.id;
  requireEnvironmentReady(app, row.device.id);
  const action = await resolveImage(app, row, body);
  const log = (ok: boolean, why?: string) =>
    recordEvent(db, {
      reservationId,
      userId: user.id,
      kind: 'load_image',
      ok,
      detail: `${action.target}: ${action.name}${why ? ` (${why})` : ''}`,
    });
  let outcome;
  try {
    outcome = await hubOf(app).request(reservationId, action, { timeoutMs: TIMEOUT_MS });
  } catch (e) {
    await log(false, failure(e));
    throw e;
  }
  if (!outcome.ok) {
    const reason = reasonOf(outcome);
    await log(false, reason);
    throw new AppError(502, Code.INTERNAL, 'labLoadFailed', { reason });
  }
  return log(true);
}
