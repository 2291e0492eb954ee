import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ReportBody, ReportStatus } from '@occ/shared';
import type { Db } from '../../db/client';
import { reports, users } from '../../db/schema';
import { conflict, idNotExist } from '../../platform/errors';
import { socialUserColumns } from '../follows/presenter';

export type ReportRow = typeof reports.$inferSelect;

/**
 * Files a report. One pending report per reporter and target: a second one answers 409
 * (serialised by a transaction-scoped advisory lock on reporter + target, as the table has no
 * unique index for it).
 */
export async function createReport(db: Db, reporterId: string, body: ReportBody): Promise<ReportRow> {
  return db.transaction(async (tx) => {
    const lockKey = `report:${reporterId}:${body.targetType}:${body.targetId}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
    const [pending] = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(
        and(
          eq(reports.reporterId, reporterId),
          eq(reports.targetType, body.targetType),
          eq(reports.targetId, body.targetId),
          eq(reports.status, 'pending'),
        ),
      )
      .limit(1);
    if (pending) throw conflict('reportDuplicate');
    const [row] = await tx
      .insert(reports)
      .values({
        reporterId,
        targetType: body.targetType,
        targetId: body.targetId,
        reason: body.reason,
        detail: body.detail || null,
      })
      .returning();
    return row!;
  });
}

export async function listReports(db: Db, q: { page: number; pageSize: number; status?: ReportStatus }) {
  const cond = q.status ? eq(reports.status, q.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reports)
      .where(cond)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(reports).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function usersById(db: Db, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, Awaited<ReturnType<typeof fetchUsers>>[number]>();
  const rows = await fetchUsers(db, unique);
  return new Map(rows.map((r) => [r.id, r]));
}
const fetchUsers = (db: Db, ids: string[]) =>
  db.select(socialUserColumns).from(users).where(inArray(users.id, ids));

/** pending → resolved | ignored, by a moderator; a handled report answers 409. */
export async function handleReport(
  db: Db,
  id: string,
  moderatorId: string,
  status: 'resolved' | 'ignored',
): Promise<ReportRow> {
  const [row] = await db
    .update(reports)
    .set({ status, handledBy: moderatorId, handledAt: new Date() })
    .where(and(eq(reports.id, id), eq(reports.status, 'pending')))
    .returning();
  if (row) return row;
  const [exists] = await db.select({ id: reports.id }).from(reports).where(eq(reports.id, id));
  if (!exists) throw idNotExist();
  throw conflict('reportHandled');
}
