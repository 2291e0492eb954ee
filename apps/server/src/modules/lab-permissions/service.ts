import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  offsetOf,
  translate,
  type CompleteLocale,
  type LabApplyBody,
  type LabKind,
  type LabPermissionListQuery,
  type MessageKey,
} from '@occ/shared';
import type { Db } from '../../db/client';
import { labPermissionApplications, users } from '../../db/schema';
import { conflict } from '../../platform/errors';
import { inBothLocales, type ApplicationKind } from '../applications/review-flow';
import { labPermissionPolicy } from './policy';

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

export const KIND_LABEL: Record<LabKind, MessageKey> = {
  evaluation: 'labKindEvaluation',
  microservice: 'labKindMicroservice',
};

/** The SMS gateway takes the mainland number without the +86 / 86 prefix. */
export const smsNumber = (mobile: string) => mobile.trim().replace(/^\+?86(?=1\d{10}$)/, '');

/**
 * Lab permissions through the shared review flow, one application per kind: nothing pending and
 * not yet granted to apply (a failed one may be followed by a new one: spec §4 "may apply
 * again"); granted is the permission itself (the newest application decides: lab-permissions/grant.ts).
 */
export const labPermissionKind: ApplicationKind<LabApplicationRow, LabApplyBody> = {
  name: 'lab',
  table: apps,
  states: { approved: 'granted', rejected: 'failed' },
  notPending: 'labNotPending',
  mayReview: (actor) => labPermissionPolicy.can(actor, 'review', null),
  queue: {
    title: (row, locale) => translate(KIND_LABEL[row.kind as LabKind], locale),
    details: (row) => [
      { field: 'realName', value: row.realName },
      { field: 'mobile', value: row.mobile },
      { field: 'company', value: row.company },
      ...(row.email ? [{ field: 'email', value: row.email }] : []),
      { field: 'salesName', value: row.salesName },
      ...(row.referrerName ? [{ field: 'referrerName', value: row.referrerName }] : []),
      { field: 'purpose', value: row.purpose },
    ],
  },
  async admit(tx, applicant, body) {
    const latest = await latestApplication(tx, applicant.id, body.kind);
    if (latest?.state === 'pending') throw conflict('labAlreadyPending');
    if (latest?.state === 'granted') throw conflict('labAlreadyGranted');
  },
  values: (body) => ({
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
  }),
  /** spec §6: by SMS on the application's mobile number, and by e-mail too when it gave one */
  async notice(_db, row) {
    const granted = row.state === 'granted';
    const params = (l: CompleteLocale) => ({
      kind: translate(KIND_LABEL[row.kind as LabKind], l),
      comment: row.reviewComment ?? '',
    });
    return {
      to: [
        { channel: 'sms', to: smsNumber(row.mobile) },
        ...(row.email ? [{ channel: 'email' as const, to: row.email }] : []),
      ],
      subject: inBothLocales(granted ? 'labGrantedSubject' : 'labFailedSubject'),
      text: inBothLocales(granted ? 'labGrantedText' : 'labFailedText', params, '\n'),
    };
  },
};
