import { and, eq, sql } from 'drizzle-orm';
import { Code, translate, type CompleteLocale } from '@occ/shared';
import type { Db } from '../../db/client';
import { tickets } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { MoveOptions, TicketRow } from './service';
import { reopenUntil, ticketSettings } from './settings';

/**
 * Reopening is allowed within TICKET_REOPEN_DAYS of the last resolution (one more condition of the
 * conditional UPDATE, so the check and the move are one statement); later it is a 409 and the
 * page offers a new ticket linked to this one.
 */
export function reopenGuard(): MoveOptions['guard'] {
  return {
    when: sql`coalesce(${tickets.resolvedAt}, ${tickets.updatedAt}) > now() - make_interval(days => ${ticketSettings.reopenDays})`,
    refused: () =>
      new AppError(409, Code.CONFLICT, 'ticketReopenExpired', { days: String(ticketSettings.reopenDays) }),
  };
}

/** The window is over: the submitter may only open a new ticket linked to this one. */
export function reopenExpired(row: TicketRow, now = new Date()): boolean {
  if (row.state === 'closed') return true;
  if (row.state !== 'resolved') return false;
  const until = reopenUntil(row.resolvedAt ?? row.updatedAt);
  return until !== null && until.getTime() <= now.getTime();
}

/** A new ticket may follow up only one of its submitter's own tickets (422 on `relatedTo`). */
export async function checkRelatedTo(
  db: Db,
  userId: string,
  relatedTo: number | undefined,
  locale: CompleteLocale,
): Promise<void> {
  if (relatedTo === undefined) return;
  const [row] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.id, relatedTo), eq(tickets.userId, userId)))
    .limit(1);
  if (!row)
    throw new AppError(422, Code.VALIDATION_FAILED, 'ticketRelatedUnknown', {}, [
      { field: 'relatedTo', message: translate('ticketRelatedUnknown', locale) },
    ]);
}

/** The number of the ticket this one follows up, for the page's link. */
export async function relatedOf(db: Db, row: TicketRow): Promise<{ id: number; number: string } | null> {
  if (row.relatedTo === null) return null;
  const [r] = await db
    .select({ id: tickets.id, number: tickets.number })
    .from(tickets)
    .where(and(eq(tickets.id, row.relatedTo), eq(tickets.userId, row.userId)))
    .limit(1);
  return r ?? null;
}
