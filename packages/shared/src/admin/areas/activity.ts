import { z } from 'zod';
import {
  SIGNUP_STATES,
  SIGNUP_TRANSITIONS,
  EVENT_KINDS,
  EVENT_MODES,
  DEFAULT_EVENT_KIND,
} from '../../events/schemas';
import { normalizeCity } from '../../events/cities';
import {
  AGENDA_PERSON_MAX,
  AGENDA_ROWS_MAX,
  AGENDA_THEME_MAX,
  AGENDA_TRACK_MAX,
  EVENT_BODY_MAX,
  EVENT_CITY_MAX,
  EVENT_ORGANISER_MAX,
  EVENT_TAG_MAX,
  EVENT_TAGS_MAX,
  EVENT_CAPACITY_MAX,
  EVENT_PLACE_MAX,
  EVENT_SLUG_MAX,
  EVENT_SUMMARY_MAX,
  EVENT_TITLE_MAX,
  EVENT_PRODUCTS_MAX,
  SPEAKER_BIO_MAX,
} from '../../events/schemas';
import { EVENT_STATES, EVENT_TRANSITIONS } from '../../states/event';
import { slugString } from '../../zod-rules';
import { crudActions, defineArea } from '../area';
import { siteLink } from './carousel';

const when = z.iso.datetime({ offset: true });

const VIDEO_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * A video of the videos module: its id, or its page's address (`/community/video/detail?id=…`)
 * pasted as it is; '' for none. The server checks that it exists and is published.
 */
export const agendaVideoRef = z.preprocess((v) => {
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
  if (typeof v !== 'string') return v;
  const m = VIDEO_ID.exec(v.trim());
  return m && v.trim().length <= 300 ? m[0].toLowerCase() : v.trim();
}, z.guid('videoIdInvalid').nullable());

/** One agenda row of the event form (spec §3: time, theme, guest speaker, enterprise, video). */
export const agendaRowBody = z
  .object({
    startsAt: when,
    endsAt: when.nullable().default(null),
    track: z.string().trim().max(AGENDA_TRACK_MAX).default(''),
    themeZh: z.string().trim().min(1).max(AGENDA_THEME_MAX),
    themeEn: z.string().trim().max(AGENDA_THEME_MAX).default(''),
    speaker: z.string().trim().max(AGENDA_PERSON_MAX).default(''),
    enterprise: z.string().trim().max(AGENDA_PERSON_MAX).default(''),
    /** the speaker card: job title, avatar (an address on the site or http(s)), bio in both languages */
    speakerTitle: z.string().trim().max(AGENDA_PERSON_MAX).default(''),
    speakerAvatarUrl: z.preprocess((v) => (v === '' || v === undefined ? null : v), siteLink.nullable()),
    speakerBioZh: z.string().trim().max(SPEAKER_BIO_MAX).default(''),
    speakerBioEn: z.string().trim().max(SPEAKER_BIO_MAX).default(''),
    videoId: agendaVideoRef,
  })
  .refine((r) => !r.endsAt || r.startsAt <= r.endsAt, { path: ['endsAt'], message: 'endBeforeStart' })
  .refine((r) => r.speaker || !(r.speakerTitle || r.speakerAvatarUrl || r.speakerBioZh || r.speakerBioEn), {
    path: ['speaker'],
    message: 'speakerRequired',
  });
export type AgendaRowBody = z.infer<typeof agendaRowBody>;

