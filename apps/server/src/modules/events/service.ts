import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  Code,
  offsetOf,
  type EventMode,
  type EventListQuery,
  type PageQuery,
  type SignUpBody,
  type SignupState,
  modesOf,
} from '@occ/shared';
import type { Db } from '../../db/client';
import { events, eventSignups, users } from '../../db/schema';
import { AppError, conflict, notFound } from '../../platform/errors';
import { requireCompleteProfile } from '../profile/require-complete';

export const activityIdNotExist = () => notFound('activityIdNotExist');
export const alreadyEnrolled = () => new AppError(409, Code.ALREADY_ENROLLED, 'alreadyEnrolled');

/** Visible to everyone: published at some past moment and not a draft. */
const visible = () =>
  and(isNotNull(events.publishedAt), lte(events.publishedAt, sql`now()`), sql`${events.state} <> 'draft'`);

export type EventRow = typeof events.$inferSelect;

/** A fresh check-in code (12 hex characters, UNIQUE in the table), made by the database. */
export const newCheckinCode = () =>
  sql<string>`upper(substr(md5(random()::text || clock_timestamp()::text), 1, 12))`;

/** `app2025` or `12`. */
const refWhere = (ref: string): SQL =>
  /^\d{1,9}$/.test(ref) ? eq(events.id, Number(ref)) : eq(events.slug, ref.toLowerCase());

/** upcoming: not started; ongoing: started, not ended; past: ended (`ends_at` bounded: the list indexes). */
const whenWhere = (when: EventListQuery['when']): SQL[] =>
  when === 'past'
    ? [lte(events.endsAt, sql`now()`)]
    : [gt(events.endsAt, sql`now()`), (when === 'ongoing' ? lte : gt)(events.startsAt, sql`now()`)];

export async function listEvents(db: Db, q: EventListQuery) {
  const past = q.when === 'past';
  const where = and(
    visible(),
    q.kind ? eq(events.kind, q.kind) : undefined,
    q.city ? eq(events.city, q.city) : undefined,
    q.mode === 'online' ? eq(events.online, true) : q.mode === 'offline' ? gt(events.capacity, 0) : undefined,
    // `tags @> array[tag]` is answered by the GIN index events_tags_idx
    q.tag ? arrayContains(events.tags, [q.tag]) : undefined,
    ...whenWhere(q.when),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(events)
      .where(where)
      .orderBy(past ? desc(events.startsAt) : asc(events.startsAt), asc(events.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(events).where(where),
  ]);
  return { items: rows, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** The cities of the visible events (the list's city filter), by name. */
export async function eventCities(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ city: events.city })
    .from(events)
    .where(and(visible(), sql`${events.city} <> ''`))
    .orderBy(asc(events.city))
    .limit(200);
  return rows.map((r) => r.city);
}

export async function getEvent(db: Db, ref: string): Promise<EventRow> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(refWhere(ref), visible()))
    .limit(1);
  if (!row) throw activityIdNotExist();
  return row;
}

/** The length of each waiting list of `eventId`. */
export async function waitingCount(db: Db, eventId: number): Promise<Record<EventMode, number>> {
  const rows = await db
    .select({ mode: eventSignups.mode, n: count() })
    .from(eventSignups)
    .where(and(eq(eventSignups.eventId, eventId), eq(eventSignups.state, 'waiting')))
    .groupBy(eventSignups.mode);
  const out = { offline: 0, online: 0 };
  for (const r of rows) out[r.mode as EventMode] = r.n;
  return out;
}

/** The counters of a mode: its places and how many are taken. */
export const seatColumns = (mode: EventMode) =>
  mode === 'online'
    ? { taken: events.onlineSeatsTaken, capacity: events.onlineCapacity, key: 'onlineSeatsTaken' as const }
    : { taken: events.seatsTaken, capacity: events.capacity, key: 'seatsTaken' as const };

const modeError = (key: 'modeNotOffered' | 'modeRequired') =>
  // the field's message is the key: the error handler words it in the request's language
  new AppError(422, Code.VALIDATION_FAILED, key, {}, [{ field: 'mode', message: key }]);

/** The mode asked for, or the only one the event offers; 422 on `mode` otherwise. */
export function modeFor(ev: { capacity: number; onlineCapacity: number }, asked?: EventMode): EventMode {
  const offered = modesOf(ev);
  if (asked) {
    if (!offered.includes(asked)) throw modeError('modeNotOffered');
    return asked;
  }
  if (offered.length !== 1) throw modeError('modeRequired');
  return offered[0]!;
}

export interface SignupView {
  state: SignupState;
  mode: EventMode;
  waitingPosition: number | null;
  createdAt: Date;
  checkinCode: string | null;
  checkedInAt: Date | null;
}

