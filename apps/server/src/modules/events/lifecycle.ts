import { and, eq, inArray } from 'drizzle-orm';
import { EVENT_TRANSITIONS, sourcesOf, type CompleteLocale, type EventEvent } from '@occ/shared';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { conflict } from '../../platform/errors';
import { nextStateSql } from '../posts/store';
import { activityIdNotExist } from './service';

/** A console transition (close, reopen, cancel) in one conditional statement; none moved → 409. */
export async function transitionEvent(db: Db, id: number, event: EventEvent) {
  const rows = await db
    .update(events)
    .set({ state: nextStateSql(events.state, EVENT_TRANSITIONS, event), updatedAt: new Date() })
    .where(and(eq(events.id, id), inArray(events.state, sourcesOf(EVENT_TRANSITIONS, event))))
    .returning({ state: events.state });
  if (!rows.length) {
    const [exists] = await db.select({ id: events.id }).from(events).where(eq(events.id, id)).limit(1);
    if (!exists) throw activityIdNotExist();
    throw conflict('eventStateChanged');
  }
  return rows[0]!.state;
}

export const titleIn = (e: { titleZh: string; titleEn: string }, locale: CompleteLocale) =>
  locale === 'en-US' && e.titleEn ? e.titleEn : e.titleZh;
