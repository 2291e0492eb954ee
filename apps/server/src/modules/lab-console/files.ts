import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Code, type LabSessionFile } from '@occ/shared';
import { labSessionFiles, storedFiles } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import type { App } from '../../platform/types';
import type { ReservationRow } from '../lab-reservations/rows';
import { recordEvent } from './events';
import { failure, hubOf, reasonOf, requireEnvironmentReady } from './hub';
import { presentFile } from './presenter';
import { receiveLabFile } from './receive';
import { labStorageKey, removeLabFile } from './storage';

/** Where the agent fetches a session upload (the gateway serves it with the agent's token). */
export const sessionFileUrl = (fileId: string) => `/api/lab/agent/files/session/${fileId}`;

/** A minute plus a second per megabyte: the agent downloads the file, then writes it to the board. */
const uploadTimeoutMs = (size: number) => 60_000 + Math.ceil(size / 1_000_000) * 1000;

/**
 * Upload to the board (spec §5): the file is received and checked first (name, empty, size —
 * refused before the board is involved), kept under a generated key, then the agent fetches it
 * into the user's folder on the board. A delivery that fails leaves nothing behind: the row and
 * the stored bytes are removed and the answer says why (502 "Upload failed: {reason}"). A delivered
 * file also goes into the user's home directory (/people/my/file, spec §5: files the user uploaded
 * to the cloud lab), the same stored bytes under their storage key.
 */
export async function uploadToBoard(
  app: App,
  req: FastifyRequest,
  user: SessionUser,
  row: ReservationRow,
): Promise<LabSessionFile> {
  const { db } = app.database;
  const hub = hubOf(app);
  const reservationId = row.reservation.id;
  requireEnvironmentReady(app, row.device.id);
  const { file } = await receiveLabFile(req, app, 'session', {
    maxMb: app.config.LAB_UPLOAD_MAX_MB,
    nameField: 'name',
  });
  let stored;
  try {
    [stored] = await db
      .insert(labSessionFiles)
      .values({ reservationId, userId: user.id, name: file.name, storageKey: file.key, size: file.size })
      .returning();
  } catch (e) {
    await removeLabFile(app.storage, 'session', file.key);
    throw e;
  }
  const undo = async () => {
    await db.delete(labSessionFiles).where(eq(labSessionFiles.id, stored!.id));
    await removeLabFile(app.storage, 'session', file.key);
  };
  const detail = (why?: string) => (why ? `${file.name}: ${why}` : file.name);

  let outcome;
  try {
    outcome = await hub.request(
      reservationId,
      {
        kind: 'upload',
        fileId: stored!.id,
        name: file.name,
        size: file.size,
        url: sessionFileUrl(stored!.id),
      },
      { timeoutMs: uploadTimeoutMs(file.size) },
    );
  } catch (e) {
    await undo();
    await recordEvent(db, {
      reservationId,
      userId: user.id,
      kind: 'upload',
      ok: false,
      detail: detail(failure(e)),
    });
    throw e;
  }
  if (!outcome.ok) {
    const reason = reasonOf(outcome);
    await undo();
    await recordEvent(db, {
      reservationId,
      userId: user.id,
      kind: 'upload',
      ok: false,
      detail: detail(reason),
    });
    throw new AppError(502, Code.INTERNAL, 'labUploadFailed', { reason });
  }
  const [delivered] = await db
    .update(labSessionFiles)
    .set({ delivered: true })
    .where(eq(labSessionFiles.id, stored!.id))
    .returning();
  await db.insert(storedFiles).values({
    ownerId: user.id,
    name: file.name,
    storageKey: labStorageKey('session', file.key),
    size: file.size,
    contentType: 'application/octet-stream',
    sha256: file.sha256,
  });
  await recordEvent(db, { reservationId, userId: user.id, kind: 'upload', ok: true, detail: detail() });
  return presentFile(delivered!);
}
