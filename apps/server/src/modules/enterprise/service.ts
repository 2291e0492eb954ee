import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { EnterpriseApplyBody, PageQuery } from '@occ/shared';
import { offsetOf, USER_TYPE_ENTERPRISE } from '@occ/shared';
import type { Db } from '../../db/client';
import { enterpriseApplications, users } from '../../db/schema';
import { conflict } from '../../platform/errors';
import { applicantContact, inBothLocales, type ApplicationKind } from '../applications/review-flow';
import { requireCompleteProfile } from '../profile/require-complete';
import { enterprisePolicy } from './policy';

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
 * Enterprise certification through the shared review flow: one pending application at a time, a
 * complete profile first; approval makes the applicant an enterprise user (userType 1 and the
 * 'enterprise' role) in the review's transaction, so the two can never disagree.
 */
export const enterpriseKind: ApplicationKind<ApplicationRow, EnterpriseApplyBody> = {
  name: 'enterprise',
  table: enterpriseApplications,
  states: { approved: 'approved', rejected: 'rejected' },
  notPending: 'enterpriseNotPending',
  mayReview: (actor) => enterprisePolicy.can(actor, 'review', null),
  queue: {
    title: (row) => row.companyName,
    details: (row) => [
      { field: 'creditCode', value: row.creditCode },
      { field: 'contactName', value: row.contactName },
      { field: 'contactMobile', value: row.contactMobile },
      ...(row.description ? [{ field: 'description', value: row.description }] : []),
    ],
  },
  async admit(tx, applicant) {
    if (applicant.userType === USER_TYPE_ENTERPRISE) throw conflict('alreadyEnterprise');
    await requireCompleteProfile(tx, applicant.id);
    const [pending] = await tx
      .select({ id: enterpriseApplications.id })
      .from(enterpriseApplications)
      .where(
        and(eq(enterpriseApplications.userId, applicant.id), eq(enterpriseApplications.state, 'pending')),
      )
      .limit(1);
    if (pending) throw conflict('enterpriseAlreadyApplied');
  },
  values: (body) => ({
    companyName: body.companyName,
    creditCode: body.creditCode,
    contactName: body.contactName,
    contactMobile: body.contactMobile,
    description: body.description || null,
  }),
  async grant(tx, row) {
    await tx
      .update(users)
      .set({
        userType: USER_TYPE_ENTERPRISE,
        roles: sql`case when ${ENTERPRISE_ROLE} = any(${users.roles}) then ${users.roles}
          else array_append(${users.roles}, ${ENTERPRISE_ROLE}) end`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, row.userId));
  },
  /** by e-mail, else SMS, when the applicant has either */
  async notice(db, row) {
    const approved = row.state === 'approved';
    const params = { company: row.companyName, comment: row.reviewComment ?? '' };
    return {
      to: await applicantContact(db, row.userId),
      subject: inBothLocales(approved ? 'enterpriseApprovedSubject' : 'enterpriseRejectedSubject'),
      text: inBothLocales(
        approved ? 'enterpriseApprovedText' : 'enterpriseRejectedText',
        () => params,
        '\n\n',
      ),
    };
  },
};
