import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { offsetOf, type LabApplyBody, type LabKind, type LabPermissionListQuery } from '@occ/shared';
import type { Db } from '../../db/client';
import { labPermissionApplications, users } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';

export type LabApplicationRow = typeof labPermissionApplications.$inferSelect;
const apps = labPermissionApplications;

/** The newest application of each kind (the newest decides the state: spec §4). */
export async function latestApplications(db: Db, userId: string): Promise<LabApplicationRow[]> {
  return db
    .selectDistinctOn([apps.kind])
    .from(apps)
    .where(eq(apps.userId, userId))
    .orderBy(apps.kind, desc(apps.createdAt), desc(apps.id));
}

/** The newest application of one kind, or null (uses lab_permission_user_idx). */
export async function latestApplication(db: Db, userId: string, kind: LabKind) {
  const [row] = await db
    .select()
    .from(apps)
    .where(and(eq(apps.userId, userId), eq(apps.kind, kind)))
    .orderBy(desc(apps.createdAt), desc(apps.id))
    .limit(1);
  return row ?? null;
}

/**
 * Files an application of one kind. The user's row is locked for the check and the insert, so
 * two submissions at once cannot both pass the "nothing pending, not yet granted" rule.
 */
export async function apply(db: Db, userId: string, body: LabApplyBody): Promise<LabApplicationRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound();
    const latest = await latestApplication(tx, userId, body.kind);
    if (latest?.state === 'pending') throw conflict('labAlreadyPending');
    if (latest?.state === 'granted') throw conflict('labAlreadyGranted');
    // a failed application may be followed by a new one (spec §4 "may apply again")
    const [row] = await tx
      .insert(apps)
      .values({
        userId,
        kind: body.kind,
        realName: body.realName,
        mobile: body.mobile,
        company: body.company,
        email: body.email || null,
        salesName: body.salesName,
        hasReferrer: body.hasReferrer,
        // a referrer name without a referrer means nothing; do not keep it
        referrerName: body.hasReferrer ? body.referrerName || null : null,
        purpose: body.purpose,
      })
      .returning();
    return row!;
  });
}

const applicant = { id: users.id, username: users.username, nickname: users.nickname };

/** Applications with their applicant, pending oldest first (a queue), decided ones newest first. */
export async function listApplications(db: Db, query: LabPermissionListQuery) {
  const conditions: SQL[] = [];
  if (query.state) conditions.push(eq(apps.state, query.state));
  if (query.kind) conditions.push(eq(apps.kind, query.kind));
  const where = conditions.length ? and(...conditions) : undefined;
  const order = query.state === 'pending' ? asc(apps.createdAt) : desc(apps.createdAt);
  const [items, [total]] = await Promise.all([
    db
      .select({ application: apps, applicant })
      .from(apps)
      .innerJoin(users, eq(users.id, apps.userId))
      .where(where)
      .orderBy(order, apps.id)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(apps).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/**
 * Decides a pending application in one statement inside a transaction: only a row still pending
 * changes, so two reviewers at once cannot both decide it (the second gets 409).
 */
export async function review(
  db: Db,
  id: string,
  reviewerId: string,
  decision: { approve: boolean; comment: string | null },
): Promise<LabApplicationRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(apps)
      .set({
        state: decision.approve ? 'granted' : 'failed',
        reviewComment: decision.comment,
        reviewerId,
        reviewedAt: sql`now()`,
      })
      .where(and(eq(apps.id, id), eq(apps.state, 'pending')))
      .returning();
    if (row) return row;
    const [exists] = await tx.select({ id: apps.id }).from(apps).where(eq(apps.id, id)).limit(1);
    throw exists ? conflict('labNotPending') : notFound();
  });
}
