import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ADMIN_ROLE } from '@occ/shared/admin';
import {
  Code,
  eventsFrom,
  nextState,
  sourcesOf,
  translate,
  type CompleteLocale,
  type MessageKey,
  type OrderSide,
  type TransitionTable,
} from '@occ/shared';
import type { Db } from '../../db/client';
import { orderEvents, roles, users } from '../../db/schema';
import { writeAudit, type AuditSource } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import type { App } from '../../platform/types';
import { notify } from '../notifications/notify';
import { DEVICES_MANAGE, sees, type Scope } from '../devices/scope';

// One customer ↔ vendor workflow engine for the device console's small-batch orders and voice
// requests: which sides the viewer acts for, the step checks (403 wrong side, 409 wrong state,
// both words localised), the conditional UPDATE, the timeline row, the audit row and the notices.

export type Subject = 'smallBatch' | 'voiceRequest';

export interface Workflow<S extends string, E extends string> {
  subject: Subject;
  table: PgTable;
  id: AnyPgColumn;
  state: AnyPgColumn;
  updatedAt: AnyPgColumn;
  transitions: TransitionTable<S, E>;
  sides: Readonly<Record<E, OrderSide>>;
  /** the console page of one row (the notice's link) */
  link: (id: string) => string;
}

/** The sides a viewer acts for on a row: the vendor's staff, the row's organisation members, or both. */
export function sidesOf(scope: Scope, row: { organisation: string }): OrderSide[] {
  const out: OrderSide[] = [];
  if (scope.organisation !== null && scope.organisation === row.organisation) out.push('customer');
  if (scope.all) out.push('vendor');
  return out;
}

/** A row the scope sees, else 404 (another organisation's request does not exist for them). */
export function visible<R extends { organisation: string }>(scope: Scope, row: R | undefined): R {
  if (!row || !sees(scope, row)) throw notFound();
  return row;
}

/** The events the viewer may send now. */
export const actionsFor = <S extends string, E extends string>(
  wf: Workflow<S, E>,
  sides: OrderSide[],
  state: S,
): E[] => eventsFrom(wf.transitions, state).filter((e) => sides.includes(wf.sides[e]));

const sideWord = (side: OrderSide, locale: CompleteLocale) =>
  translate(side === 'vendor' ? 'orderSideVendor' : 'orderSideCustomer', locale);

const LOCALES: CompleteLocale[] = ['zh-CN', 'en-US'];
/** A notice in both languages (the reader's language is not stored), Chinese first. */
export const both = (key: MessageKey, params: Record<string, string>) =>
  LOCALES.map((l) => translate(key, l, params)).join(' / ');

/**
 * Checks and moves a row by `event` in `tx`: 403 when the viewer is not the event's side, 409
 * (localised, naming the state and the step) when the state does not allow it or moved meanwhile.
 */
export async function step<S extends string, E extends string>(
  tx: Db,
  wf: Workflow<S, E>,
  src: AuditSource & { user: { id: string; username: string } },
  locale: CompleteLocale,
  row: { id: string; state: string; organisation: string },
  sides: OrderSide[],
  event: E,
  note: string,
  /** what the step writes besides the state, read once the side and state allow it (422 after 403/409) */
  values: () => Record<string, unknown> = () => ({}),
  /** the step's own precondition (409 with its own words) */
  check?: () => Promise<void>,
): Promise<S> {
  const side = wf.sides[event];
  if (!sides.includes(side))
    throw new AppError(403, Code.FORBIDDEN, 'orderWrongSide', { side: sideWord(side, locale), event });
  const to = nextState(wf.transitions, row.state as S, event);
  const refused = () => new AppError(409, Code.CONFLICT, 'orderStepRefused', { state: row.state, event });
  if (!to) throw refused();
  await check?.();
  const set = values();
  const moved = await tx
    .update(wf.table)
    .set({ ...set, state: to, updatedAt: new Date() } as never)
    .where(
      and(eq(wf.id, row.id), eq(wf.state, row.state), inArray(wf.state, sourcesOf(wf.transitions, event))),
    )
    .returning({ id: wf.id });
  if (!moved.length) throw refused();
  await tx.insert(orderEvents).values({
    subject: wf.subject,
    subjectId: row.id,
    event,
    fromState: row.state,
    toState: to,
    side,
    actorId: src.user.id,
    actorName: src.user.username,
    note,
  });
  await writeAudit(tx, src, {
    resource: wf.subject,
    recordId: row.id,
    action: 'update',
    before: { state: row.state },
    after: { state: to, event, note, ...set },
  });
  return to;
}

/** The timeline row of a new request (who submitted it) and its audit row. */
export async function recordCreate(
  tx: Db,
  subject: Subject,
  src: AuditSource & { user: { id: string; username: string } },
  id: string,
  after: unknown,
) {
  await tx.insert(orderEvents).values({
    subject,
    subjectId: id,
    event: 'submit',
    fromState: '',
    toState: 'submitted',
    side: 'customer',
    actorId: src.user.id,
    actorName: src.user.username,
  });
  await writeAudit(tx, src, { resource: subject, recordId: id, action: 'create', after });
}

export async function historyOf(db: Db, subject: Subject, id: string) {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.subject, subject), eq(orderEvents.subjectId, id)))
    .orderBy(asc(orderEvents.id));
  return rows.map((r) => ({
    event: r.event,
    from: r.fromState,
    to: r.toState,
    side: r.side as OrderSide,
    actorName: r.actorName,
    note: r.note,
    at: r.createdAt.toISOString(),
  }));
}

/** The vendor's staff: administrators and holders of `devices.manage`. */
async function vendorStaff(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`(${ADMIN_ROLE} = any(${users.roles}) or ${users.roles} && array(
          select ${roles.key} from ${roles} where ${DEVICES_MANAGE} = any(${roles.permissions})))`,
        sql`${users.disabledAt} is null`,
      ),
    )
    .limit(200);
  return rows.map((r) => r.id);
}

/** Tells both sides of a step: the request's creator and the vendor's staff (never the actor). */
export async function tellBothSides(
  app: App,
  wf: { subject: Subject; link: (id: string) => string },
  row: { id: string; createdBy: string | null },
  actorId: string,
  summary: string,
) {
  const to = new Set(await vendorStaff(app.database.db));
  if (row.createdBy) to.add(row.createdBy);
  for (const userId of to)
    await notify(app, {
      userId,
      category: 'system',
      kind: 'system',
      actorId,
      targetType: wf.subject,
      targetId: row.id,
      summary,
      link: wf.link(row.id),
    });
}
