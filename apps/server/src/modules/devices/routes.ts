import { z } from 'zod';
import {
  deviceProduct,
  deviceProductBody,
  deviceProductUpdateBody,
  deviceRow,
  devicesQuery,
  envelopeOf,
  errorResponses,
  licence,
  licenceBatch,
  licenceIssueBody,
  licenceQuery,
  licenceQuotaBody,
  ok,
  pageOf,
  pageQuery,
} from '@occ/shared';
import { holds } from '@occ/shared/admin/permissions';
import { forbidden, notFound } from '../../platform/errors';
import { t } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { listDevices } from './devices';
import { devicesPolicy } from './policy';
import { presentLicence, presentProduct } from './presenter';
import {
  createProduct,
  issueLicences,
  issuedCounts,
  listLicences,
  listProducts,
  releaseProduct,
  revokeLicence,
  setQuota,
  updateProduct,
} from './products';
import { creatingOrganisation, DEVICES_MANAGE, scopeOf, visibleProduct } from './scope';

const tags = ['devices'];
const idParams = z.object({ id: z.uuid() });
const use = async (req: { user: Parameters<typeof devicesPolicy.authorize>[0] }) =>
  devicesPolicy.authorize(req.user, 'use', null);

/** Products and licences of the vendor's device console (issue 23). */
export async function deviceProductRoutes(app: App) {
  const { db } = app.database;

  app.get(
    '/api/devices/products',
    {
      preValidation: use,
      schema: {
        operationId: 'deviceProducts.list',
        tags,
        summary: 'Device products of my organisation (vendor staff: every organisation), newest first',
        querystring: pageQuery,
        response: { 200: envelopeOf(pageOf(deviceProduct)), ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      const scope = await scopeOf(db, req.user!);
      const { items, total } = await listProducts(db, scope, req.query);
      const issued = await issuedCounts(
        db,
        items.map((i) => i.id),
      );
      return ok({ items: items.map((r) => presentProduct(r, issued.get(r.id) ?? 0)), total, ...req.query });
    },
  );

  app.post(
    '/api/devices/products',
    {
      preValidation: use,
      schema: {
        operationId: 'deviceProducts.create',
        tags,
        summary: 'Create a product of my organisation; its data model comes from the template unless given',
        body: deviceProductBody,
        response: { 200: envelopeOf(deviceProduct), ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      const scope = await scopeOf(db, req.user!);
      const row = await createProduct(db, req, creatingOrganisation(scope), req.body);
      return ok(presentProduct(row, 0));
    },
  );

  app.get(
    '/api/devices/products/:id',
    {
      preValidation: use,
      schema: {
        operationId: 'deviceProducts.get',
        tags,
        summary: 'One product (404 for another organisation’s)',
        params: idParams,
        response: { 200: envelopeOf(deviceProduct), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const row = await visibleProduct(db, await scopeOf(db, req.user!), req.params.id);
      return ok(presentProduct(row, (await issuedCounts(db, [row.id])).get(row.id) ?? 0));
    },
  );

  app.put(
    '/api/devices/products/:id',
    {
      preValidation: use,
      schema: {
        operationId: 'deviceProducts.update',
        tags,
        summary:
          'Edit a product (name, chip, module, category, connectivity, description, data model); 404 for another organisation’s',
        params: idParams,
        body: deviceProductUpdateBody,
        response: { 200: envelopeOf(deviceProduct), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (req) => {
      const row = await visibleProduct(db, await scopeOf(db, req.user!), req.params.id);
      const updated = await updateProduct(db, req, row, req.body, (field) =>
        t(req, 'productModelLocked', { field }),
      );
      return ok(presentProduct(updated, (await issuedCounts(db, [row.id])).get(row.id) ?? 0));
    },
  );

  app.post(
    '/api/devices/products/:id/release',
    {
      preValidation: use,
      schema: {
        operationId: 'deviceProducts.release',
        tags,
        summary:
          'Release a product: its data model (properties, events, commands) is locked from then on; 409 if already released, 404 for another organisation’s',
        params: idParams,
        response: { 200: envelopeOf(deviceProduct), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (req) => {
      const row = await visibleProduct(db, await scopeOf(db, req.user!), req.params.id);
      const released = await releaseProduct(db, req, row);
      return ok(
        presentProduct(released, (await issuedCounts(db, [row.id])).get(row.id) ?? 0),
        t(req, 'productReleased'),
      );
    },
  );

  app.put(
    '/api/devices/products/:id/quota',
    {
      preValidation: use,
      schema: {
        operationId: 'deviceProducts.setQuota',
        tags,
        summary: 'Vendor staff set how many licences a product may have in all (revoked ones count)',
        params: idParams,
        body: licenceQuotaBody,
        response: { 200: envelopeOf(z.null()), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      if (!holds(req.user, DEVICES_MANAGE)) throw forbidden();
      const row = await visibleProduct(db, await scopeOf(db, req.user!), req.params.id);
      await setQuota(db, req, row, req.body.licenceQuota);
      return ok(null);
    },
  );

  app.get(
    '/api/devices/products/:id/licences',
    {
      preValidation: use,
      schema: {
        operationId: 'licences.list',
        tags,
        summary: 'Licences of a product by device name (never the secrets)',
        params: idParams,
        querystring: licenceQuery,
        response: { 200: envelopeOf(pageOf(licence)), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const row = await visibleProduct(db, await scopeOf(db, req.user!), req.params.id);
      const { items, total } = await listLicences(db, row.id, req.query);
      return ok({
        items: items.map(presentLicence),
        total,
        page: req.query.page,
        pageSize: req.query.pageSize,
      });
    },
  );

  app.post(
    '/api/devices/products/:id/licences',
    {
      preValidation: use,
      schema: {
        operationId: 'licences.issue',
        tags,
        summary:
          'Issue a batch of licences; the answer is the only place the secrets appear (with a CSV for the factory). Over quota: 409, nothing issued',
        params: idParams,
        body: licenceIssueBody,
        response: { 200: envelopeOf(licenceBatch), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (req, reply) => {
      const row = await visibleProduct(db, await scopeOf(db, req.user!), req.params.id);
      reply.header('cache-control', 'no-store');
      return ok(await issueLicences(db, req, row, req.body));
    },
  );

  app.post(
    '/api/devices/products/:id/licences/:licenceId/revoke',
    {
      preValidation: use,
      schema: {
        operationId: 'licences.revoke',
        tags,
        summary: 'Revoke a licence: the device API refuses the device from now on',
        params: z.object({ id: z.uuid(), licenceId: z.uuid() }),
        response: { 200: envelopeOf(z.null()), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const row = await visibleProduct(db, await scopeOf(db, req.user!), req.params.id);
      if (!(await revokeLicence(db, req, row.id, req.params.licenceId))) throw notFound();
      return ok(null, t(req, 'licenceRevoked'));
    },
  );

  app.get(
    '/api/devices',
    {
      preValidation: use,
      schema: {
        operationId: 'devices.list',
        tags,
        summary:
          'Every device of my organisation (staff: all), filtered by product, firmware version, revoked, online',
        querystring: devicesQuery,
        response: { 200: envelopeOf(pageOf(deviceRow)), ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      const scope = await scopeOf(db, req.user!);
      return ok({
        ...(await listDevices(db, scope, req.query)),
        page: req.query.page,
        pageSize: req.query.pageSize,
      });
    },
  );
}
