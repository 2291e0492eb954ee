import {
  eventPhase,
  signupWindowOf,
  type CompleteLocale,
  type EventState,
  type EventSummary,
  type MySignup,
} from '@occ/shared';
import { renderMarkdown } from '../../platform/markdown';
import type { EventRow, SignupView } from './service';

/** The only way an event leaves the server; texts in the asked locale, zh-CN where en is missing. */
export function presentEventSummary(row: EventRow, locale: CompleteLocale): EventSummary {
  const en = locale === 'en-US' && row.titleEn !== '';
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind as EventSummary['kind'],
    title: en ? row.titleEn : row.titleZh,
    summary: en ? row.summaryEn : row.summaryZh,
    coverUrl: row.coverUrl,
    place: row.place,
    city: row.city,
    organiser: row.organiser,
    tags: row.tags,
    online: row.online,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    signupOpensAt: row.signupOpensAt.toISOString(),
    signupClosesAt: row.signupClosesAt.toISOString(),
    capacity: row.capacity,
    seatsLeft: Math.max(0, row.capacity - row.seatsTaken),
    onlineCapacity: row.onlineCapacity,
    onlineSeatsLeft: Math.max(0, row.onlineCapacity - row.onlineSeatsTaken),
    state: row.state as EventState,
    phase: eventPhase(row),
    signupWindow: signupWindowOf(row),
    locale: en ? 'en-US' : 'zh-CN',
  };
}

export async function presentEventBody(row: EventRow, locale: CompleteLocale): Promise<string> {
  const en = locale === 'en-US' && row.titleEn !== '' && row.bodyEn !== '';
  return renderMarkdown(en ? row.bodyEn : row.bodyZh);
}

/** The stream only while the session runs, the recording only after it (times, never by hand). */
export function presentLive(row: EventRow, now = new Date()) {
  const phase = eventPhase(row, now);
  return {
    streamUrl: phase === 'ongoing' ? row.streamUrl : null,
    playbackUrl: phase === 'ended' ? row.playbackUrl : null,
  };
}

export function presentSignup(s: SignupView): MySignup {
  return {
    state: s.state,
    mode: s.mode,
    waitingPosition: s.waitingPosition,
    createdAt: s.createdAt.toISOString(),
    checkinCode: s.state === 'confirmed' ? s.checkinCode : null,
    checkedInAt: s.checkedInAt?.toISOString() ?? null,
  };
}
