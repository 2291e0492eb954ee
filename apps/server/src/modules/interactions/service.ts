import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collections, likes, targetCounters } from '../../db/schema';

type Kind = 'likes' | 'collections';

/** Adds delta to one counter of a target (creating its row), in the caller's transaction. */
async function bump(
  tx: Db,
  kind: Kind,
  targetType: string,
  targetId: string,
  delta: number,
): Promise<number> {
  const column = kind === 'likes' ? targetCounters.likes : targetCounters.collections;
  const [row] = await tx
    .insert(targetCounters)
    .values({ targetType, targetId, [kind]: Math.max(delta, 0) })
    .onConflictDoUpdate({
      target: [targetCounters.targetType, targetCounters.targetId],
      set: { [kind]: sql`${column} + ${delta}` },
    })
    .returning({ value: column });
  return row?.value ?? 0;
}

async function current(tx: Db, kind: Kind, targetType: string, targetId: string): Promise<number> {
  const column = kind === 'likes' ? targetCounters.likes : targetCounters.collections;
  const [row] = await tx
    .select({ value: column })
    .from(targetCounters)
    .where(and(eq(targetCounters.targetType, targetType), eq(targetCounters.targetId, targetId)));
  return row?.value ?? 0;
}

/**
 * Toggles a like or collection exactly under concurrency: `delete … returning` removes an
 * existing row (then the counter goes down by one), otherwise `insert … on conflict do nothing
 * returning` adds one (counter up by one); the counter moves in the same transaction and only by
 * rows really deleted or inserted. When a concurrent toggle by the same user wins both races,
 * this one changes nothing and answers the state it finds.
 */
export async function toggle(
  db: Db,
  kind: Kind,
  userId: string,
  targetType: string,
  targetId: string,
): Promise<{ on: boolean; count: number; changed: boolean }> {
  const table = kind === 'likes' ? likes : collections;
  return db.transaction(async (tx) => {
    const key = and(eq(table.userId, userId), eq(table.targetType, targetType), eq(table.targetId, targetId));
    const removed = await tx.delete(table).where(key).returning({ userId: table.userId });
    if (removed.length > 0)
      return { on: false, count: await bump(tx, kind, targetType, targetId, -1), changed: true };
    const added = await tx
      .insert(table)
      .values({ userId, targetType, targetId })
      .onConflictDoNothing()
      .returning({ userId: table.userId });
    if (added.length > 0)
      return { on: true, count: await bump(tx, kind, targetType, targetId, 1), changed: true };
    return { on: true, count: await current(tx, kind, targetType, targetId), changed: false };
  });
}

export async function listCollections(
  db: Db,
  userId: string,
  q: { page: number; pageSize: number; targetType?: string },
) {
  const cond = q.targetType
    ? and(eq(collections.userId, userId), eq(collections.targetType, q.targetType))
    : eq(collections.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(collections)
      .where(cond)
      .orderBy(desc(collections.createdAt), desc(collections.targetId))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(collections).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A target's collection count and whether this user (null: a visitor) collected it. */
export async function collectionState(
  db: Db,
  userId: string | null,
  targetType: string,
  targetId: string,
): Promise<{ collected: boolean; collections: number }> {
  const [mine, total] = await Promise.all([
    userId
      ? db
          .select({ userId: collections.userId })
          .from(collections)
          .where(
            and(
              eq(collections.userId, userId),
              eq(collections.targetType, targetType),
              eq(collections.targetId, targetId),
            ),
          )
          .limit(1)
      : Promise.resolve([]),
    current(db, 'collections', targetType, targetId),
  ]);
  return { collected: mine.length > 0, collections: total };
}
