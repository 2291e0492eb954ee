import { asc, desc, eq } from 'drizzle-orm';
import type { LabConsoleInfo } from '@occ/shared';
import { labBoardImages, labSessionFiles } from '../../db/schema';
import type { App } from '../../platform/types';
import type { ReservationRow } from '../lab-reservations/rows';
import { boardStateOf } from './hub';
import { presentFile, presentImage } from './presenter';

/** Catalogues and session uploads are small; the bound keeps the one-call page answer bounded too. */
const LIST_MAX = 100;

/** What the console page needs in one call: the board, the slot, its state, images and my uploads. */
export async function consoleInfo(app: App, row: ReservationRow): Promise<LabConsoleInfo> {
  const { db } = app.database;
  const [images, files] = await Promise.all([
    db
      .select()
      .from(labBoardImages)
      .where(eq(labBoardImages.boardModelId, row.board.id))
      .orderBy(asc(labBoardImages.target), asc(labBoardImages.name), asc(labBoardImages.id))
      .limit(LIST_MAX),
    db
      .select()
      .from(labSessionFiles)
      .where(eq(labSessionFiles.reservationId, row.reservation.id))
      .orderBy(desc(labSessionFiles.createdAt))
      .limit(LIST_MAX),
  ]);
  const boardState = boardStateOf(app, row.device.id);
  return {
    reservationId: row.reservation.id,
    boardName: row.board.name,
    deviceName: row.device.name,
    startsAt: row.reservation.startsAt.toISOString(),
    endsAt: row.reservation.endsAt.toISOString(),
    boardState,
    images: images.map(presentImage),
    files: files.map(presentFile),
    // an agent serves the board and no environment reset is running; a booting or unreachable
    // board can still be reset, which is often what brings it back
    canOperate: boardState !== 'agent_offline' && boardState !== 'env_resetting',
  };
}
