// Events and competitions (issue 19): spec §3 sign-up form (name, mobile phone number, email
// address, unit/school, position), §4 signing up / not started / ended, §4 codes -112041.
import { z } from 'zod';
import { isEmail, isMobile, POSITION_MAX, REAL_NAME_MAX, UNIT_MAX } from '../account/rules';
import { pageQuery } from '../pagination';
import { EVENT_STATES } from '../states/event';
import { requiredString } from '../zod-rules';
import { normalizeCity } from './cities';
import {
  EVENT_KINDS,
  SIGNUP_STATES,
  EVENT_MODES,
  EVENT_PHASES,
  EVENT_WHEN,
  EVENT_SLUG_MAX,
  EVENT_CITY_MAX,
  EVENT_TAG_MAX,
  SIGNUP_MOBILE_MAX,
  SIGNUP_EMAIL_MAX,
  type EventPhase,
} from './constants';

export * from './constants';

export { SLUG_PATTERN as EVENT_SLUG_PATTERN } from '../zod-rules';

export const eventListQuery = pageQuery.extend({
  kind: z.enum(EVENT_KINDS).optional(),
  when: z.enum(EVENT_WHEN).default('upcoming'),
  /** events held in this city, in any spelling ("杭州市", " hangzhou "): compared canonically */
  city: z
    .string()
    .trim()
    .min(1)
    .max(EVENT_CITY_MAX)
    .transform((v) => normalizeCity(v))
    .optional(),
  /** events with offline places, or online participation */
  mode: z.enum(EVENT_MODES).optional(),
  /** events carrying this tag (exact; the GIN index on `events.tags`) */
  tag: z.string().trim().min(1).max(EVENT_TAG_MAX).optional(),
});
export type EventListQuery = z.infer<typeof eventListQuery>;

/** An event is addressed by its slug (`app2025`) or its number. */
export const eventRef = z.string().trim().min(1).max(EVENT_SLUG_MAX);

/** The sign-up form; the page validates with it and so does the server. */
export const signUpBody = z.object({
  name: requiredString().max(REAL_NAME_MAX),
  mobile: requiredString()
    .max(SIGNUP_MOBILE_MAX, 'mobileInvalid')
    .refine((v) => isMobile(v), 'mobileInvalid'),
  email: requiredString()
    .max(SIGNUP_EMAIL_MAX, 'emailInvalid')
    .refine((v) => isEmail(v), 'emailInvalid'),
  unit: requiredString().max(UNIT_MAX),
  position: z.string().trim().max(POSITION_MAX).default(''),
  /** required only where the event has both kinds of places; else the one it has */
  mode: z.enum(EVENT_MODES).optional(),
});
export type SignUpBody = z.infer<typeof signUpBody>;

export const mySignup = z.object({
  state: z.enum(SIGNUP_STATES),
  mode: z.enum(EVENT_MODES),
  /** place on the waiting list (1 = next), null when confirmed or cancelled */
  waitingPosition: z.number().int().nullable(),
  createdAt: z.string(),
  /** shown as a QR code on my page; staff scan or type it at the door (once) */
  checkinCode: z.string().nullable(),
  checkedInAt: z.string().nullable(),
});
export type MySignup = z.infer<typeof mySignup>;

export const eventSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: z.enum(EVENT_KINDS),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  place: z.string(),
  city: z.string(),
  organiser: z.string(),
  tags: z.array(z.string()),
  online: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  signupOpensAt: z.string(),
  signupClosesAt: z.string(),
  /** offline places and how many are left */
  capacity: z.number().int(),
  seatsLeft: z.number().int(),
  onlineCapacity: z.number().int(),
  onlineSeatsLeft: z.number().int(),
  state: z.enum(EVENT_STATES),
  phase: z.enum(EVENT_PHASES),
  /** the sign-up window at the time of the answer */
  signupWindow: z.enum(['notOpen', 'open', 'ended']),
  locale: z.string(),
});
export type EventSummary = z.infer<typeof eventSummary>;

