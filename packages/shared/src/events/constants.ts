// Events' constants and state names, apart from the schemas (schemas.ts) so that a page needing
// only these (the public event pages, issue 14) does not load zod.
import type { TransitionTable } from '../states/machine';

/** The kinds of events (issue 19); a competition has its own page (`/competition/:slug`). */
export const EVENT_KINDS = [
  'summit',
  'conference',
  'salon',
  'developerDay',
  'liveSession',
  'trainingCamp',
  'competition',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
/** What the console proposes for a new event. */
export const DEFAULT_EVENT_KIND: EventKind = 'conference';
/**
 * `pending`: signed up to an event that requires approval; the sign-up holds its seat (the seat
 * counter counts it) so approving can never oversell; rejecting or cancelling frees the seat.
 */
export const SIGNUP_STATES = ['pending', 'confirmed', 'waiting', 'cancelled', 'rejected'] as const;
/** The sign-up states that hold a seat (counted by `seats_taken` / `online_seats_taken`). */
export const SEAT_HOLDING_STATES = ['pending', 'confirmed'] as const;
/** Offline and online participants have their own places and waiting lists (spec §9). */
export const EVENT_MODES = ['offline', 'online'] as const;
export type EventMode = (typeof EVENT_MODES)[number];
export type SignupState = (typeof SIGNUP_STATES)[number];
export const SIGNUP_EVENTS = ['approve', 'reject'] as const;
export type SignupEvent = (typeof SIGNUP_EVENTS)[number];
/** Staff decide on a pending sign-up (console participants list); only from pending. */
export const SIGNUP_TRANSITIONS: TransitionTable<SignupState, SignupEvent> = {
  approve: [['pending', 'confirmed']],
  reject: [['pending', 'rejected']],
};
/** Derived from the times (spec §4), never stored. */
export const EVENT_PHASES = ['notOpen', 'signingUp', 'notStarted', 'ongoing', 'ended'] as const;
export type EventPhase = (typeof EVENT_PHASES)[number];
/** The list's tabs, derived from the times: not started yet, running now, ended. */
export const EVENT_WHEN = ['upcoming', 'ongoing', 'past'] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];

export const EVENT_SLUG_MAX = 40;
export const EVENT_TITLE_MAX = 100;
export const EVENT_SUMMARY_MAX = 300;
export const EVENT_BODY_MAX = 20_000;
export const EVENT_PLACE_MAX = 120;
export const EVENT_CAPACITY_MAX = 100_000;
export const EVENT_CITY_MAX = 40;
export const EVENT_ORGANISER_MAX = 100;
export const EVENT_TAGS_MAX = 10;
export const EVENT_TAG_MAX = 30;
export const AGENDA_ROWS_MAX = 60;
export const AGENDA_THEME_MAX = 200;
export const AGENDA_TRACK_MAX = 60;
export const AGENDA_PERSON_MAX = 100;
export const SPEAKER_BIO_MAX = 500;
export const EVENT_PRODUCTS_MAX = 12;
export const SIGNUP_MOBILE_MAX = 16;
export const SIGNUP_EMAIL_MAX = 254;

/** The modes an event offers: those with places. */
export const modesOf = (e: { capacity: number; onlineCapacity: number }): EventMode[] =>
  EVENT_MODES.filter((m) => (m === 'online' ? e.onlineCapacity : e.capacity) > 0);