/** An activity or competition as the console edits it (spec admin `activity`, issue 19). */
export const activityAreaBody = z
  .object({
    slug: slugString(EVENT_SLUG_MAX),
    kind: z.enum(EVENT_KINDS).default(DEFAULT_EVENT_KIND),
    titleZh: z.string().trim().min(1).max(EVENT_TITLE_MAX),
    summaryZh: z.string().trim().max(EVENT_SUMMARY_MAX).default(''),
    bodyZh: z.string().trim().max(EVENT_BODY_MAX).default(''),
    titleEn: z.string().trim().max(EVENT_TITLE_MAX).default(''),
    summaryEn: z.string().trim().max(EVENT_SUMMARY_MAX).default(''),
    bodyEn: z.string().trim().max(EVENT_BODY_MAX).default(''),
    coverUrl: siteLink.nullable().default(null),
    place: z.string().trim().max(EVENT_PLACE_MAX).default(''),
    /** stored in its canonical spelling (events/cities.ts), so the list's city filter is exact */
    city: z
      .string()
      .trim()
      .max(EVENT_CITY_MAX)
      .default('')
      .transform((v) => normalizeCity(v)),
    organiser: z.string().trim().max(EVENT_ORGANISER_MAX).default(''),
    /** a map of the offline place: http(s) only */
    mapUrl: z
      .string()
      .trim()
      .max(500)
      .regex(/^https?:\/\/\S+$/, 'urlInvalid')
      .nullable()
      .default(null),
    tags: z
      .array(z.string().trim().min(1).max(EVENT_TAG_MAX))
      .max(EVENT_TAGS_MAX)
      .default([])
      .transform((ts) => [...new Set(ts)]),
    online: z.boolean().default(false),
    startsAt: when,
    endsAt: when,
    signupOpensAt: when,
    signupClosesAt: when,
    capacity: z.coerce.number().int().min(0).max(EVENT_CAPACITY_MAX),
    onlineCapacity: z.coerce.number().int().min(0).max(EVENT_CAPACITY_MAX).default(0),
    /** the live stream: an HLS address, http(s) only */
    streamUrl: z
      .string()
      .trim()
      .max(500)
      .regex(/^https?:\/\/\S+$/, 'urlInvalid')
      .nullable()
      .default(null),
    playbackUrl: siteLink.nullable().default(null),
    /** sign-ups wait for staff approval (pending, holding their seat) */
    requiresApproval: z.boolean().default(false),
    /** related products (ids of the products module), shown as cards on the event page */
    productIds: z
      .array(z.coerce.number().int().positive().max(2_147_483_647))
      .max(EVENT_PRODUCTS_MAX)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    agenda: z.array(agendaRowBody).max(AGENDA_ROWS_MAX).default([]),
    /** a competition's rules and materials tabs (markdown, downloads as links), both languages */
    rulesZh: z.string().trim().max(EVENT_BODY_MAX).default(''),
    rulesEn: z.string().trim().max(EVENT_BODY_MAX).default(''),
    materialsZh: z.string().trim().max(EVENT_BODY_MAX).default(''),
    materialsEn: z.string().trim().max(EVENT_BODY_MAX).default(''),
  })
  .refine((v) => v.capacity + v.onlineCapacity > 0, { path: ['capacity'], message: 'noPlaces' })
  .refine((v) => v.online || v.onlineCapacity === 0, {
    path: ['onlineCapacity'],
    message: 'onlinePlacesNotOnline',
  })
  .refine((v) => v.startsAt <= v.endsAt, { path: ['endsAt'], message: 'endBeforeStart' })
  .refine((v) => v.signupOpensAt < v.signupClosesAt, { path: ['signupClosesAt'], message: 'endBeforeStart' });
export type ActivityAreaBody = z.infer<typeof activityAreaBody>;

