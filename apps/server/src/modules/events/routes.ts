import { z } from 'zod';
import {
  checkInBody,
  checkInResult,
  checkInStats as checkInStatsSchema,
  type CheckInBody,
  envelopeOf,
  errorResponses,
  eventDetail,
  eventListQuery,
  eventRef,
  eventSummary,
  liveReservation,
  mySignup,
  myEventItem,
  myLiveItem,
  pageQuery,
  myEventsQuery,
  ok,
  pageOf,
  signUpBody,
  signUpResult,
  type SignUpBody,
} from '@occ/shared';
import { registerAdminArea } from '../../platform/admin-area/routes';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { presentAgenda } from './agenda';
import { eventTags, presentEventProducts } from './related';
import { registerAgendaIcs } from './agenda-ics';
import { registerEventPreview } from './preview';
import { checkIn, checkInStats } from './checkin';
import { eventIcs, icsFilename } from './ics';
import { queueConfirmation, registerEventJobs } from './notices';
import { activityBinding, signupsBinding } from './admin-area';
import { eventsPolicy } from './policy';
import { presentEventBody, presentEventSummary, presentLive, presentSignup } from './presenter';
import { cancelLiveReservation, liveReservedOf, myLiveReservations, reserveLive } from './live';
import {
  cancelSignUp,
  eventCities,
  getEvent,
  listEvents,
  myEvents,
  profilePrefill,
  signUp,
  signupsOf,
  waitingCount,
  type Promotion,
} from './service';

const refParams = z.object({ ref: eventRef });
const errors = errorResponses(401, 403, 404, 409, 422);

/** Tells a user promoted from the waiting list (after the cancel committed): notice and e-mail. */
export async function notifyPromoted(app: App, p: Promotion) {
  await queueConfirmation(app, { eventId: p.eventId, userId: p.userId, promoted: true });
}

