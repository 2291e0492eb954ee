import { and, asc, eq, sql } from 'drizzle-orm';
import { Code, translate, type CompleteLocale } from '@occ/shared';
import { organisationOf } from '../enterprise/organisation';
import type { Db } from '../../db/client';
import { ticketFollowers, users } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { getTicket, ticketNotFound, type TicketRow } from './service';

/** How a user reaches a ticket outside the workbench: as its submitter or as a follower. */
export type TicketRole = 'owner' | 'follower';

export const followerReadOnly = () => new AppError(403, Code.FORBIDDEN, 'ticketFollowerReadOnly');

export async function isFollower(db: Db, ticketId: number, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ u: ticketFollowers.userId })
    .from(ticketFollowers)
    .where(and(eq(ticketFollowers.ticketId, ticketId), eq(ticketFollowers.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * The ticket for its submitter or a follower; anyone else gets 404 (its existence is private).
 */
export async function readableTicket(
  db: Db,
  id: number,
  userId: string,
): Promise<{ row: TicketRow; role: TicketRole }> {
  const row = await getTicket(db, id);
  if (row.userId === userId) return { row, role: 'owner' };
  if (await isFollower(db, id, userId)) return { row, role: 'follower' };
  throw ticketNotFound();
}

/** The ticket for an action only its submitter takes: 403 for a follower, 404 for anyone else. */
export async function ownTicket(db: Db, id: number, userId: string): Promise<TicketRow> {
  const { row, role } = await readableTicket(db, id, userId);
  if (role !== 'owner') throw followerReadOnly();
  return row;
}

export async function followersOf(db: Db, ticketId: number) {
  return db
    .select({
      userId: users.id,
      nickname: users.nickname,
      self: sql<boolean>`(${ticketFollowers.addedBy} = ${ticketFollowers.userId})`,
    })
    .from(ticketFollowers)
    .innerJoin(users, eq(users.id, ticketFollowers.userId))
    .where(eq(ticketFollowers.ticketId, ticketId))
    .orderBy(asc(ticketFollowers.createdAt));
}

/** The user ids told of a ticket's changes: the submitter and every follower. */
export async function audienceOf(db: Db, row: TicketRow): Promise<string[]> {
  const rows = await db
    .select({ u: ticketFollowers.userId })
    .from(ticketFollowers)
    .where(eq(ticketFollowers.ticketId, row.id));
  return [row.userId, ...rows.map((r) => r.u).filter((u) => u !== row.userId)];
}

/**
 * The submitter adds a colleague by account: a user of the same organisation (same certified
 * credit code). Anyone else is a 422 on `account`, without saying whether the account exists.
 */
export async function addColleague(
  db: Db,
  ticket: TicketRow,
  account: string,
  locale: CompleteLocale,
): Promise<string> {
  const notColleague = () =>
    new AppError(422, Code.VALIDATION_FAILED, 'ticketNotColleague', {}, [
      { field: 'account', message: translate('ticketNotColleague', locale) },
    ]);
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, account), sql`${users.disabledAt} is null`))
    .limit(1);
  if (!user || user.id === ticket.userId) throw notColleague();
  const [mine, theirs] = await Promise.all([organisationOf(db, ticket.userId), organisationOf(db, user.id)]);
  if (!mine || mine.code !== theirs?.code) throw notColleague();
  await follow(db, ticket.id, user.id, ticket.userId);
  return user.id;
}

export async function follow(db: Db, ticketId: number, userId: string, addedBy: string) {
  await db.insert(ticketFollowers).values({ ticketId, userId, addedBy }).onConflictDoNothing();
}

export async function unfollow(db: Db, ticketId: number, userId: string) {
  await db
    .delete(ticketFollowers)
    .where(and(eq(ticketFollowers.ticketId, ticketId), eq(ticketFollowers.userId, userId)));
}
