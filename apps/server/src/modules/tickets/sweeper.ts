import { and, eq, sql } from 'drizzle-orm';
import { TICKET_AUTO_CLOSE_DAYS } from '@occ/shared';
import type { Db } from '../../db/client';
import { ticketHistory, tickets } from '../../db/schema';
import type { App } from '../../platform/types';
import { noticeStateChanged } from './notices';
import type { TicketRow } from './service';

export const TICKET_SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Resolved tickets the submitter has not confirmed within TICKET_AUTO_CLOSE_DAYS of their last
 * resolution close by themselves (no survey: only a confirmation opens it). One conditional
 * UPDATE on the database's now(): running it twice, late or in several processes closes nothing
 * twice; the history row names no actor (the system).
 */
export async function sweepTickets(db: Db, days = TICKET_AUTO_CLOSE_DAYS): Promise<TicketRow[]> {
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

export function registerTicketSweeper(app: App) {
  app.jobs.every('tickets.sweep', TICKET_SWEEP_EVERY_MS, async () => {
    const closed = await sweepTickets(app.database.db);
    for (const row of closed) await noticeStateChanged(app, row);
  });
}
