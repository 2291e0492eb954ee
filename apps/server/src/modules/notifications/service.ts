import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationCategory, NotificationListQuery, UnreadCounts } from '@occ/shared';
import { offsetOf } from '@occ/shared';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type ActorRow = { id: string; nickname: string; avatarUrl: string | null } | null;

const actorColumns = { id: users.id, nickname: users.nickname, avatarUrl: users.avatarUrl };

/** Unread notifications per category (one grouped query over the unread index). */
export async function unreadCountsOf(db: Db, userId: string): Promise<UnreadCounts> {
  const rows = await db
    .select({ category: notifications.category, n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .groupBy(notifications.category);
  const counts: UnreadCounts = { all: 0, interaction: 0, follow: 0, system: 0 };
  for (const r of rows) {
    if (r.category in counts) counts[r.category as NotificationCategory] = Number(r.n);
    counts.all += Number(r.n);
  }
  return counts;
}

/** One page of the user's notifications, newest first, each with its actor (joined, one query). */
export async function listNotifications(db: Db, userId: string, q: NotificationListQuery) {
  const where =
    q.category === 'all'
      ? eq(notifications.userId, userId)
      : and(eq(notifications.userId, userId), eq(notifications.category, q.category));
  const [items, [total]] = await Promise.all([
    db
      .select({ row: notifications, actor: actorColumns })
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.actorId))
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

export async function actorOf(db: Db, actorId: string | null | undefined): Promise<ActorRow> {
  if (!actorId) return null;
  const [row] = await db.select(actorColumns).from(users).where(eq(users.id, actorId));
  return row ?? null;
}

/**
 * Marks the user's own notifications read: some ids (others' ids are silently ignored), or all,
 * optionally of one category. Returns how many changed.
 */
export async function markRead(
  db: Db,
  userId: string,
  which: { ids?: string[]; all?: boolean; category?: NotificationCategory },
): Promise<number> {
  const conditions = [eq(notifications.userId, userId), isNull(notifications.readAt)];
  if (which.ids) conditions.push(inArray(notifications.id, which.ids));
  if (which.category) conditions.push(eq(notifications.category, which.category));
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(...conditions))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Marks read the 'message' notifications a user got from one sender (the thread was opened). */
export async function markMessageNotificationsRead(db: Db, userId: string, senderId: string) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, 'message'),
        eq(notifications.actorId, senderId),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Removes the notifications pointing at deleted content, so none links to nothing (issue 4,
 * "Bad input"). Content modules call it when they delete a target.
 */
export async function forgetNotificationsFor(db: Db, targetType: string, targetIds: string[]) {
  if (targetIds.length === 0) return;
  await db
    .delete(notifications)
    .where(and(eq(notifications.targetType, targetType), inArray(notifications.targetId, targetIds)));
}
