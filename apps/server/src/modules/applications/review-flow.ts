import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Code, translate, type CompleteLocale, type MessageKey } from '@occ/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { AppError, conflict, forbidden, needLogin, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import type { App } from '../../platform/types';
import { deliver, type OutgoingMessage } from '../auth/delivery';

// One review flow for every kind of application (enterprise certification, lab permission, …):
// apply → pending → approved | rejected with a reason, the applicant told the result. A kind
// supplies its table, its own fields, its checks before applying and what approval grants.

/** The review columns every application table has. */
export type ApplicationTable = PgTable & {
  id: PgColumn;
  userId: PgColumn;
  state: PgColumn;
  reviewComment: PgColumn;
  reviewerId: PgColumn;
  reviewedAt: PgColumn;
  createdAt: PgColumn;
};

/** What every application row holds, whatever its kind. */
export interface ApplicationBase {
  id: string;
  userId: string;
  state: string;
  reviewComment: string | null;
}

export interface ReviewDecision {
  approve: boolean;
  /** the reason: required to reject (the applicant is told why) */
  comment: string | null;
}

/** The notice of a decision: where it goes and what it says (both catalogues' languages). */
export interface ApplicationNotice {
  to: Pick<OutgoingMessage, 'channel' | 'to'>[];
  subject: string;
  text: string;
}

/** Where an applicant is told of a decision: by e-mail, else SMS, when the account has either. */
export async function applicantContact(db: Db, userId: string): Promise<ApplicationNotice['to']> {
  const [contact] = await db
    .select({ email: users.email, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, userId));
  if (contact?.email) return [{ channel: 'email', to: contact.email }];
  if (contact?.mobile) return [{ channel: 'sms', to: contact.mobile }];
  return [];
}

export interface ApplicationKind<Row extends ApplicationBase, Body> {
  /** for logs: "enterprise", "lab" */
  name: string;
  table: ApplicationTable;
  /** the stored states a decision leads to */
  states: { approved: string; rejected: string };
  /** the 409 message when the application was decided already */
  notPending: MessageKey;
  /** whether this actor reviews this kind (else 401/403; the console queue lists only such kinds) */
  mayReview(actor: Actor): boolean;
  /** how the console queue shows a row: what is applied for, then the kind's own fields */
  queue: {
    title(row: Row, locale: CompleteLocale): string;
    details(row: Row): { field: string; value: string }[];
  };
  /** With the applicant's row locked: refuses an application this kind does not take now (409, 403). */
  admit(tx: Db, applicant: { id: string; userType: number }, body: Body): Promise<void>;
  /** the kind's own fields of a new application */
  values(body: Body): Record<string, unknown>;
  /** What approval grants, in the review's transaction. */
  grant?(tx: Db, row: Row): Promise<void>;
  /** The notice of the decision to the applicant (after the review is committed). */
  notice(db: Db, row: Row): Promise<ApplicationNotice>;
  /**
   * The kind's own review address besides the queue's `/api/admin/applications/<kind>/:id/review`
   * (the catalogue's `products.review`): same rules, same answer.
   */
  reviewRoute?: { url: string; operationId: string; tag: string };
}

/** The applicant's language is not stored, so notices carry both (Chinese first, the default). */
export const NOTICE_LOCALES: CompleteLocale[] = ['zh-CN', 'en-US'];

/** A message in both notice languages, joined by `separator`. */
export function inBothLocales(
  key: MessageKey,
  params: (locale: CompleteLocale) => Record<string, string> = () => ({}),
  separator = ' / ',
): string {
  return NOTICE_LOCALES.map((l) => translate(key, l, params(l))).join(separator);
}

/** Refuses a reviewer without the permission for the kind: 401 for a visitor, else 403. */
export function authorizeReview(kind: { mayReview(actor: Actor): boolean }, actor: Actor): void {
  if (!kind.mayReview(actor)) throw actor ? forbidden() : needLogin();
}

