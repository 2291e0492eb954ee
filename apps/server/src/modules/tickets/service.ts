import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  Code,
  offsetOf,
  sourcesOf,
  TICKET_CLASS_DICT,
  TICKET_REMIND_EVERY_MINUTES,
  TICKET_TRANSITIONS,
  translate,
  type CompleteLocale,
  type MessageKey,
  type TicketCreateBody,
  type TicketEvent,
  type TicketListQuery,
  type TicketLookupQuery,
  type TicketRateBody,
  type TicketState,
} from '@occ/shared';
import type { Db } from '../../db/client';
import {
  dicts,
  ticketCounters,
  ticketFollowers,
  ticketHistory,
  ticketMessages,
  tickets,
  users,
} from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';
import { nextStateSql } from '../posts/store';
import { linkAttachments } from './attachments';
import { containing } from '../../db/sql';

export type TicketRow = typeof tickets.$inferSelect;

export const ticketNotFound = () => notFound('ticketNotFound');

const STATE_KEYS: Record<TicketState, MessageKey> = {
  assigned: 'ticketStateAssigned',
  processing: 'ticketStateProcessing',
  suspended: 'ticketStateSuspended',
  pendingFeedback: 'ticketStatePendingFeedback',
  resolved: 'ticketStateResolved',
  closed: 'ticketStateClosed',
};
export const stateLabel = (state: string, locale: CompleteLocale) =>
  translate(STATE_KEYS[state as TicketState] ?? 'ticketStateClosed', locale);

/** 409 naming the state the ticket is in (spec: "acting on a closed ticket answers 409 with the state named"). */
export const stateConflict = (state: string) =>
  new AppError(409, Code.CONFLICT, 'ticketStateConflict', { state: stateLabel(state, 'en-US') }, undefined, {
    state,
  });

const fieldInvalid = (field: string, key: MessageKey, locale: CompleteLocale) =>
  new AppError(422, Code.VALIDATION_FAILED, key, {}, [{ field, message: translate(key, locale) }]);

/** `20261126` in Asia/Shanghai (the portal's business day). */
export function ticketDay(now = new Date()): string {
  const d = new Date(now.getTime() + 8 * 3_600_000);
  return d.toISOString().slice(0, 10).replaceAll('-', '');
}

/** The next number of the day: one atomic upsert of the day's counter row (never max()+1). */
async function nextNumber(tx: Db, now = new Date()): Promise<string> {
  const day = ticketDay(now);
  const [row] = await tx
    .insert(ticketCounters)
    .values({ day, n: 1 })
    .onConflictDoUpdate({ target: ticketCounters.day, set: { n: sql`${ticketCounters.n} + 1` } })
    .returning({ n: ticketCounters.n });
  return `T${day}-${String(row!.n).padStart(4, '0')}`;
}

export async function createTicket(db: Db, userId: string, body: TicketCreateBody, locale: CompleteLocale) {
  const [cls] = await db
    .select({ id: dicts.id })
    .from(dicts)
    .where(
      and(eq(dicts.type, TICKET_CLASS_DICT), eq(dicts.value, body.classification), eq(dicts.enabled, true)),
    )
    .limit(1);
  if (!cls) throw fieldInvalid('classification', 'ticketClassUnknown', locale);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const number = await nextNumber(tx);
    const { attachments, ...fields } = body;
    const [row] = await tx
      .insert(tickets)
      .values({ ...fields, number, userId, state: 'assigned' })
      .returning();
    await linkAttachments(tx, { uploaderId: userId, ticketId: row!.id }, attachments, {
      field: 'attachments',
      locale,
    });
    await tx
      .insert(ticketHistory)
      .values({ ticketId: row!.id, actorId: userId, event: 'create', fromState: null, toState: 'assigned' });
    return row!;
  });
}

export async function getTicket(db: Db, id: number): Promise<TicketRow> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id)).limit(1);
  if (!row) throw ticketNotFound();
  return row;
}