export async function eventRoutes(app: App) {
  const { db } = app.database;

  app.get(
    '/api/events',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'events.list',
        tags: ['events'],
        summary:
          'Published activities and competitions: upcoming or ongoing (soonest first), or past (latest first); by kind, city, mode and tag',
        querystring: eventListQuery,
        response: { 200: envelopeOf(pageOf(eventSummary)), ...errorResponses(422) },
      },
    },
    async (req) => {
      eventsPolicy.authorize(req.user, 'read', null);
      const page = await listEvents(db, req.query);
      const loc = contentLocaleOf(req);
      return ok({ ...page, items: page.items.map((r) => presentEventSummary(r, loc)) });
    },
  );

  app.get(
    '/api/events/tags',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'events.tags',
        tags: ['events'],
        summary: 'The tags of the published events (the values of the list filter `tag`)',
        response: { 200: envelopeOf(z.array(z.string())) },
      },
    },
    async (req) => {
      eventsPolicy.authorize(req.user, 'read', null);
      return ok(await eventTags(db));
    },
  );

  app.get(
    '/api/events/cities',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'events.cities',
        tags: ['events'],
        summary: 'The cities of the published events (the values of the list filter `city`)',
        response: { 200: envelopeOf(z.array(z.string())) },
      },
    },
    async (req) => {
      eventsPolicy.authorize(req.user, 'read', null);
      return ok(await eventCities(db));
    },
  );

  app.get(
    '/api/events/my',
    {
      schema: {
        operationId: 'events.mine',
        tags: ['events'],
        summary: 'My sign-ups (confirmed and waiting; cancelled ones with state=cancelled)',
        querystring: myEventsQuery,
        response: { 200: envelopeOf(pageOf(myEventItem)), ...errorResponses(401, 422) },
      },
    },
    async (req) => {
      eventsPolicy.authorize(req.user, 'signUp', null);
      const page = await myEvents(db, req.user!.id, req.query);
      const loc = contentLocaleOf(req);
      return ok({
        ...page,
        items: page.items.map((i) => ({
          event: presentEventSummary(i.event, loc),
          signup: presentSignup(i.signup),
        })),
      });
    },
  );

  app.get(
    '/api/events/my/live',
    {
      schema: {
        operationId: 'events.myLiveReservations',
        tags: ['events'],
        summary: 'The live sessions I asked to be reminded of, latest first',
        querystring: pageQuery,
        response: { 200: envelopeOf(pageOf(myLiveItem)), ...errorResponses(401, 422) },
      },
    },
    async (req) => {
      eventsPolicy.authorize(req.user, 'signUp', null);
      const page = await myLiveReservations(db, req.user!.id, req.query.page, req.query.pageSize);
      const loc = contentLocaleOf(req);
      return ok({
        ...page,
        items: page.items.map((i) => ({
          event: presentEventSummary(i.event, loc),
          reservedAt: i.reservedAt.toISOString(),
        })),
      });
    },
  );

  app.get(
    '/api/events/:ref',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'events.get',
        tags: ['events'],
        summary: 'One activity or competition by slug or id: body as sanitised HTML, seats left, my sign-up',
        params: refParams,
        response: { 200: envelopeOf(eventDetail), ...errorResponses(404, 422) },
      },
    },
    async (req) => {
      eventsPolicy.authorize(req.user, 'read', null);
      const row = await getEvent(db, req.params.ref);
      const loc = contentLocaleOf(req);
      const user = req.user;
      const [html, agenda, waiting, mine, prefill, reserved, relatedProducts] = await Promise.all([
        presentEventBody(row, loc),
        presentAgenda(db, row.id, loc),
        waitingCount(db, row.id),
        user ? signupsOf(db, user.id, [row.id]) : null,
        user ? profilePrefill(db, user.id) : null,
        user ? liveReservedOf(db, user.id, [row.id]) : null,
        presentEventProducts(db, row.id, loc),
      ]);
      const s = mine?.get(row.id);
      return ok({
        ...presentEventSummary(row, loc),
        ...presentLive(row),
        html,
        mapUrl: row.mapUrl,
        agenda,
        waiting: waiting.offline,
        onlineWaiting: waiting.online,
        liveReserved: reserved ? reserved.has(row.id) : null,
        mySignup: s ? presentSignup(s) : null,
        requiresApproval: row.requiresApproval,
        relatedProducts,
        prefill,
      });
    },
  );

  app.get(
    '/api/information/activitynew/getEnrollInfo',
    {
      schema: {
        operationId: 'events.enrollInfo',
        tags: ['events'],
        summary: "The current user's sign-up for an activity (null when none); spec §7",
        querystring: z.object({ activityId: eventRef }),
        response: { 200: envelopeOf(mySignup.nullable()), ...errorResponses(401, 404, 422) },
      },
    },
    async (req) => {
      eventsPolicy.authorize(req.user, 'signUp', null);
      const row = await getEvent(db, req.query.activityId);
      const s = (await signupsOf(db, req.user!.id, [row.id])).get(row.id);
      return ok(s ? presentSignup(s) : null);
    },
  );

  app.post(
    '/api/events/:ref/signup',
    {
      preValidation: async (req) => eventsPolicy.authorize(req.user, 'signUp', null),
      schema: {
        operationId: 'events.signUp',
        tags: ['events'],
        summary: 'Sign up (a seat while there is one, else the waiting list); -112041 when already signed up',
        params: refParams,
        body: signUpBody,
        response: { 200: envelopeOf(signUpResult), ...errors },
      },
    },
    async (req) => {
      const userId = req.user!.id;
      const { eventId, state } = await signUp(db, req.params.ref, userId, req.body as SignUpBody);
      // confirmed: the confirmation; pending: "awaiting approval" in the message centre
      if (state !== 'waiting') await queueConfirmation(app, { eventId, userId });
      const s = (await signupsOf(db, userId, [eventId])).get(eventId)!;
      return ok({ eventId, ...presentSignup(s) });
    },
  );

  app.delete(
    '/api/events/:ref/signup',
    {
      preValidation: async (req) => eventsPolicy.authorize(req.user, 'signUp', null),
      schema: {
        operationId: 'events.cancelSignUp',
        tags: ['events'],
        summary: 'Cancel my sign-up; a freed seat goes to the first on the waiting list, who is told',
        params: refParams,
        response: { 200: envelopeOf(z.object({ promoted: z.boolean() })), ...errors },
      },
    },
    async (req) => {
      const promoted = await cancelSignUp(db, req.params.ref, req.user!.id);
      if (promoted) await notifyPromoted(app, promoted);
      return ok({ promoted: Boolean(promoted) });
    },
  );

  app.post(
    '/api/events/:ref/live-reservation',
    {
      preValidation: async (req) => eventsPolicy.authorize(req.user, 'signUp', null),
      schema: {
        operationId: 'events.reserveLive',
        tags: ['events'],
        summary:
          'Remind me of the live session at its start (idempotent); 409 when there is none or it ended',
        params: refParams,
        response: { 200: envelopeOf(liveReservation), ...errors },
      },
    },
    async (req) => {
      const { reserved } = await reserveLive(db, req.params.ref, req.user!.id);
      return ok({ reserved });
    },
  );

  app.delete(
    '/api/events/:ref/live-reservation',
    {
      preValidation: async (req) => eventsPolicy.authorize(req.user, 'signUp', null),
      schema: {
        operationId: 'events.cancelLiveReservation',
        tags: ['events'],
        summary: 'No longer remind me of the live session (idempotent)',
        params: refParams,
        response: { 200: envelopeOf(liveReservation), ...errorResponses(401, 404, 422) },
      },
    },
    async (req) => {
      const { reserved } = await cancelLiveReservation(db, req.params.ref, req.user!.id);
      return ok({ reserved });
    },
  );

  app.get(
    '/api/events/:ref/ics',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'events.ics',
        tags: ['events'],
        summary: 'The event as an iCalendar (.ics) file, to add to a calendar',
        params: refParams,
        response: { 200: z.string(), ...errorResponses(404, 422) },
      },
    },
    async (req, reply) => {
      eventsPolicy.authorize(req.user, 'read', null);
      const row = await getEvent(db, req.params.ref);
      const loc = contentLocaleOf(req);
      const s = presentEventSummary(row, loc);
      const body = eventIcs(app.config.publicUrl, { ...row, title: s.title, summary: s.summary });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${icsFilename(row.slug)}"`)
        .send(body);
    },
  );

  app.post(
    '/api/events/:ref/checkin',
    {
      preValidation: async (req) => eventsPolicy.authorize(req.user, 'checkIn', null),
      schema: {
        operationId: 'events.checkIn',
        tags: ['events'],
        summary: 'Check a participant in by the code on their page (once; a used code answers 409)',
        params: refParams,
        body: checkInBody,
        response: { 200: envelopeOf(checkInResult), ...errors },
      },
    },
    async (req) => ok(await checkIn(db, req.params.ref, (req.body as CheckInBody).code)),
  );

  app.get(
    '/api/events/:ref/checkin/stats',
    {
      preValidation: async (req) => eventsPolicy.authorize(req.user, 'checkIn', null),
      schema: {
        operationId: 'events.checkInStats',
        tags: ['events'],
        summary: 'How many confirmed participants have checked in',
        params: refParams,
        response: { 200: envelopeOf(checkInStatsSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => ok(await checkInStats(db, req.params.ref)),
  );

  registerAgendaIcs(app);
  registerEventJobs(app);

  // the console's activity area (drafts, publish, versions) and its participants (CSV export)
  const activity = activityBinding((p) => notifyPromoted(app, p));
  registerAdminArea(app, activity);
  registerEventPreview(app, activity);
  registerAdminArea(app, signupsBinding);
}