export const activityArea = defineArea({
  key: 'activity',
  resource: 'activity',
  route: '/admin/activity',
  editRoute: '/admin/modify_activity',
  // the working copy as the public page will show it (draft → preview → publish)
  previewRoute: '/activity/preview',
  body: activityAreaBody,
  fields: [
    { name: 'titleZh', kind: 'text', required: true, max: EVENT_TITLE_MAX },
    { name: 'slug', kind: 'text', required: true, max: EVENT_SLUG_MAX, fixed: true },
    { name: 'kind', kind: 'select', options: EVENT_KINDS, required: true },
    { name: 'summaryZh', kind: 'textarea', max: EVENT_SUMMARY_MAX },
    { name: 'bodyZh', kind: 'markdown', max: EVENT_BODY_MAX },
    { name: 'titleEn', kind: 'text', max: EVENT_TITLE_MAX },
    { name: 'summaryEn', kind: 'textarea', max: EVENT_SUMMARY_MAX },
    { name: 'bodyEn', kind: 'markdown', max: EVENT_BODY_MAX },
    { name: 'coverUrl', kind: 'url', max: 500 },
    { name: 'place', kind: 'text', max: EVENT_PLACE_MAX },
    { name: 'city', kind: 'text', max: EVENT_CITY_MAX },
    { name: 'mapUrl', kind: 'url', max: 500 },
    { name: 'organiser', kind: 'text', max: EVENT_ORGANISER_MAX },
    { name: 'tags', kind: 'tags', max: EVENT_TAGS_MAX },
    { name: 'online', kind: 'switch' },
    { name: 'startsAt', kind: 'datetime', required: true },
    { name: 'endsAt', kind: 'datetime', required: true },
    { name: 'signupOpensAt', kind: 'datetime', required: true },
    { name: 'signupClosesAt', kind: 'datetime', required: true },
    { name: 'capacity', kind: 'number', required: true },
    { name: 'onlineCapacity', kind: 'number' },
    { name: 'streamUrl', kind: 'url', max: 500 },
    { name: 'playbackUrl', kind: 'url', max: 500 },
    { name: 'requiresApproval', kind: 'switch' },
    { name: 'productIds', kind: 'select', ref: 'products', multiple: true },
    { name: 'rulesZh', kind: 'markdown', max: EVENT_BODY_MAX },
    { name: 'rulesEn', kind: 'markdown', max: EVENT_BODY_MAX },
    { name: 'materialsZh', kind: 'markdown', max: EVENT_BODY_MAX },
    { name: 'materialsEn', kind: 'markdown', max: EVENT_BODY_MAX },
    {
      name: 'agenda',
      kind: 'rows',
      max: AGENDA_ROWS_MAX,
      fields: [
        { name: 'startsAt', kind: 'datetime', required: true },
        { name: 'endsAt', kind: 'datetime' },
        { name: 'track', kind: 'text', max: AGENDA_TRACK_MAX },
        { name: 'themeZh', kind: 'text', required: true, max: AGENDA_THEME_MAX },
        { name: 'themeEn', kind: 'text', max: AGENDA_THEME_MAX },
        { name: 'speaker', kind: 'text', max: AGENDA_PERSON_MAX },
        { name: 'enterprise', kind: 'text', max: AGENDA_PERSON_MAX },
        { name: 'speakerTitle', kind: 'text', max: AGENDA_PERSON_MAX },
        { name: 'speakerAvatarUrl', kind: 'url', max: 500 },
        { name: 'speakerBioZh', kind: 'textarea', max: SPEAKER_BIO_MAX },
        { name: 'speakerBioEn', kind: 'textarea', max: SPEAKER_BIO_MAX },
        { name: 'videoId', kind: 'text', max: 300 },
      ],
    },
  ],
  columns: [
    { name: 'titleZh' },
    { name: 'kind', kind: 'option' },
    { name: 'state', kind: 'option' },
    { name: 'startsAt', kind: 'datetime' },
    { name: 'seatsTaken' },
    { name: 'capacity' },
    { name: 'onlineSeatsTaken' },
    { name: 'onlineCapacity' },
    { name: 'status', kind: 'status' },
  ],
  filters: [
    { name: 'kind', kind: 'select', options: EVENT_KINDS },
    { name: 'state', kind: 'select', options: EVENT_STATES },
  ],
  search: true,
  sort: ['startsAt', 'updatedAt'],
  defaultSort: '-startsAt',
  titleField: 'titleZh',
  publish: true,
  actions: crudActions('activity', true),
  // publishing is the engine's publish (it moves draft → published); the rest are buttons
  lifecycle: { column: 'state', table: EVENT_TRANSITIONS, events: ['close', 'reopen', 'cancel'] },
  rowLinks: [{ key: 'participants', to: '/admin/activeInformation?eventId={id}' }],
});

/**
 * The participants of the activities (spec `/activeInformation`), exported as CSV; a pending
 * sign-up (an event requiring approval) is approved or rejected from the list.
 */
export const activitySignupsArea = defineArea({
  key: 'activitySignups',
  resource: 'activity',
  route: '/admin/activeInformation',
  editRoute: '/admin/activeInformation_detail',
  body: z.object({}),
  fields: [],
  columns: [
    { name: 'eventTitle' },
    { name: 'name' },
    { name: 'mobile' },
    { name: 'email' },
    { name: 'unit' },
    { name: 'position' },
    { name: 'state', kind: 'option' },
    { name: 'mode', kind: 'option' },
    { name: 'checkinCode' },
    { name: 'checkedInAt', kind: 'datetime' },
    { name: 'createdAt', kind: 'datetime' },
  ],
  filters: [
    { name: 'eventId', kind: 'select', ref: 'activity' },
    { name: 'state', kind: 'select', options: SIGNUP_STATES },
    { name: 'mode', kind: 'select', options: EVENT_MODES },
  ],
  search: true,
  sort: ['createdAt', 'checkedInAt'],
  defaultSort: '-createdAt',
  titleField: 'name',
  publish: false,
  noCreate: true,
  lifecycle: { column: 'state', table: SIGNUP_TRANSITIONS, events: ['approve', 'reject'] },
  actions: { read: 'activity.read', update: 'activity.update' },
});
