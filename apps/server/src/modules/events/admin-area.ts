import { eq, sql } from 'drizzle-orm';
import { activityArea, activitySignupsArea, type ActivityAreaBody } from '@occ/shared/admin';
import { EVENT_TRANSITIONS, sourcesOf, type EventEvent } from '@occ/shared';
import type { Db } from '../../db/client';
import { events, eventSignups } from '../../db/schema';
import { outer } from '../../db/sql';
import { readById, type AreaBinding } from '../../platform/admin-area/binding';
import { readAgenda, writeAgenda } from './agenda';
import { readEventProducts, writeEventProducts } from './related';
import { AppError, idNotExist } from '../../platform/errors';
import { Code } from '@occ/shared';
import { nextStateSql } from '../posts/store';
import type { SignupEvent } from '@occ/shared';
import type { App } from '../../platform/types';
import { decideSignup } from './approval';
import { queueConfirmation } from './notices';
import { transitionEvent } from './lifecycle';
import { promoteWaiting, seatColumns, type Promotion } from './service';

/** The event columns a console body writes (the slug is set once, at creation). */
export const columnsOf = (b: ActivityAreaBody) => ({
  kind: b.kind,
  titleZh: b.titleZh,
  titleEn: b.titleEn,
  summaryZh: b.summaryZh,
  summaryEn: b.summaryEn,
  bodyZh: b.bodyZh,
  bodyEn: b.bodyEn,
  coverUrl: b.coverUrl,
  place: b.place,
  city: b.city,
  organiser: b.organiser,
  mapUrl: b.mapUrl,
  tags: b.tags,
  online: b.online,
  startsAt: new Date(b.startsAt),
  endsAt: new Date(b.endsAt),
  signupOpensAt: new Date(b.signupOpensAt),
  signupClosesAt: new Date(b.signupClosesAt),
  capacity: b.capacity,
  onlineCapacity: b.onlineCapacity,
  streamUrl: b.streamUrl,
  playbackUrl: b.playbackUrl,
  requiresApproval: b.requiresApproval,
  rulesZh: b.rulesZh,
  rulesEn: b.rulesEn,
  materialsZh: b.materialsZh,
  materialsEn: b.materialsEn,
});

const readEvent = readById(events, events.id, activityArea as unknown as AreaBinding['decl']);

// promotions made inside a console write, told to the users once it has committed (afterWrite)
let pending: Promotion[] = [];
let tell: (p: Promotion) => Promise<void> = async () => {};
export async function flushPromotions() {
  const out = pending;
  pending = [];
  for (const p of out) await tell(p);
}

/**
 * The console's activity area. A capacity (offline or online) below the seats already taken is
 * refused; a larger one gives the new seats to that mode's waiting list at once. Publishing moves a draft to published through
 * the lifecycle table.
 */
