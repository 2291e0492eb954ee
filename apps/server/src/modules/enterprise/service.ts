import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { EnterpriseApplyBody, PageQuery } from '@occ/shared';
import { offsetOf, USER_TYPE_ENTERPRISE } from '@occ/shared';
import type { Db } from '../../db/client';
import { enterpriseApplications, users } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';
import { requireCompleteProfile } from '../profile/require-complete';

export type ApplicationRow = typeof enterpriseApplications.$inferSelect;
export type ReviewState = 'pending' | 'approved' | 'rejected';
export const ENTERPRISE_ROLE = 'enterprise';

/** The user's most recent application, or null when they never applied. */
export async function latestApplication(db: Db, userId: string): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(enterpriseApplications)
    .where(eq(enterpriseApplications.userId, userId))
    .orderBy(desc(enterpriseApplications.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Files an application. The user's row is locked for the checks and the insert, so two
 * submissions at once cannot both pass the "one pending application" rule.
 */
export async function apply(db: Db, userId: string, body: EnterpriseApplyBody): Promise<ApplicationRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ userType: users.userType })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw notFound();
    if (user.userType === USER_TYPE_ENTERPRISE) throw conflict('alreadyEnterprise');
    await requireCompleteProfile(tx, userId);
    const [pending] = await tx
      .select({ id: enterpriseApplications.id })
      .from(enterpriseApplications)
      .where(and(eq(enterpriseApplications.userId, userId), eq(enterpriseApplications.state, 'pending')))
      .limit(1);
    if (pending) throw conflict('enterpriseAlreadyApplied');
    const [row] = await tx
      .insert(enterpriseApplications)
      .values({
        userId,
        companyName: body.companyName,
        creditCode: body.creditCode,
        contactName: body.contactName,
        contactMobile: body.contactMobile,
        description: body.description || null,
      })
      .returning();
    return row!;
  });
}

const applicant = { id: users.id, username: users.username, nickname: users.nickname };

/** Applications in one state, oldest first for pending (review queue order), newest first otherwise. */
export async function listApplications(db: Db, state: ReviewState, page: PageQuery) {
  const where = eq(enterpriseApplications.state, state);
  const order =
    state === 'pending' ? enterpriseApplications.createdAt : desc(enterpriseApplications.createdAt);
  const [items, [total]] = await Promise.all([
    db
      .select({ application: enterpriseApplications, applicant })
      .from(enterpriseApplications)
      .innerJoin(users, eq(users.id, enterpriseApplications.userId))
      .where(where)
      .orderBy(order, enterpriseApplications.id)
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(enterpriseApplications).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/**
 * Decides a pending application. Approval makes the applicant an enterprise user (userType 1 and
 * the 'enterprise' role) in the same transaction, so the two can never disagree.
 */
export async function review(
  db: Db,
  id: string,
  reviewerId: string,
  decision: { approve: boolean; comment: string | null },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(enterpriseApplications)
      .set({
        state: decision.approve ? 'approved' : 'rejected',
        reviewComment: decision.comment,
        reviewerId,
        reviewedAt: new Date(),
      })
      .where(and(eq(enterpriseApplications.id, id), eq(enterpriseApplications.state, 'pending')))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: enterpriseApplications.id })
        .from(enterpriseApplications)
        .where(eq(enterpriseApplications.id, id))
        .limit(1);
      throw exists ? conflict('enterpriseNotPending') : notFound();
    }
    const [contact] = decision.approve
      ? await tx
          .update(users)
          .set({
            userType: USER_TYPE_ENTERPRISE,
            roles: sql`case when ${ENTERPRISE_ROLE} = any(${users.roles}) then ${users.roles}
              else array_append(${users.roles}, ${ENTERPRISE_ROLE}) end`,
            updatedAt: new Date(),
          })
          .where(eq(users.id, row.userId))
          .returning({ email: users.email, mobile: users.mobile })
      : await tx
          .select({ email: users.email, mobile: users.mobile })
          .from(users)
          .where(eq(users.id, row.userId));
    return { application: row, contact: contact ?? { email: null, mobile: null } };
  });
}
