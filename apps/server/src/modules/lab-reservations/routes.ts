import { z } from 'zod';
import {
  envelopeOf,
  errorResponses,
  labEndBody,
  labReservation,
  labReservationListQuery,
  labReserveBody,
  ok,
  pageOf,
} from '@occ/shared';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { cancel, endByAdmin, enter, release } from './actions';
import { createReservation } from './create';
import { reservationPolicy } from './policy';
import { presentReservation } from './presenter';
import { requireLabGrant } from '../lab-permissions/grant';
import { devicesMine, getMine, listAll, listMine } from './service';
import { registerSweeper } from './sweeper';

const idParams = z.object({ id: z.uuid() });
const errors = errorResponses(401, 403, 404, 409, 422);
const one = { 200: envelopeOf(labReservation), ...errors };
const tags = ['lab'];

export async function labReservationRoutes(app: App) {
  const { db } = app.database;
  registerSweeper(app);

  app.post(
    '/api/lab/reservations',
    {
      schema: {
        operationId: 'labReservations.create',
        tags,
        summary: 'Reserve a slot on one device, or on any free device of a board model',
        body: labReserveBody,
        response: one,
      },
    },
    async (req) => {
      reservationPolicy.authorize(req.user, 'use', null);
      await requireLabGrant(db, req.user, req.body.kind);
      const row = await createReservation(db, app.config, req.user!.id, req.body, contentLocaleOf(req));
      return ok(presentReservation(row));
    },
  );

  app.get(
    '/api/lab/reservations',
    {
      schema: {
        operationId: 'labReservations.list',
        tags,
        summary: 'My reservations, newest slot first',
        querystring: labReservationListQuery,
        response: { 200: envelopeOf(pageOf(labReservation)), ...errors },
      },
    },
    async (req) => {
      reservationPolicy.authorize(req.user, 'use', null);
      const page = await listMine(db, req.user!.id, req.query);
      return ok({ ...page, items: page.items.map((r) => presentReservation(r)) });
    },
  );

  app.get(
    '/api/lab/reservations/:id',
    {
      schema: { operationId: 'labReservations.get', tags, params: idParams, response: one },
    },
    async (req) => {
      reservationPolicy.authorize(req.user, 'use', null);
      return ok(presentReservation(await getMine(db, req.user!.id, req.params.id)));
    },
  );

  const action = (verb: 'cancel' | 'release' | 'enter', summary: string, run: typeof cancel) =>
    app.post(
      `/api/lab/reservations/:id/${verb}`,
      {
        schema: { operationId: `labReservations.${verb}`, tags, summary, params: idParams, response: one },
      },
      async (req) => {
        reservationPolicy.authorize(req.user, 'use', null);
        return ok(presentReservation(await run(db, req.user, req.params.id)));
      },
    );
  action('cancel', 'Withdraw a reservation before its slot starts', cancel);
  action('release', 'Give a running slot back; the rest of it becomes free', release);
  action('enter', 'Record entering a running slot (keeps it from the no-show release)', enter);

  app.get(
    '/api/lab/devices/mine',
    {
      schema: {
        operationId: 'labDevices.mine',
        tags,
        summary: 'The devices of my running and upcoming reservations, with their slots',
        response: { 200: envelopeOf(z.array(labReservation)), ...errors },
      },
    },
    async (req) => {
      reservationPolicy.authorize(req.user, 'use', null);
      const rows = await devicesMine(db, req.user!.id);
      return ok(rows.map((r) => presentReservation(r)));
    },
  );

  app.get(
    '/api/admin/lab/reservations',
    {
      schema: {
        operationId: 'labReservations.adminList',
        tags: [...tags, 'admin'],
        summary: "Everyone's reservations with their owner",
        querystring: labReservationListQuery,
        response: { 200: envelopeOf(pageOf(labReservation)), ...errors },
      },
    },
    async (req) => {
      reservationPolicy.authorize(req.user, 'administer', null);
      const page = await listAll(db, req.query);
      return ok({ ...page, items: page.items.map((r) => presentReservation(r, true)) });
    },
  );

  app.post(
    '/api/admin/lab/reservations/:id/end',
    {
      schema: {
        operationId: 'labReservations.end',
        tags: [...tags, 'admin'],
        summary: 'End a live reservation with a reason; the owner is notified',
        params: idParams,
        body: labEndBody,
        response: one,
      },
    },
    async (req) => {
      reservationPolicy.authorize(req.user, 'administer', null);
      const row = await endByAdmin(app, req.user!.id, req.params.id, req.body.reason);
      return ok(presentReservation(row, true));
    },
  );
}
