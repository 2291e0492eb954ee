import { z } from 'zod';
import {
  envelopeOf,
  errorResponses,
  labBoardCard,
  labBoardProduct,
  labBoardQuery,
  labDevice,
  labFacets,
  ok,
  pageOf,
  pageQuery,
} from '@occ/shared';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { labBoardsPolicy } from './policy';
import { presentBusy, presentCard, presentDevice } from './presenter';
import { productOfBoard } from './product-link';
import { scheduleOf } from './schedule';
import { facets, getBoard, listBoards, setCollected, type BoardFilters } from './service';

const errors = errorResponses(401, 403, 404, 422);
// int4 ids: a larger number is a bad id (422), not a database error
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A time window counts only as a pair in order; one end alone is a mistake worth naming. */
const boardQuery = labBoardQuery
  .refine((q) => q.from === undefined || q.to !== undefined, { message: 'slotInvalid', path: ['to'] })
  .refine((q) => q.to === undefined || q.from !== undefined, { message: 'slotInvalid', path: ['from'] })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), {
    message: 'slotInvalid',
    path: ['to'],
  });

const busySlot = z.object({ deviceId: z.number().int(), startsAt: z.string(), endsAt: z.string() });
/** labBoards.get: the card plus what the slot picker needs. */
const labBoardDetail = labBoardCard.extend({
  devices: z.array(labDevice),
  busy: z.array(busySlot),
  /** the published catalogue product this board is (null = none) */
  product: labBoardProduct.nullable(),
});
/** Without `collected` the call flips the state; with it, it sets it (an idempotent retry). */
// nullish: a POST with no body at all reaches the validator as null
const collectBody = z.object({ collected: z.boolean().optional() }).nullish();

export async function labBoardRoutes(app: App) {
  const { db } = app.database;
  const horizon = app.config.LAB_BOOKING_HORIZON_DAYS;

  app.get(
    '/api/lab/facets',
    {
      schema: {
        operationId: 'labBoards.facets',
        tags: ['lab'],
        summary: 'Filter values that exist in the inventory',
        response: { 200: envelopeOf(labFacets) },
      },
    },
    async (req) => {
      labBoardsPolicy.authorize(req.user, 'read', null);
      return ok(await facets(db, contentLocaleOf(req)));
    },
  );

  app.get(
    '/api/lab/boards',
    {
      schema: {
        operationId: 'labBoards.list',
        tags: ['lab'],
        summary: 'Evaluation cards (one per board model), filtered, sorted by name, paged',
        querystring: boardQuery,
        response: { 200: envelopeOf(pageOf(labBoardCard)), ...errors },
      },
    },
    async (req) => {
      const { page, pageSize, collected, from, to, ...lists } = req.query;
      labBoardsPolicy.authorize(req.user, collected === '1' ? 'collect' : 'read', null);
      const filters: BoardFilters = {
        ...lists,
        from: from ? new Date(from) : undefined,
        to: to ? new Date(to) : undefined,
        collectedBy: collected === '1' ? req.user!.id : undefined,
      };
      const now = new Date();
      const result = await listBoards(db, {
        filters,
        locale: contentLocaleOf(req),
        userId: req.user?.id ?? null,
        now,
        page,
        pageSize,
      });
      return ok({ ...result, items: result.items.map((r) => presentCard(r, now, horizon)) });
    },
  );

  app.get(
    '/api/lab/boards/:id',
    {
      schema: {
        operationId: 'labBoards.get',
        tags: ['lab'],
        summary: 'One card with its devices and the busy slots up to the end of its schedule',
        params: idParams,
        response: { 200: envelopeOf(labBoardDetail), ...errors },
      },
    },
    async (req) => {
      labBoardsPolicy.authorize(req.user, 'read', null);
      const now = new Date();
      const locale = contentLocaleOf(req);
      const { row, devices, busy } = await getBoard(db, req.params.id, {
        locale,
        userId: req.user?.id ?? null,
        now,
        until: (r) => scheduleOf(now, horizon, r.availableUntil).scheduleTo,
      });
      return ok({
        ...presentCard(row, now, horizon),
        devices: devices.map(presentDevice),
        busy: busy.map(presentBusy),
        product: await productOfBoard(db, row.id, locale),
      });
    },
  );

  app.post(
    '/api/lab/boards/:id/collect',
    {
      schema: {
        operationId: 'labCollections.toggle',
        tags: ['lab'],
        summary: 'Collect or uncollect a board (flips unless `collected` is given)',
        params: idParams,
        body: collectBody,
        response: { 200: envelopeOf(z.object({ collected: z.boolean() })), ...errors },
      },
    },
    async (req) => {
      labBoardsPolicy.authorize(req.user, 'collect', null);
      const collected = await setCollected(db, req.user!.id, req.params.id, req.body?.collected);
      return ok({ collected });
    },
  );

  app.get(
    '/api/lab/collections',
    {
      schema: {
        operationId: 'labCollections.list',
        tags: ['lab'],
        summary: 'The boards I collected, as cards sorted by name',
        querystring: pageQuery,
        response: { 200: envelopeOf(pageOf(labBoardCard)), ...errors },
      },
    },
    async (req) => {
      labBoardsPolicy.authorize(req.user, 'collect', null);
      const now = new Date();
      const result = await listBoards(db, {
        filters: {
          industry: [],
          field: [],
          company: [],
          cpu: [],
          soc: [],
          board: [],
          os: [],
          microservice: [],
          collectedBy: req.user!.id,
        },
        locale: contentLocaleOf(req),
        userId: req.user!.id,
        now,
        ...req.query,
      });
      return ok({ ...result, items: result.items.map((r) => presentCard(r, now, horizon)) });
    },
  );
}