/** The user's sign-up of each event, with the place on the waiting list (1 = next). */
export async function signupsOf(
  db: Db,
  userId: string,
  eventIds: number[],
): Promise<Map<number, SignupView>> {
  if (!eventIds.length) return new Map();
  // written out: drizzle leaves the columns of a one-table select unqualified
  const ahead = sql<number>`(select count(*)::int from event_signups w where w.event_id = "event_signups"."event_id"
    and w.state = 'waiting' and w.mode = "event_signups"."mode" and (w.position, w.id) <= ("event_signups"."position", "event_signups"."id"))`;
  const rows = await db
    .select({
      eventId: eventSignups.eventId,
      state: eventSignups.state,
      mode: eventSignups.mode,
      createdAt: eventSignups.createdAt,
      checkinCode: eventSignups.checkinCode,
      checkedInAt: eventSignups.checkedInAt,
      ahead,
    })
    .from(eventSignups)
    .where(and(eq(eventSignups.userId, userId), inArray(eventSignups.eventId, eventIds)));
  return new Map(
    rows.map((r) => [
      r.eventId,
      {
        state: r.state as SignupState,
        mode: r.mode as EventMode,
        waitingPosition: r.state === 'waiting' ? Number(r.ahead) : null,
        createdAt: r.createdAt,
        checkinCode: r.checkinCode,
        checkedInAt: r.checkedInAt,
      },
    ]),
  );
}

