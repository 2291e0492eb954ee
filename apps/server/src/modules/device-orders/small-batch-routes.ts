import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  catalogueOption,
  envelopeOf,
  errorResponses,
  ok,
  orderListQuery,
  pageOf,
  smallBatchBody,
  smallBatchOrder,
  smallBatchTransitionBody,
  translate,
} from '@occ/shared';
import { smallBatchOrders } from '../../db/schema';
import { contentLocaleOf, t } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { devicesPolicy } from '../devices/policy';
import { creatingOrganisation, scopeOf } from '../devices/scope';
import {
  catalogueHardware,
  listSmallBatch,
  orderItems,
  presentSmallBatch,
  smallBatchFlow,
  stepValues,
} from './small-batch';
import { both, recordCreate, sidesOf, step, tellBothSides, visible } from './workflow';

const tags = ['devices'];
const idParams = z.object({ id: z.uuid() });
const use = async (req: { user: Parameters<typeof devicesPolicy.authorize>[0] }) =>
  devicesPolicy.authorize(req.user, 'use', null);

/**
 * Small-batch sample orders (issue 23, console entry `small batch`): a customer organisation's
 * members order chips, modules or boards of the catalogue; the vendor's staff quote and ship.
 */
export async function smallBatchRoutes(app: App) {
  const { db } = app.database;
  const load = async (id: string) => {
    const [row] = await db.select().from(smallBatchOrders).where(eq(smallBatchOrders.id, id)).limit(1);
    return row;
  };

  app.get(
    '/api/devices/small-batch',
    {
      preValidation: use,
      schema: {
        operationId: 'smallBatch.list',
        tags,
        summary:
          'Small-batch orders, newest first: the organisation’s own, or every one for the vendor’s staff',
        querystring: orderListQuery,
        response: { 200: envelopeOf(pageOf(smallBatchOrder)), ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      const scope = await scopeOf(db, req.user!);
      const { rows, total } = await listSmallBatch(db, scope, req.query);
      const items = await Promise.all(rows.map((r) => presentSmallBatch(db, scope, r, false)));
      return ok({ items, total, page: req.query.page, pageSize: req.query.pageSize });
    },
  );

  app.get(
    '/api/devices/catalogue-hardware',
    {
      preValidation: use,
      schema: {
        operationId: 'smallBatch.catalogue',
        tags,
        summary:
          'The published hardware of the catalogue (chips, modules, boards) that orders and voice requests name',
        response: { 200: envelopeOf(z.array(catalogueOption)), ...errorResponses(401, 403) },
      },
    },
    async () => ok(await catalogueHardware(db)),
  );

  app.get(
    '/api/devices/small-batch/:id',
    {
      preValidation: use,
      schema: {
        operationId: 'smallBatch.get',
        tags,
        summary: 'One small-batch order with its timeline and the steps the viewer may take',
        params: idParams,
        response: { 200: envelopeOf(smallBatchOrder), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const scope = await scopeOf(db, req.user!);
      const row = visible(scope, await load(req.params.id));
      return ok(await presentSmallBatch(db, scope, row));
    },
  );

  app.post(
    '/api/devices/small-batch',
    {
      preValidation: use,
      schema: {
        operationId: 'smallBatch.create',
        tags,
        summary:
          'Order small-batch samples of published catalogue hardware (items, quantities, address, purpose)',
        body: smallBatchBody,
        response: { 200: envelopeOf(smallBatchOrder), ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      const scope = await scopeOf(db, req.user!);
      const organisation = creatingOrganisation(scope);
      const items = await orderItems(db, req.body.items, (id) => t(req, 'orderProductUnknown', { id }));
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(smallBatchOrders)
          .values({ ...req.body, items, organisation, createdBy: req.user!.id })
          .returning();
        await recordCreate(tx, 'smallBatch', { ...req, user: req.user! }, created!.id, {
          ...req.body,
          items,
        });
        return created!;
      });
      await tellBothSides(
        app,
        smallBatchFlow,
        row,
        req.user!.id,
        notice(row.id, 'submit', 'submitted', req.user!.username),
      );
      return ok(await presentSmallBatch(db, scope, row));
    },
  );

  app.post(
    '/api/devices/small-batch/:id/transition',
    {
      preValidation: use,
      schema: {
        operationId: 'smallBatch.transition',
        tags,
        summary:
          'Move an order: quote (vendor: price, lead time), confirm (customer), ship (vendor: tracking number), receive (customer), cancel (customer, before shipping), decline (vendor, before confirmation); 403 for the other side, 409 when the state does not allow it',
        params: idParams,
        body: smallBatchTransitionBody,
        response: { 200: envelopeOf(smallBatchOrder), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (req) => {
      const scope = await scopeOf(db, req.user!);
      const row = visible(scope, await load(req.params.id));
      const sides = sidesOf(scope, row);
      const locale = contentLocaleOf(req);
      const src = { ...req, user: req.user! };
      const values = () => stepValues(req.body, (k) => translate(k, locale));
      const to = await db.transaction((tx) =>
        step(tx, smallBatchFlow, src, locale, row, sides, req.body.event, req.body.note, values),
      );
      await tellBothSides(
        app,
        smallBatchFlow,
        row,
        req.user!.id,
        notice(row.id, req.body.event, to, req.user!.username),
      );
      return ok(await presentSmallBatch(db, scope, (await load(row.id))!));
    },
  );
}

const notice = (id: string, stepName: string, state: string, actor: string) =>
  both('smallBatchNotice', { no: id.slice(0, 8).toUpperCase(), step: stepName, state, actor });
