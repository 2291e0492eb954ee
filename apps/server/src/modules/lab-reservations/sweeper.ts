import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { labReservations } from '../../db/schema';
import type { App } from '../../platform/types';
import { syncDeviceStates } from './device-state';
import { formatTime, notifyOwner } from './notify';

export const SWEEP_EVERY_MS = 30_000;

// The lifecycle clock of reservations. Every step is a conditional UPDATE on the database's now(),
// so running it twice, late, or in several portal processes at once changes nothing extra:
//   reserving  → successful  at startsAt (the slot is running; the user may enter)
//   successful → released    'no-show' when nobody entered within LAB_NO_SHOW_GRACE_MINUTES
//   successful → ended       at endsAt (closedAt = endsAt, the moment it really ended)
// then device states follow, then the reminders go out.
export async function sweepReservations(app: App): Promise<void> {
  const { db } = app.database;
  const grace = app.config.LAB_NO_SHOW_GRACE_MINUTES;
  await db
    .update(labReservations)
    .set({ status: 'successful' })
    .where(and(eq(labReservations.status, 'reserving'), lte(labReservations.startsAt, sql`now()`)));
  await db
    .update(labReservations)
    .set({ status: 'released', closedAt: sql`now()`, closeReason: 'no-show' })
    .where(
      and(
        eq(labReservations.status, 'successful'),
        isNull(labReservations.enteredAt),
        // the grace runs from the later of slot start and booking: a slot booked after it began
        // (the current half hour) gets the full grace too
        lte(
          sql`greatest(${labReservations.startsAt}, ${labReservations.createdAt})`,
          sql`now() - make_interval(mins => ${grace})`,
        ),
      ),
    );
  await db
    .update(labReservations)
    .set({ status: 'ended', closedAt: sql`${labReservations.endsAt}` })
    .where(and(eq(labReservations.status, 'successful'), lte(labReservations.endsAt, sql`now()`)));
  await syncDeviceStates(db);
  await sendReminders(app, db);
}

interface DueReminder {
  id: string;
  email: string | null;
  mobile: string | null;
  device: string;
  board: string;
  at: string;
}

/**
 * Claims due reminders and sends them. The UPDATE … RETURNING that stamps reminded_*_at is what
 * decides to send, so each reminder goes out at most once even with several processes. A slot
 * booked inside the reminder window gets no start reminder (its owner has just booked it).
 */
async function sendReminders(app: App, db: Db) {
  const minutes = app.config.LAB_REMINDER_MINUTES;
  const grace = app.config.LAB_NO_SHOW_GRACE_MINUTES;
  const claim = async (which: 'start' | 'end') => {
    const stamp = which === 'start' ? sql`reminded_start_at` : sql`reminded_end_at`;
    const at = which === 'start' ? sql`r.starts_at` : sql`r.ends_at`;
    const due =
      which === 'start'
        ? sql`r.status = 'reserving' and r.created_at < r.starts_at - make_interval(mins => ${minutes})`
        : sql`r.status = 'successful'`;
    const result = (await db.execute(sql`
      update ${labReservations} r set ${stamp} = now()
      from users u, lab_devices d, lab_board_models b
      where u.id = r.user_id and d.id = r.device_id and b.id = r.board_model_id
        and r.${stamp} is null and ${due}
        and ${at} > now() and ${at} <= now() + make_interval(mins => ${minutes})
      returning r.id, u.email, u.mobile, d.name as device, b.name as board,
        to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at`)) as unknown as {
      rows: DueReminder[];
    };
    return result.rows;
  };

  for (const r of await claim('start')) {
    await notifyOwner(app, r, { subject: 'labReminderStartSubject', text: 'labReminderStartText' }, (l) => ({
      board: r.board,
      device: r.device,
      time: formatTime(new Date(r.at), l),
      grace,
    }));
  }
  for (const r of await claim('end')) {
    await notifyOwner(app, r, { subject: 'labReminderEndSubject', text: 'labReminderEndText' }, (l) => ({
      board: r.board,
      device: r.device,
      time: formatTime(new Date(r.at), l),
    }));
  }
}

/** Registers the sweeper on the job runner (main.ts starts the runner; tests tick it). */
export function registerSweeper(app: App) {
  app.jobs.every('lab.sweep', SWEEP_EVERY_MS, () => sweepReservations(app));
}