/** One agenda row as the page shows it; `video` is the published playback, when there is one. */
export const agendaItem = z.object({
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  track: z.string(),
  theme: z.string(),
  speaker: z.string(),
  enterprise: z.string(),
  /** the speaker card (null when the row names no speaker) */
  speakerCard: z
    .object({
      name: z.string(),
      title: z.string(),
      enterprise: z.string(),
      avatarUrl: z.string().nullable(),
      bio: z.string(),
    })
    .nullable(),
  video: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AgendaItem = z.infer<typeof agendaItem>;

export const eventDetail = eventSummary.extend({
  html: z.string(),
  /** a map of the offline place, when the organiser gave one */
  mapUrl: z.string().nullable(),
  /** the agenda in order (spec §3 agenda row) */
  agenda: z.array(agendaItem),
  /** the offline and the online waiting lists' lengths */
  waiting: z.number().int(),
  onlineWaiting: z.number().int(),
  /** the live stream (HLS), given from the start to the end */
  streamUrl: z.string().nullable(),
  /** the recording, given after the end */
  playbackUrl: z.string().nullable(),
  /** whether I asked to be reminded of the live session (null for a visitor) */
  liveReserved: z.boolean().nullable(),
  mySignup: mySignup.nullable(),
  /** sign-ups wait for staff approval (they show as pending, holding their seat) */
  requiresApproval: z.boolean(),
  /** the related products, as cards linking to their pages */
  relatedProducts: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      kind: z.string(),
      name: z.string(),
      vendor: z.string(),
      imageUrl: z.string().nullable(),
      href: z.string(),
    }),
  ),
  /** what the sign-up form starts with (the profile), for a logged-in user */
  prefill: z
    .object({
      name: z.string(),
      mobile: z.string(),
      email: z.string(),
      unit: z.string(),
      position: z.string(),
    })
    .nullable(),
});
export type EventDetail = z.infer<typeof eventDetail>;

export const signUpResult = mySignup.extend({ eventId: z.number().int() });
export type SignUpResult = z.infer<typeof signUpResult>;

export const myEventItem = z.object({
  event: eventSummary,
  signup: mySignup,
});
export type MyEventItem = z.infer<typeof myEventItem>;

export const myEventsQuery = pageQuery.extend({ state: z.enum(SIGNUP_STATES).optional() });

export function signupWindowOf(e: { signupOpensAt: Date; signupClosesAt: Date }, now = new Date()) {
  const t = now.getTime();
  if (t < e.signupOpensAt.getTime()) return 'notOpen' as const;
  return t < e.signupClosesAt.getTime() ? ('open' as const) : ('ended' as const);
}

/** The phase of an event at `now` (spec §4: signing up, not started, ended). */
export function eventPhase(
  e: { startsAt: Date; endsAt: Date; signupOpensAt: Date; signupClosesAt: Date },
  now = new Date(),
): EventPhase {
  const t = now.getTime();
  if (t >= e.endsAt.getTime()) return 'ended';
  if (t >= e.startsAt.getTime()) return 'ongoing';
  if (t < e.signupOpensAt.getTime()) return 'notOpen';
  if (t < e.signupClosesAt.getTime()) return 'signingUp';
  return 'notStarted';
}

export const CHECKIN_CODE_MAX = 32;
export const checkInBody = z.object({
  code: requiredString()
    .max(CHECKIN_CODE_MAX)
    .transform((v) => v.toUpperCase()),
});
export type CheckInBody = z.infer<typeof checkInBody>;

export const checkInResult = z.object({
  name: z.string(),
  unit: z.string(),
  checkedInAt: z.string(),
});

export const checkInStats = z.object({
  confirmed: z.number().int(),
  checkedIn: z.number().int(),
  /** awaiting staff approval (they hold their seats; not yet admitted at the door) */
  pending: z.number().int(),
  waiting: z.number().int(),
});
export type CheckInStats = z.infer<typeof checkInStats>;

export const liveReservation = z.object({ reserved: z.boolean() });
export type LiveReservation = z.infer<typeof liveReservation>;

/** A live session I asked to be reminded of (the personal centre). */
export const myLiveItem = z.object({ event: eventSummary, reservedAt: z.string() });
export type MyLiveItem = z.infer<typeof myLiveItem>;
