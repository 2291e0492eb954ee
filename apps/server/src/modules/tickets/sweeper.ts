import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketHistory, tickets } from '../../db/schema';
import type { App } from '../../platform/types';
import { noticeFeedbackWaiting, noticeStateChanged } from './notices';
import type { TicketRow } from './service';
import { ticketSettings } from './settings';

export const TICKET_SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Resolved tickets the submitter has not confirmed within TICKET_AUTO_CLOSE_DAYS of their last
 * resolution close by themselves (no survey: only a confirmation opens it). One conditional
 * UPDATE on the database's now(): running it twice, late or in several processes closes nothing
 * twice; the history row names no actor (the system).
 */
export async function sweepTickets(db: Db, days = ticketSettings.autoCloseDays): Promise<TicketRow[]> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const resolvedAt = sql`(select max(${ticketHistory.createdAt}) from ${ticketHistory}
      where ${ticketHistory.ticketId} = ${tickets.id} and ${ticketHistory.toState} = 'resolved')`;
    const closed = await tx
      .update(tickets)
      .set({ state: 'closed', updatedAt: new Date() })
      .where(and(eq(tickets.state, 'resolved'), sql`${resolvedAt} <= now() - make_interval(days => ${days})`))
      .returning();
    if (closed.length) {
      await tx.insert(ticketHistory).values(
        closed.map((r) => ({
          ticketId: r.id,
          actorId: null,
          event: 'close',
          fromState: 'resolved',
          toState: 'closed',
          reason: 'autoClosed',
        })),
      );
    }
    return closed;
  });
}

/**
 * Tickets pending feedback: unanswered TICKET_FEEDBACK_REMIND_DAYS after staff asked, the
 * submitter is reminded (once: the UPDATE sets the stamp it tests); unanswered
 * TICKET_FEEDBACK_CLOSE_DAYS after, and reminded, the ticket closes (history reason
 * `feedbackTimeout`). Safe to run twice, late or in several processes.
 */
export async function sweepFeedback(db: Db): Promise<{ reminded: TicketRow[]; closed: TicketRow[] }> {
  const { feedbackRemindDays, feedbackCloseDays } = ticketSettings;
  const asked = sql`coalesce(${tickets.feedbackAskedAt}, ${tickets.updatedAt})`;
  const reminded = await db
    .update(tickets)
    .set({ feedbackRemindedAt: sql`now()` })
    .where(
      and(
        eq(tickets.state, 'pendingFeedback'),
        sql`${tickets.feedbackRemindedAt} is null`,
        sql`${asked} <= now() - make_interval(days => ${feedbackRemindDays})`,
      ),
    )
    .returning();
  const closed = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const rows = await tx
      .update(tickets)
      .set({ state: 'closed', updatedAt: new Date() })
      .where(
        and(
          eq(tickets.state, 'pendingFeedback'),
          sql`${tickets.feedbackRemindedAt} is not null`,
          sql`${asked} <= now() - make_interval(days => ${feedbackCloseDays})`,
        ),
      )
      .returning();
    if (rows.length) {
      await tx.insert(ticketHistory).values(
        rows.map((r) => ({
          ticketId: r.id,
          actorId: null,
          event: 'close',
          fromState: 'pendingFeedback',
          toState: 'closed',
          reason: 'feedbackTimeout',
        })),
      );
    }
    return rows;
  });
  return { reminded, closed };
}

export function registerTicketSweeper(app: App) {
  app.jobs.every('tickets.sweep', TICKET_SWEEP_EVERY_MS, async () => {
    const closed = await sweepTickets(app.database.db);
    for (const row of closed) await noticeStateChanged(app, row);
    const feedback = await sweepFeedback(app.database.db);
    for (const row of feedback.reminded) await noticeFeedbackWaiting(app, row);
    for (const row of feedback.closed) await noticeStateChanged(app, row);
  });
}
