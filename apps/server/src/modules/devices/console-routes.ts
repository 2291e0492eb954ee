import { z } from 'zod';
import {
  certification,
  certificationBody,
  commandBody,
  deviceCommand,
  deviceEvent,
  deviceHistoryQuery,
  deviceState,
  envelopeOf,
  errorResponses,
  ok,
  pageOf,
  pageQuery,
} from '@occ/shared';
import { and, count, eq } from 'drizzle-orm';
import { deviceLicences } from '../../db/schema';
import { t } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { listCertifications, presentCertification, requestCertification } from './certification';
import { devicesPolicy } from './policy';
import type { LicenceRow } from './products';
import { scopeOf, visibleProduct } from './scope';
import {
  deviceHistory,
  isOnlineAt,
  listCommands,
  presentCommand,
  sendCommand,
  visibleDevice,
} from './telemetry';

const tags = ['devices'];
const idParams = z.object({ id: z.uuid() });
const use = async (req: { user: Parameters<typeof devicesPolicy.authorize>[0] }) =>
  devicesPolicy.authorize(req.user, 'use', null);

const presentState = (l: LicenceRow): z.infer<typeof deviceState> => ({
  id: l.id,
  deviceName: l.deviceName,
  productId: l.productId,
  online: isOnlineAt(l.lastSeenAt),
  lastSeenAt: l.lastSeenAt?.toISOString() ?? null,
  firmwareVersion: l.firmwareVersion,
  properties: l.properties as Record<string, unknown>,
  propertiesAt: l.propertiesAt?.toISOString() ?? null,
});

/**
 * The device console's later screens (issue 23): chip certification of a product, one device's
 * state, history and commands (demonstrate), and the IoT view of a product's devices. Rows of
 * another organisation answer 404, as the rest of the console does.
 */
export async function deviceConsoleRoutes(app: App) {
  const { db } = app.database;

  app.get(
    '/api/devices/products/:id/certifications',
    {
      preValidation: use,
      schema: {
        operationId: 'chipCertifications.list',
        tags,
        summary: 'A product’s chip certification requests, newest first, with the certificate once approved',
        params: idParams,
        response: { 200: envelopeOf(z.array(certification)), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const product = await visibleProduct(db, await scopeOf(db, req.user!), req.params.id);
      return ok((await listCertifications(db, product.id)).map(presentCertification));
    },
  );

  app.post(
    '/api/devices/products/:id/certifications',
    {
      preValidation: use,
      schema: {
        operationId: 'chipCertifications.request',
        tags,
        summary:
          'Ask for the chip certification of a product, every check of the checklist vouched for; one request under review at a time (409)',
        params: idParams,
        body: certificationBody,
        response: { 200: envelopeOf(certification), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (req) => {
      const product = await visibleProduct(db, await scopeOf(db, req.user!), req.params.id);
      const row = await requestCertification(db, { ...req, user: req.user! }, product, req.body);
      return ok(presentCertification(row));
    },
  );

  app.get(
    '/api/devices/products/:id/states',
    {
      preValidation: use,
      schema: {
        operationId: 'devices.iot',
        tags,
        summary: 'The IoT view: a product’s devices with online state, firmware and last reported properties',
        params: idParams,
        querystring: pageQuery,
        response: { 200: envelopeOf(pageOf(deviceState)), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const product = await visibleProduct(db, await scopeOf(db, req.user!), req.params.id);
      const where = and(eq(deviceLicences.productId, product.id));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(deviceLicences)
          .where(where)
          .orderBy(deviceLicences.deviceName)
          .limit(req.query.pageSize)
          .offset((req.query.page - 1) * req.query.pageSize),
        db.select({ n: count() }).from(deviceLicences).where(where),
      ]);
      return ok({ items: rows.map(presentState), total: total!.n, ...req.query });
    },
  );

  app.get(
    '/api/devices/:id',
    {
      preValidation: use,
      schema: {
        operationId: 'devices.get',
        tags,
        summary: 'One device’s state: online, firmware, last reported properties',
        params: idParams,
        response: { 200: envelopeOf(deviceState), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const { licence } = await visibleDevice(db, await scopeOf(db, req.user!), req.params.id);
      return ok(presentState(licence));
    },
  );

  app.get(
    '/api/devices/:id/history',
    {
      preValidation: use,
      schema: {
        operationId: 'devices.history',
        tags,
        summary: 'A device’s history, newest first: online, offline, firmware changes, command outcomes',
        params: idParams,
        querystring: deviceHistoryQuery,
        response: { 200: envelopeOf(z.array(deviceEvent)), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const { licence } = await visibleDevice(db, await scopeOf(db, req.user!), req.params.id);
      const rows = await deviceHistory(db, licence.id, req.query.limit);
      return ok(
        rows.map((r) => ({
          kind: r.kind as z.infer<typeof deviceEvent>['kind'],
          detail: r.detail as Record<string, unknown>,
          at: r.createdAt.toISOString(),
        })),
      );
    },
  );

  app.get(
    '/api/devices/:id/commands',
    {
      preValidation: use,
      schema: {
        operationId: 'devices.commands',
        tags,
        summary: 'The last 20 commands sent to a device, with their state and result',
        params: idParams,
        response: { 200: envelopeOf(z.array(deviceCommand)), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const { licence } = await visibleDevice(db, await scopeOf(db, req.user!), req.params.id);
      return ok((await listCommands(db, licence.id)).map(presentCommand));
    },
  );

  app.post(
    '/api/devices/:id/commands',
    {
      preValidation: use,
      schema: {
        operationId: 'devices.command',
        tags,
        summary:
          'Send a command of the product’s data model to an online device (parameters checked against the declared types); the device fetches it through the device API',
        params: idParams,
        body: commandBody,
        response: { 200: envelopeOf(deviceCommand), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (req) => {
      const device = await visibleDevice(db, await scopeOf(db, req.user!), req.params.id);
      const row = await sendCommand(db, req, (k, p) => t(req, k, p), device, req.body);
      return ok(presentCommand(row));
    },
  );
}
