import { and, eq, sql } from 'drizzle-orm';
import { SIGNUP_TRANSITIONS, sourcesOf, type EventMode, type SignupEvent } from '@occ/shared';
import type { Db } from '../../db/client';
import { events, eventSignups } from '../../db/schema';
import { conflict, idNotExist } from '../../platform/errors';
import { freeSeat, newCheckinCode, type Promotion } from './service';

export interface Decision {
  state: 'confirmed' | 'rejected';
  eventId: number;
  userId: string;
  /** rejecting freed a seat that went to the first of the waiting list */
  promoted: Promotion | null;
}

/**
 * Staff approve or reject a pending sign-up (an event requiring approval), only from `pending`
 * (409 otherwise). The pending sign-up already holds its seat: approving keeps it (an offline
 * participant gets a check-in code); rejecting frees it for the first of that mode's waiting list
 * in the same transaction, the event row locked first as cancelling does.
 */
export async function decideSignup(tx: Db, id: number, event: SignupEvent): Promise<Decision> {
  const [s] = await tx
    .select({ eventId: eventSignups.eventId })
    .from(eventSignups)
    .where(eq(eventSignups.id, id))
    .limit(1);
  if (!s) throw idNotExist();
  const [ev] = await tx
    .select({ id: events.id, slug: events.slug, titleZh: events.titleZh, titleEn: events.titleEn })
    .from(events)
    .where(eq(events.id, s.eventId))
    .for('update')
    .limit(1);
  if (!ev) throw idNotExist();
  const to = SIGNUP_TRANSITIONS[event][0]![1] as Decision['state'];
  const [moved] = await tx
    .update(eventSignups)
    .set({
      state: to,
      // only offline participants have a door to check in at
      checkinCode:
        to === 'confirmed'
          ? sql`case when ${eventSignups.mode} = 'offline' then ${newCheckinCode()} end`
          : null,
      updatedAt: new Date(),
    })
    .where(and(eq(eventSignups.id, id), eq(eventSignups.state, sourcesOf(SIGNUP_TRANSITIONS, event)[0]!)))
    .returning({ userId: eventSignups.userId, mode: eventSignups.mode });
  if (!moved) throw conflict('signupNotPending');
  const promoted = to === 'rejected' ? await freeSeat(tx, ev, moved.mode as EventMode) : null;
  return { state: to, eventId: ev.id, userId: moved.userId, promoted };
}
