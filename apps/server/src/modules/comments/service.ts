import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { comments, notifications, targetCounters } from '../../db/schema';
import { idNotExist } from '../../platform/errors';

export type CommentRow = typeof comments.$inferSelect;

export async function commentRow(db: Db, id: string): Promise<CommentRow> {
  const [row] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.id, id), sql`${comments.status} <> 'deleted'`))
    .limit(1);
  if (!row) throw idNotExist();
  return row;
}

async function bumpCounter(tx: Db, targetType: string, targetId: string, by: 1 | -1) {
  await tx
    .insert(targetCounters)
    .values({ targetType, targetId, comments: Math.max(by, 0) })
    .onConflictDoUpdate({
      target: [targetCounters.targetType, targetCounters.targetId],
      set: { comments: sql`greatest(${targetCounters.comments} + ${by}, 0)` },
    });
}

export async function createComment(
  db: Db,
  v: { targetType: string; targetId: string; authorId: string; body: string; replyToId: string | null },
  held: boolean,
): Promise<CommentRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(comments)
      .values({ ...v, status: held ? 'held' : 'published' })
      .returning();
    if (!held) await bumpCounter(tx as unknown as Db, v.targetType, v.targetId, 1);
    return row!;
  });
}

/** Deletes the comment (status 'deleted'), its counter share and the notifications about it. */
export async function deleteComment(db: Db, c: CommentRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(comments).set({ status: 'deleted' }).where(eq(comments.id, c.id));
    if (c.status === 'published') await bumpCounter(tx as unknown as Db, c.targetType, c.targetId, -1);
    await tx.delete(notifications).where(eq(notifications.targetId, c.id));
  });
}
