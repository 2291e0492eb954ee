import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { contentViews } from '../../db/schema';

/** A viewer key for the daily view count: the user id, else sha-256 of IP and user agent. */
export function viewerOf(req: FastifyRequest): string {
  return (
    req.user?.id ??
    crypto
      .createHash('sha256')
      .update(`${req.ip}|${req.headers['user-agent'] ?? ''}`)
      .digest('hex')
  );
}

/** A table whose rows carry a view counter (questions, posts, videos). */
type Counted = PgTable & { id: AnyPgColumn; views: AnyPgColumn };

/**
 * Counts a view of `table`'s row `id` once per viewer per day (content_views, keyed by
 * `targetType`): the insert does nothing on a repeat, and the counter moves, with whatever
 * `afterCount` derives from it (a hotness score), only when a row was inserted.
 */
export async function recordDailyView(
  db: Db,
  target: { type: string; table: Counted; id: string },
  viewer: string,
  afterCount?: (tx: Db, id: string) => Promise<void>,
): Promise<{ counted: boolean; views: number }> {
  const { type, table, id } = target;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(contentViews)
      .values({ targetType: type, targetId: id, viewer, day: sql`current_date` as unknown as string })
      .onConflictDoNothing()
      .returning({ viewer: contentViews.viewer });
    if (inserted.length === 0) {
      const [row] = await tx.select({ views: table.views }).from(table).where(eq(table.id, id));
      return { counted: false, views: Number(row?.views ?? 0) };
    }
    const [row] = await tx
      .update(table)
      .set({ views: sql`${table.views} + 1` } as never)
      .where(eq(table.id, id))
      .returning({ views: table.views });
    await afterCount?.(tx as unknown as Db, id);
    return { counted: true, views: Number(row?.views ?? 0) };
  });
}