/** The queue's state word for a row of this kind (lab stores granted/failed). */
export function queueState(kind: { states: { approved: string; rejected: string } }, stored: string) {
  if (stored === kind.states.approved) return 'approved' as const;
  if (stored === kind.states.rejected) return 'rejected' as const;
  return 'pending' as const;
}

/**
 * Files an application. The applicant's row is locked for the kind's checks and the insert, so
 * two submissions at once cannot both pass a "one pending application" rule.
 */
export async function applyFor<Row extends ApplicationBase, Body>(
  db: Db,
  kind: ApplicationKind<Row, Body>,
  userId: string,
  body: Body,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, userType: users.userType })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw notFound();
    await kind.admit(tx, user, body);
    const [row] = await tx
      .insert(kind.table)
      .values({ ...kind.values(body), userId } as never)
      .returning();
    return row as unknown as Row;
  });
}

/**
 * Decides a pending application in one statement inside a transaction: only a row still pending
 * changes, so a second review of it gets 409. Approval grants what the kind grants in the same
 * transaction. A reviewer without the kind's permission gets 401/403, a rejection without a
 * reason 422.
 */
export async function reviewApplication<Row extends ApplicationBase, Body>(
  db: Db,
  kind: ApplicationKind<Row, Body>,
  reviewer: Actor,
  id: string,
  decision: ReviewDecision,
  /** the "a rejection needs a reason" message in the request's language */
  reasonRequired: string,
): Promise<Row> {
  authorizeReview(kind, reviewer);
  // the applicant is shown why they were refused, so a rejection must say it
  if (!decision.approve && !decision.comment)
    throw new AppError(422, Code.VALIDATION_FAILED, 'rejectCommentRequired', {}, [
      { field: 'comment', message: reasonRequired },
    ]);
  const t = kind.table;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(t)
      .set({
        state: decision.approve ? kind.states.approved : kind.states.rejected,
        reviewComment: decision.comment,
        reviewerId: reviewer!.id,
        reviewedAt: sql`now()`,
      } as never)
      .where(and(eq(t.id, id), eq(t.state, 'pending')))
      .returning();
    if (!updated) {
      const [exists] = await tx.select({ id: t.id }).from(t).where(eq(t.id, id)).limit(1);
      throw exists ? conflict(kind.notPending) : notFound();
    }
    const row = updated as unknown as Row;
    if (decision.approve) await kind.grant?.(tx, row);
    await writeAudit(
      tx as unknown as Db,
      { user: reviewer },
      {
        resource: kind.name,
        recordId: id,
        action: decision.approve ? 'approve' : 'reject',
        before: { state: 'pending' },
        after: {
          state: decision.approve ? kind.states.approved : kind.states.rejected,
          comment: decision.comment,
        },
      },
    );
    return row;
  });
}

/**
 * Tells the applicant the result. Best effort: the review is committed already; a failed delivery
 * is logged (and recorded as failed in outbox_messages), never fatal.
 */
export async function notifyApplicant<Row extends ApplicationBase, Body>(
  app: App,
  kind: ApplicationKind<Row, Body>,
  row: Row,
): Promise<void> {
  const notice = await kind.notice(app.database.db, row);
  for (const target of notice.to) {
    try {
      await deliver(app, { ...target, subject: notice.subject, text: notice.text });
    } catch (err) {
      app.log.warn(
        { err, applicationId: row.id, channel: target.channel },
        `${kind.name} review notice not delivered`,
      );
    }
  }
}

/**
 * A review endpoint's whole work: decides the application (`reviewApplication`), then tells the
 * applicant (`notifyApplicant`). An empty comment counts as none.
 */
export async function reviewAndNotify<Row extends ApplicationBase, Body>(
  app: App,
  kind: ApplicationKind<Row, Body>,
  reviewer: Actor,
  id: string,
  body: { approve: boolean; comment?: string | null },
  /** the "a rejection needs a reason" message in the request's language */
  reasonRequired: string,
): Promise<Row> {
  const decision = { approve: body.approve, comment: body.comment || null };
  const row = await reviewApplication(app.database.db, kind, reviewer, id, decision, reasonRequired);
  await notifyApplicant(app, kind, row);
  return row;
}
