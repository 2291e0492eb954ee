import { and, asc, count, desc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { PageQuery } from '@occ/shared';
import { offsetOf } from '@occ/shared';
import type { Db } from '../../db/client';
import { directMessages, users } from '../../db/schema';
import type { MessageRow } from './presenter';

export const personColumns = { id: users.id, nickname: users.nickname, avatarUrl: users.avatarUrl };
export type Person = { id: string; nickname: string; avatarUrl: string | null };

/**
 * People whose nickname or username contains `q` (case-insensitive), me excluded: those whose
 * name starts with it first, then the shorter names.
 */
export async function findRecipients(db: Db, me: string, q: string, limit: number): Promise<Person[]> {
  const like = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  const starts = `${like}%`;
  return db
    .select(personColumns)
    .from(users)
    .where(and(ne(users.id, me), or(ilike(users.nickname, `%${like}%`), ilike(users.username, `%${like}%`))))
    .orderBy(
      sql`(${users.nickname} ilike ${starts} or ${users.username} ilike ${starts}) desc`,
      sql`length(${users.nickname})`,
      asc(users.nickname),
    )
    .limit(limit);
}

export async function personOf(db: Db, id: string): Promise<Person | null> {
  const [row] = await db.select(personColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function insertMessage(db: Db, senderId: string, recipientId: string, body: string) {
  const [row] = await db.insert(directMessages).values({ senderId, recipientId, body }).returning();
  return row!;
}

const between = (a: string, b: string) =>
  or(
    and(eq(directMessages.senderId, a), eq(directMessages.recipientId, b)),
    and(eq(directMessages.senderId, b), eq(directMessages.recipientId, a)),
  );

/** One page of the thread between the viewer and another user, newest first. */
export async function threadPage(db: Db, viewerId: string, otherId: string, page: PageQuery) {
  const where = between(viewerId, otherId);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(directMessages)
      .where(where)
      .orderBy(desc(directMessages.createdAt), desc(directMessages.id))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(directMessages).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

/** Marks read everything `senderId` sent to `viewerId` (the viewer opened the thread). */
export async function markThreadRead(db: Db, viewerId: string, senderId: string): Promise<number> {
  const rows = await db
    .update(directMessages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(directMessages.recipientId, viewerId),
        eq(directMessages.senderId, senderId),
        isNull(directMessages.readAt),
      ),
    )
    .returning({ id: directMessages.id });
  return rows.length;
}

interface ConversationSqlRow {
  other_id: string;
  nickname: string | null;
  avatar_url: string | null;
  id: string;
  sender_id: string;
  recipient_id: string;
  body: string;
  read_at: Date | string | null;
  created_at: Date | string;
  unread: number | string;
  total: number | string;
}

/**
 * The viewer's conversations, one per counterpart, with the last message and how many of the
 * counterpart's messages are unread, most recent first. One query: window functions pick the
 * latest row per counterpart and count the unread ones.
 */
export async function conversationsPage(db: Db, viewerId: string, page: PageQuery) {
  const result = (await db.execute(sql`
    with mine as (
      select m.*,
        case when m.sender_id = ${viewerId} then m.recipient_id else m.sender_id end as other_id
      from ${directMessages} m
      where m.sender_id = ${viewerId} or m.recipient_id = ${viewerId}
    ), ranked as (
      select mine.*,
        row_number() over (partition by other_id order by created_at desc, id desc) as rn,
        count(*) filter (where recipient_id = ${viewerId} and read_at is null)
          over (partition by other_id) as unread
      from mine
    )
    select r.other_id, u.nickname, u.avatar_url, r.id, r.sender_id, r.recipient_id, r.body,
      r.read_at, r.created_at, r.unread, count(*) over () as total
    from ranked r
    left join ${users} u on u.id = r.other_id
    where r.rn = 1
    order by r.created_at desc, r.id desc
    limit ${page.pageSize} offset ${offsetOf(page)}`)) as unknown as { rows: ConversationSqlRow[] };
  const rows = result.rows;
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && page.page > 1) {
    // past the last page: the window count saw no rows, count the counterparts instead
    const counted = (await db.execute(sql`
      select count(distinct case when sender_id = ${viewerId} then recipient_id else sender_id end) as n
      from ${directMessages}
      where sender_id = ${viewerId} or recipient_id = ${viewerId}`)) as unknown as {
      rows: { n: number | string }[];
    };
    total = Number(counted.rows[0]?.n ?? 0);
  }
  return {
    total,
    items: rows.map((r) => ({
      counterpart: { id: r.other_id, nickname: r.nickname ?? '', avatarUrl: r.avatar_url },
      message: {
        id: r.id,
        senderId: r.sender_id,
        recipientId: r.recipient_id,
        body: r.body,
        readAt: r.read_at,
        createdAt: r.created_at,
      } satisfies MessageRow,
      unread: Number(r.unread),
    })),
  };
}