export async function profilePrefill(db: Db, userId: string) {
  const [u] = await db
    .select({
      name: users.realName,
      mobile: users.mobile,
      email: users.email,
      unit: users.unit,
      position: users.position,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!u) return null;
  return {
    name: u.name ?? '',
    mobile: u.mobile ?? '',
    email: u.email ?? '',
    unit: u.unit ?? '',
    position: u.position ?? '',
  };
}

/**
 * Signs `userId` up, offline or online. The seat is taken by one conditional UPDATE of the event's
 * counter of that mode (the row lock serialises concurrent sign-ups; the CHECK refuses any
 * overshoot); without a seat the user joins that mode's waiting list. UNIQUE (event, user) refuses a second sign-up (-112041); a cancelled
 * sign-up is taken up again.
 */
export async function signUp(db: Db, ref: string, userId: string, body: SignUpBody) {
  return db.transaction(async (tx) => {
    const [ev] = await tx
      .select({
        id: events.id,
        state: events.state,
        opens: events.signupOpensAt,
        closes: events.signupClosesAt,
        capacity: events.capacity,
        onlineCapacity: events.onlineCapacity,
        requiresApproval: events.requiresApproval,
      })
      .from(events)
      .where(and(refWhere(ref), visible()))
      .limit(1);
    if (!ev) throw activityIdNotExist();
    const mode = modeFor(ev, body.mode);
    if (ev.state !== 'published') throw conflict('eventNotOpenForSignup');
    const now = Date.now();
    if (now < ev.opens.getTime()) throw conflict('signupNotOpen');
    if (now >= ev.closes.getTime()) throw conflict('signupClosed');
    // spec §4: the profile must be complete (-112721); the page sends the user to complete it
    await requireCompleteProfile(tx, userId);

    // an active sign-up answers at once, before a seat is touched
    const [existing] = await tx
      .select({ state: eventSignups.state })
      .from(eventSignups)
      .where(and(eq(eventSignups.eventId, ev.id), eq(eventSignups.userId, userId)))
      .limit(1);
    if (existing && existing.state !== 'cancelled') throw alreadyEnrolled();

    const c = seatColumns(mode);
    const seat = await tx
      .update(events)
      .set({ [c.key]: sql`${c.taken} + 1` })
      .where(and(eq(events.id, ev.id), sql`${c.taken} < ${c.capacity}`))
      .returning({ id: events.id });
    // Where the event requires approval the sign-up is `pending` and HOLDS ITS SEAT (the counter
    // above counts it): approving then never needs a seat, so capacity cannot be oversold;
    // rejecting frees the seat for the waiting list (rejectSignup).
    const state: SignupState = !seat.length ? 'waiting' : ev.requiresApproval ? 'pending' : 'confirmed';
    const position = sql`(select coalesce(max(${eventSignups.position}), 0) + 1 from ${eventSignups} where ${eventSignups.eventId} = ${ev.id})`;
    const answers = {
      name: body.name,
      mobile: body.mobile,
      email: body.email,
      unit: body.unit,
      position: body.position,
    };
    // the check-in code is for the door: offline participants only
    const checkinCode = state === 'confirmed' && mode === 'offline' ? newCheckinCode() : null;
    const rows = await tx
      .insert(eventSignups)
      .values({ eventId: ev.id, userId, state, mode, position, answers, checkinCode })
      .onConflictDoUpdate({
        target: [eventSignups.eventId, eventSignups.userId],
        set: {
          state,
          mode,
          position,
          answers,
          checkinCode,
          checkedInAt: null,
          remindedDayAt: null,
          remindedHourAt: null,
          createdAt: new Date(),
          updatedAt: new Date(),
        },
        setWhere: sql`${eventSignups.state} = 'cancelled'`,
      })
      .returning({ id: eventSignups.id });
    // a concurrent sign-up of the same user won: this transaction (and its seat) rolls back
    if (!rows.length) throw alreadyEnrolled();
    return { eventId: ev.id, confirmed: state === 'confirmed', state };
  });
}

export interface Promotion {
  userId: string;
  eventId: number;
  slug: string;
  titleZh: string;
  titleEn: string;
}

/**
 * Moves the first `n` users of the `mode` waiting list of `eventId` to confirmed, or to pending
 * (still holding the seat) where the event requires approval; their seats are already counted by
 * the caller. Returns who moved, for the notices sent after commit.
 */
export async function promoteWaiting(tx: Db, eventId: number, mode: EventMode, n: number): Promise<string[]> {
  if (n <= 0) return [];
  const next = sql`(select ${eventSignups.id} from ${eventSignups} where ${eventSignups.eventId} = ${eventId}
    and ${eventSignups.state} = 'waiting' and ${eventSignups.mode} = ${mode}
    order by ${eventSignups.position}, ${eventSignups.id} limit ${n} for update)`;
  const approval = sql`(select ${events.requiresApproval} from ${events} where ${events.id} = ${eventId})`;
  const rows = await tx
    .update(eventSignups)
    .set({
      state: sql`case when ${approval} then 'pending' else 'confirmed' end`,
      checkinCode:
        mode === 'offline' ? sql`case when ${approval} then null else ${newCheckinCode()} end` : null,
      updatedAt: new Date(),
    })
    .where(sql`${eventSignups.id} in ${next}`)
    .returning({ userId: eventSignups.userId });
  return rows.map((r) => r.userId);
}

/**
 * Cancels the user's sign-up. A confirmed seat goes to the first waiting user of the same mode in
 * the same transaction (the event row is locked first, so sign-ups and cancellations take turns).
 */
export async function cancelSignUp(db: Db, ref: string, userId: string): Promise<Promotion | null> {
  return db.transaction(async (tx) => {
    const [ev] = await tx
      .select({ id: events.id, slug: events.slug, titleZh: events.titleZh, titleEn: events.titleEn })
      .from(events)
      .where(and(refWhere(ref), visible()))
      .for('update')
      .limit(1);
    if (!ev) throw activityIdNotExist();
    const [was] = await tx
      .select({ id: eventSignups.id, state: eventSignups.state, mode: eventSignups.mode })
      .from(eventSignups)
      .where(and(eq(eventSignups.eventId, ev.id), eq(eventSignups.userId, userId)))
      .limit(1);
    if (!was || was.state === 'cancelled' || was.state === 'rejected') throw conflict('notSignedUp');
    const mode = was.mode as EventMode;
    const moved = await tx
      .update(eventSignups)
      .set({ state: 'cancelled', checkinCode: null, updatedAt: new Date() })
      .where(and(eq(eventSignups.id, was.id), eq(eventSignups.state, was.state)))
      .returning({ id: eventSignups.id });
    if (!moved.length) throw conflict('notSignedUp');
    // a pending sign-up holds its seat as a confirmed one does
    if (was.state !== 'confirmed' && was.state !== 'pending') return null;
    return freeSeat(tx, ev, mode);
  });
}

/**
 * A seat of `mode` became free (cancel, reject): it goes to the first waiting user of that mode in
 * the caller's transaction (the event row locked), else the counter goes down.
 */
export async function freeSeat(
  tx: Db,
  ev: { id: number; slug: string; titleZh: string; titleEn: string },
  mode: EventMode,
): Promise<Promotion | null> {
  const [promoted] = await promoteWaiting(tx, ev.id, mode, 1);
  if (promoted) return { userId: promoted, eventId: ev.id, ...ev };
  const c = seatColumns(mode);
  await tx
    .update(events)
    .set({ [c.key]: sql`${c.taken} - 1` })
    .where(eq(events.id, ev.id));
  return null;
}

/** The user's sign-ups (not cancelled unless asked), newest event first. */
export async function myEvents(db: Db, userId: string, q: PageQuery & { state?: SignupState }) {
  const where = and(
    eq(eventSignups.userId, userId),
    q.state ? eq(eventSignups.state, q.state) : sql`${eventSignups.state} <> 'cancelled'`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ event: events })
      .from(eventSignups)
      .innerJoin(events, eq(events.id, eventSignups.eventId))
      .where(where)
      .orderBy(desc(events.startsAt), desc(events.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(eventSignups).where(where),
  ]);
  const mine = await signupsOf(
    db,
    userId,
    rows.map((r) => r.event.id),
  );
  return {
    items: rows.map((r) => ({ event: r.event, signup: mine.get(r.event.id)! })),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}