export async function listTickets(db: Db, q: TicketListQuery, userId: string | null) {
  const where = and(
    userId && q.scope === 'following'
      ? sql`${tickets.id} in (select ${ticketFollowers.ticketId} from ${ticketFollowers} where ${ticketFollowers.userId} = ${userId})`
      : undefined,
    userId && q.scope !== 'following' ? eq(tickets.userId, userId) : undefined,
    q.state ? eq(tickets.state, q.state) : undefined,
    q.classification ? eq(tickets.classification, q.classification) : undefined,
    q.q ? ilike(tickets.number, containing(q.q)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(tickets)
      .where(where)
      .orderBy(desc(tickets.createdAt), desc(tickets.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(tickets).where(where),
  ]);
  return { items: rows, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

export interface ThreadRow {
  id: number;
  kind: string;
  staff: number;
  body: string;
  author: string | null;
  createdAt: Date;
}

/** The communication record; internal notes only when `withNotes` (staff). */
export async function threadOf(db: Db, ticketId: number, withNotes: boolean): Promise<ThreadRow[]> {
  return db
    .select({
      id: ticketMessages.id,
      kind: ticketMessages.kind,
      staff: ticketMessages.staff,
      body: ticketMessages.body,
      author: users.nickname,
      createdAt: ticketMessages.createdAt,
    })
    .from(ticketMessages)
    .leftJoin(users, eq(users.id, ticketMessages.authorId))
    .where(
      and(eq(ticketMessages.ticketId, ticketId), withNotes ? undefined : ne(ticketMessages.kind, 'note')),
    )
    .orderBy(asc(ticketMessages.id));
}

export async function historyOf(db: Db, ticketId: number) {
  return db
    .select({
      event: ticketHistory.event,
      from: ticketHistory.fromState,
      to: ticketHistory.toState,
      reason: ticketHistory.reason,
      actor: users.nickname,
      createdAt: ticketHistory.createdAt,
    })
    .from(ticketHistory)
    .leftJoin(users, eq(users.id, ticketHistory.actorId))
    .where(eq(ticketHistory.ticketId, ticketId))
    .orderBy(asc(ticketHistory.id));
}

export async function nicknameOf(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [u] = await db.select({ n: users.nickname }).from(users).where(eq(users.id, userId)).limit(1);
  return u?.n ?? null;
}

/**
 * Moves the ticket by `event` with one conditional UPDATE; no row changed means the state did
 * not allow it (409 naming the state). Writes the history row in the same transaction.
 */
export interface MoveOptions {
  reason?: string;
  extra?: Partial<typeof tickets.$inferInsert>;
  /** one more condition of the UPDATE (the reopen window); `refused` is thrown when only it failed */
  guard?: { when: SQL; refused: () => AppError };
}

/** What a move writes beside the state: the clocks the sweep, the SLA and the reports read. */
function stampsOf(event: TicketEvent, reason: string): Partial<typeof tickets.$inferInsert> {
  const now = new Date();
  switch (event) {
    case 'suspend':
      return { suspendReason: reason };
    case 'resume':
      return { suspendReason: '' };
    case 'resolve':
      return { resolvedAt: now };
    case 'requestFeedback':
      return { feedbackAskedAt: now, feedbackRemindedAt: null };
    default:
      return {};
  }
}

/** Like transitionTicket, inside the caller's transaction (the console engine's). */
export async function moveTicket(
  tx: Db,
  id: number,
  event: TicketEvent,
  actorId: string | null,
  opts: MoveOptions = {},
): Promise<{ row: TicketRow; from: TicketState }> {
  const [before] = await tx.select({ state: tickets.state }).from(tickets).where(eq(tickets.id, id)).limit(1);
  if (!before) throw ticketNotFound();
  const reason = opts.reason ?? '';
  const [row] = await tx
    .update(tickets)
    .set({
      state: nextStateSql(tickets.state, TICKET_TRANSITIONS, event) as unknown as string,
      ...stampsOf(event, reason),
      ...opts.extra,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(tickets.id, id),
        inArray(tickets.state, sourcesOf(TICKET_TRANSITIONS, event)),
        eq(tickets.state, before.state),
        opts.guard?.when,
      ),
    )
    .returning();
  if (!row) {
    const allowed = sourcesOf(TICKET_TRANSITIONS, event).includes(before.state as TicketState);
    throw allowed && opts.guard ? opts.guard.refused() : stateConflict(before.state);
  }
  await tx.insert(ticketHistory).values({
    ticketId: id,
    actorId,
    event,
    fromState: before.state,
    toState: row.state,
    reason,
  });
  return { row, from: before.state as TicketState };
}

/**
 * Moves the ticket by `event` with one conditional UPDATE; no row changed means the state did
 * not allow it (409 naming the state). Writes the history row in the same transaction.
 */
export async function transitionTicket(
  db: Db,
  id: number,
  event: TicketEvent,
  actorId: string | null,
  opts: MoveOptions = {},
): Promise<{ row: TicketRow; from: TicketState }> {
  return db.transaction((t) => moveTicket(t as unknown as Db, id, event, actorId, opts));
}

/**
 * A message in the thread. The submitter's reply to a ticket pending feedback returns it to
 * Processing; nothing may be written on a closed ticket (409).
 */
export interface NewMessage {
  body: string;
  kind: 'message' | 'remark' | 'note';
  staff: boolean;
  /** uploaded attachment ids (a remark: images only) */
  attachments?: readonly number[];
  locale?: CompleteLocale;
}

export async function addMessage(
  db: Db,
  ticket: TicketRow,
  authorId: string,
  msg: NewMessage,
): Promise<{ fedBack: boolean }> {
  const { body, kind, staff } = msg;
  if (ticket.state === 'closed') throw stateConflict(ticket.state);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .insert(ticketMessages)
      .values({ ticketId: ticket.id, authorId, kind, staff: staff ? 1 : 0, body })
      .returning({ id: ticketMessages.id });
    if (!row) throw stateConflict(ticket.state);
    await linkAttachments(
      tx,
      { uploaderId: authorId, ticketId: ticket.id, messageId: row.id },
      msg.attachments ?? [],
      {
        field: kind === 'remark' ? 'images' : 'attachments',
        imagesOnly: kind === 'remark',
        locale: msg.locale ?? 'en-US',
      },
    );
  });
  if (!staff && kind === 'message' && ticket.state === 'pendingFeedback') {
    await transitionTicket(db, ticket.id, 'feedback', authorId).catch(() => null);
    return { fedBack: true };
  }
  await db
    .update(tickets)
    .set({
      updatedAt: new Date(),
      // staff's first reply stops the first-response clock
      ...(staff && kind === 'message'
        ? { firstResponseAt: sql`coalesce(${tickets.firstResponseAt}, now())` }
        : {}),
    })
    .where(eq(tickets.id, ticket.id));
  return { fedBack: false };
}

/** The survey: once, and only after the submitter confirmed the ticket resolved. */
export async function rateTicket(db: Db, ticket: TicketRow, body: TicketRateBody) {
  if (ticket.rating) throw new AppError(409, Code.CONFLICT, 'ticketAlreadyRated');
  if (ticket.state !== 'closed' || !ticket.confirmedAt)
    throw new AppError(409, Code.CONFLICT, 'ticketNotConfirmed');
  const [row] = await db
    .update(tickets)
    .set({ rating: body.rating, ratingComment: body.comment, ratedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(tickets.id, ticket.id), sql`${tickets.rating} is null`))
    .returning({ id: tickets.id });
  if (!row) throw new AppError(409, Code.CONFLICT, 'ticketAlreadyRated');
}

/** Staff take the ticket (claim): assignee set, whatever it was. */
export async function assignTicket(db: Db, id: number, assigneeId: string) {
  const now = await getTicket(db, id);
  const [row] = await db
    .update(tickets)
    .set({ assigneeId, updatedAt: new Date() })
    .where(and(eq(tickets.id, id), sql`${tickets.state} <> 'closed'`))
    .returning();
  if (!row) throw stateConflict(now.state);
  return row;
}

/**
 * "Remind": at most once per TICKET_REMIND_EVERY_MINUTES per ticket, by one conditional UPDATE
 * (two clicks at once remind once); 409 on a closed ticket or too soon.
 */
export async function remindTicket(db: Db, ticket: TicketRow): Promise<TicketRow> {
  if (ticket.state === 'closed') throw stateConflict(ticket.state);
  const [row] = await db
    .update(tickets)
    .set({ remindedAt: new Date() })
    .where(
      and(
        eq(tickets.id, ticket.id),
        sql`${tickets.state} <> 'closed'`,
        sql`(${tickets.remindedAt} is null or ${tickets.remindedAt} <= now() - make_interval(mins => ${TICKET_REMIND_EVERY_MINUTES}))`,
      ),
    )
    .returning();
  if (!row) throw new AppError(409, Code.CONFLICT, 'ticketRemindTooSoon');
  return row;
}

/** A submitter's tickets found by exact account, exact phone (theirs or the ticket's) or name. */
export async function lookupTickets(db: Db, q: TicketLookupQuery) {
  const who = and(
    q.account ? eq(users.username, q.account) : undefined,
    q.phone
      ? sql`(${users.mobile} = ${q.phone} or ${tickets.remindMobile} = ${q.phone} or ${tickets.contactPhone} = ${q.phone})`
      : undefined,
    q.name ? sql`(${users.realName} = ${q.name} or ${users.nickname} = ${q.name})` : undefined,
  );
  const rows = await db
    .select({ t: tickets })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .where(who)
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(100);
  return rows.map((r) => r.t);
}
