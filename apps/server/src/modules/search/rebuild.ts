import { desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchDocuments, searchPending, searchRebuilds } from '../../db/schema';
import { hasPermission } from '../../platform/access';
import { definePolicy } from '../../platform/policy';
import { SEARCH_KINDS } from './kinds';
import type { QueryLog } from './query-log';
import { dropHidden, indexStale } from './sync';

export const REBUILD_JOB = 'search.rebuild';

/** The console's index page: staff with searchIndex.read see it, searchIndex.rebuild starts one. */
export const searchIndexPolicy = definePolicy<null, 'read' | 'rebuild'>({
  read: (actor) => hasPermission(actor, 'searchIndex.read'),
  rebuild: (actor) => hasPermission(actor, 'searchIndex.rebuild'),
});

/** Reindexes every visible row of one kind (or all), counting its progress in search_rebuilds. */
export async function runRebuild(db: Db, id: string): Promise<void> {
  const [job] = await db.select().from(searchRebuilds).where(eq(searchRebuilds.id, id));
  if (!job || job.state !== 'queued') return;
  const kinds = SEARCH_KINDS.filter((k) => !job.kind || k.key === job.kind);
  let total = 0;
  for (const k of kinds) {
    const r = (await db.execute(
      sql`select count(*)::int as n from ${k.table} where ${k.visible}`,
    )) as unknown as { rows: Array<{ n: number }> };
    total += Number(r.rows[0]?.n ?? 0);
  }
  await db.update(searchRebuilds).set({ state: 'running', total }).where(eq(searchRebuilds.id, id));
  try {
    for (const k of kinds) {
      await db.update(searchDocuments).set({ analyzer: 0 }).where(eq(searchDocuments.kind, k.key));
      await dropHidden(db, k);
      await indexStale(db, k, undefined, async (n) => {
        await db
          .update(searchRebuilds)
          .set({ done: sql`least(${searchRebuilds.done} + ${n}, ${searchRebuilds.total})` })
          .where(eq(searchRebuilds.id, id));
      });
    }
    await db
      .update(searchRebuilds)
      .set({ state: 'done', done: total, finishedAt: new Date() })
      .where(eq(searchRebuilds.id, id));
  } catch (err) {
    await db
      .update(searchRebuilds)
      .set({ state: 'failed', error: String(err).slice(0, 500), finishedAt: new Date() })
      .where(eq(searchRebuilds.id, id));
  }
}

/** Index size, rows per kind, recent rebuilds with their progress, slowest recent searches. */
export async function indexStats(db: Db, log: QueryLog) {
  const size = (await db.execute(
    sql`select pg_total_relation_size('search_documents')::bigint::text as bytes`,
  )) as unknown as { rows: Array<{ bytes: string }> };
  const perKind = (await db.execute(
    sql`select kind, count(*)::int as count from ${searchDocuments} group by kind order by kind`,
  )) as unknown as { rows: Array<{ kind: string; count: number }> };
  const rebuilds = await db.select().from(searchRebuilds).orderBy(desc(searchRebuilds.createdAt)).limit(10);
  const [last] = await db
    .select()
    .from(searchRebuilds)
    .where(isNotNull(searchRebuilds.finishedAt))
    .orderBy(desc(searchRebuilds.finishedAt))
    .limit(1);
  const [pending] = await db.select({ n: sql<number>`count(*)::int` }).from(searchPending);
  return {
    bytes: Number(size.rows[0]?.bytes ?? 0),
    kinds: SEARCH_KINDS.map((k) => ({
      kind: k.key,
      count: Number(perKind.rows.find((r) => r.kind === k.key)?.count ?? 0),
    })),
    rebuilds: rebuilds.map(presentRebuild),
    pending: Number(pending?.n ?? 0),
    lastRebuild: last ? presentRebuild(last) : null,
    slowest: log.slowest(),
  };
}

/** A rebuild row as the console sees it. */
export function presentRebuild(r: typeof searchRebuilds.$inferSelect) {
  return {
    id: r.id,
    kind: r.kind,
    state: r.state as 'queued' | 'running' | 'done' | 'failed',
    total: r.total,
    done: r.done,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}
