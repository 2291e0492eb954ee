import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { ticketSla, type SlaStep } from '@occ/shared';
import type { Db } from '../../db/client';
import { ticketHistory, tickets } from '../../db/schema';
import type { App } from '../../platform/types';
import type { TicketRow } from './service';
import { slaSettings, slaTargetsOf } from './settings';

export const TICKET_SLA_EVERY_MS = 60_000;

/** Both SLA clocks of a ticket now, from its history (the arithmetic is packages/shared's). */
export function slaOf(row: TicketRow, history: { to: string; createdAt: Date }[], now = new Date()) {
  const steps: SlaStep[] = history.map((h) => ({ to: h.to, at: h.createdAt }));
  return ticketSla(
    { createdAt: row.createdAt, firstResponseAt: row.firstResponseAt, steps },
    slaTargetsOf(row.classification),
    now,
    slaSettings.calendar,
  );
}

/**
 * Stores each open ticket's SLA verdict (ok, near, breached) for the queue's mark and filter. Safe
 * to run twice or in several processes: it writes the same verdict for the same moment.
 */
export async function sweepSla(db: Db, now = new Date()): Promise<number> {
  const open = await db.select().from(tickets).where(ne(tickets.state, 'closed'));
  if (!open.length) return 0;
  const history = await db
    .select({
      ticketId: ticketHistory.ticketId,
      to: ticketHistory.toState,
      createdAt: ticketHistory.createdAt,
    })
    .from(ticketHistory)
    .where(
      inArray(
        ticketHistory.ticketId,
        open.map((t) => t.id),
      ),
    )
    .orderBy(asc(ticketHistory.id));
  let changed = 0;
  for (const row of open) {
    const state = slaOf(
      row,
      history.filter((h) => h.ticketId === row.id),
      now,
    ).state;
    if (state === row.slaState) continue;
    await db
      .update(tickets)
      .set({ slaState: state })
      .where(and(eq(tickets.id, row.id), ne(tickets.slaState, state)));
    changed += 1;
  }
  return changed;
}

export function registerSlaSweep(app: App) {
  app.jobs.every('tickets.sla', TICKET_SLA_EVERY_MS, async () => {
    await sweepSla(app.database.db);
  });
}
