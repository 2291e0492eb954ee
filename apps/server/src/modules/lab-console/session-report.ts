import { asc, eq } from 'drizzle-orm';
import type { CompleteLocale } from '@occ/shared';
import { labTestJobs } from '../../db/schema';
import type { App } from '../../platform/types';
import type { ReservationRow } from '../lab-reservations/rows';
import { listEvents } from './events';
import { consoleHistoryOf } from './hub';
import { slotActive } from './policy';
import { sessionReportHtml } from './report-html';
import { jobReport } from './test-jobs';

/** Test jobs in a report: a session runs them one at a time, so a few hundred is plenty. */
const JOBS_MAX = 200;

/**
 * The session report file: board, device, user, slot, every recorded action with its time, the
 * test jobs with their step results, and the console log when the agent still holds it (the
 * agent's buffer lives while the session is open).
 */
export async function sessionReport(
  app: App,
  row: ReservationRow,
  locale: CompleteLocale,
): Promise<{ html: string; fileName: string }> {
  const { db } = app.database;
  const id = row.reservation.id;
  const [events, jobs, history] = await Promise.all([
    listEvents(db, id),
    db
      .select()
      .from(labTestJobs)
      .where(eq(labTestJobs.reservationId, id))
      .orderBy(asc(labTestJobs.createdAt), asc(labTestJobs.id))
      .limit(JOBS_MAX),
    // the agent keeps the log only while the session is open; asking later would reopen it
    slotActive(row) ? consoleHistoryOf(app, id) : Promise.resolve(null),
  ]);
  const where = { board: row.board.name, device: row.device.name };
  const html = sessionReportHtml(
    {
      ...where,
      user: row.user.username,
      startsAt: row.reservation.startsAt,
      endsAt: row.reservation.endsAt,
      reservationStatus: row.reservation.status,
      generatedAt: new Date(),
      events,
      jobs: jobs.map((j) => jobReport(j, where, locale)),
      consoleLog: history === null ? null : history.toString('utf8'),
    },
    locale,
  );
  const day = row.reservation.startsAt.toISOString().slice(0, 10);
  return { html, fileName: asciiFileName(`lab-session-${row.device.name}-${day}.html`) };
}

/** A file name safe in Content-Disposition without encoding (device names are admin-chosen). */
export const asciiFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_');