export function activityBinding(onPromoted: (p: Promotion) => Promise<void>): AreaBinding {
  tell = onPromoted;
  return {
    decl: activityArea as unknown as AreaBinding['decl'],
    table: events,
    id: events.id,
    columns: {
      titleZh: events.titleZh,
      kind: events.kind,
      state: events.state,
      startsAt: events.startsAt,
      seatsTaken: events.seatsTaken,
      capacity: events.capacity,
      onlineSeatsTaken: events.onlineSeatsTaken,
      onlineCapacity: events.onlineCapacity,
      publishedAt: events.publishedAt,
      updatedAt: events.updatedAt,
    },
    searchColumns: [events.titleZh, events.titleEn, events.slug],
    async read(tx, id) {
      const row = await readEvent(tx, id);
      if (!row) return null;
      const [agenda, productIds] = await Promise.all([
        readAgenda(tx, Number(id)),
        readEventProducts(tx, Number(id)),
      ]);
      return { ...row, agenda, productIds };
    },
    async create(tx, body) {
      const b = body as ActivityAreaBody;
      const [row] = await tx
        .insert(events)
        .values({ slug: b.slug, ...columnsOf(b) })
        .returning({ id: events.id });
      await writeAgenda(tx, row!.id, b.agenda);
      await writeEventProducts(tx, row!.id, b.productIds);
      return row!.id;
    },
    async update(tx, id, body) {
      const b = body as ActivityAreaBody;
      const [now] = await tx
        .select({
          taken: events.seatsTaken,
          onlineTaken: events.onlineSeatsTaken,
          slug: events.slug,
          titleZh: events.titleZh,
          titleEn: events.titleEn,
        })
        .from(events)
        .where(eq(events.id, Number(id)))
        .for('update')
        .limit(1);
      if (!now) throw idNotExist();
      if (b.capacity < now.taken) {
        throw new AppError(409, Code.CONFLICT, 'capacityBelowTaken', { taken: now.taken });
      }
      if (b.onlineCapacity < now.onlineTaken) {
        throw new AppError(409, Code.CONFLICT, 'capacityBelowTaken', { taken: now.onlineTaken });
      }
      await tx
        .update(events)
        .set({ ...columnsOf(b), updatedAt: new Date() })
        .where(eq(events.id, Number(id)));
      await writeAgenda(tx, Number(id), b.agenda);
      await writeEventProducts(tx, Number(id), b.productIds);
      for (const [mode, free] of [
        ['offline', b.capacity - now.taken],
        ['online', b.onlineCapacity - now.onlineTaken],
      ] as const) {
        const moved = await promoteWaiting(tx, Number(id), mode, free);
        if (!moved.length) continue;
        const c = seatColumns(mode);
        await tx
          .update(events)
          .set({ [c.key]: sql`${c.taken} + ${moved.length}` })
          .where(eq(events.id, Number(id)));
        pending.push(
          ...moved.map((userId) => ({
            userId,
            eventId: Number(id),
            slug: now.slug,
            titleZh: b.titleZh,
            titleEn: b.titleEn,
          })),
        );
      }
    },
    async remove(tx, id) {
      const rows = await tx
        .delete(events)
        .where(eq(events.id, Number(id)))
        .returning({ id: events.id });
      if (!rows.length) throw idNotExist();
    },
    async onPublish(tx: Db, id) {
      await tx
        .update(events)
        .set({ state: nextStateSql(events.state, EVENT_TRANSITIONS, 'publish') })
        .where(
          sql`${events.id} = ${Number(id)} and ${events.state} in ${sourcesOf(EVENT_TRANSITIONS, 'publish')}`,
        );
    },
    async transition(tx, id, event) {
      return transitionEvent(tx, Number(id), event as EventEvent);
    },
    afterWrite() {
      void flushPromotions();
    },
    publishedAt: events.publishedAt,
  };
}

const answer = (key: string) => sql<string>`(${eventSignups.answers} ->> ${key})`;
const eventTitle = sql<string>`(select ${events.titleZh} from ${events} where ${events.id} = ${outer(eventSignups.eventId)})`;

// who a committed approve/reject is told about (the participant, and a promoted waiting user)
const decided = new Map<number, { eventId: number; userId: string; promoted: Promotion | null }>();

/**
 * Participants: every sign-up with its form answers (users sign up and cancel); staff approve or
 * reject a pending one through the declared lifecycle (the engine checks `activity.update` and
 * writes the audit entry); the participant is told in the message centre either way.
 */
export const signupsBinding: AreaBinding = {
  decl: activitySignupsArea,
  table: eventSignups,
  id: eventSignups.id,
  columns: {
    eventId: eventSignups.eventId,
    eventTitle,
    name: answer('name'),
    mobile: answer('mobile'),
    email: answer('email'),
    unit: answer('unit'),
    position: answer('position'),
    state: eventSignups.state,
    mode: eventSignups.mode,
    checkinCode: eventSignups.checkinCode,
    checkedInAt: eventSignups.checkedInAt,
    createdAt: eventSignups.createdAt,
  },
  searchColumns: [
    answer('name'),
    answer('mobile'),
    answer('email'),
    answer('unit'),
    eventSignups.checkinCode,
  ],
  async read(tx, id) {
    const [row] = await tx
      .select({ id: eventSignups.id })
      .from(eventSignups)
      .where(eq(eventSignups.id, Number(id)))
      .limit(1);
    return row ? {} : null;
  },
  async transition(tx, id, event) {
    const d = await decideSignup(tx, Number(id), event as SignupEvent);
    decided.set(Number(id), d);
    return d.state;
  },
  async afterTransition(req, id) {
    const d = decided.get(Number(id));
    decided.delete(Number(id));
    if (!d) return;
    const app = req.server as App;
    await queueConfirmation(app, { eventId: d.eventId, userId: d.userId, decided: true });
    if (d.promoted) await tell(d.promoted);
  },
};
