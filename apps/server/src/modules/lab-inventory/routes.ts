import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  envelopeOf,
  errorResponses,
  labBoardBody,
  labBoardItem,
  labCompanyBody,
  labCompanyItem,
  labCpuBody,
  labCpuItem,
  labDeviceBody,
  labDeviceItem,
  labDeviceStateBody,
  labDeviceStateResult,
  labInventoryQuery,
  labSocBody,
  labSocItem,
  ok,
  pageOf,
  type LabInventoryQuery,
} from '@occ/shared';
import type { Db } from '../../db/client';
import type { App } from '../../platform/types';
import { createBoard, deleteBoard, listBoards, updateBoard } from './boards';
import { createCompany, deleteCompany, listCompanies, updateCompany } from './companies';
import { createCpu, deleteCpu, listCpus, updateCpu } from './cpus';
import { inventoryWrite } from './db-errors';
import { setDeviceState } from './device-state';
import { createDevice, deleteDevice, getDevice, listDevices, updateDevice } from './devices';
import { notifyDisplaced } from './notify';
import { labInventoryPolicy } from './policy';
import { presentBoard, presentCompany, presentDevice } from './presenter';
import { createSoc, deleteSoc, listSocs, updateSoc } from './socs';

const errors = errorResponses(401, 403, 404, 409, 422);
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** One inventory resource: its path, operation-id noun, shapes and service functions. */
interface Resource<B extends z.ZodType, I extends z.ZodType, Row> {
  path: string;
  noun: string;
  plural: string;
  body: B;
  item: I;
  list(db: Db, q: LabInventoryQuery): Promise<{ items: Row[]; total: number }>;
  create(db: Db, body: z.infer<B>): Promise<Row>;
  update(db: Db, id: number, body: z.infer<B>): Promise<Row>;
  remove(db: Db, id: number): Promise<void>;
  present(row: Row): z.infer<I>;
}

const same = <T>(row: T) => row;
// the generic item type is beyond the type provider's inference; the schema still serialises
const envelope = (item: z.ZodType) => envelopeOf(item) as z.ZodType<unknown>;

/**
 * Admin inventory CRUD under /api/admin/lab/{companies,cpus,socs,boards,devices} (list, create,
 * replace, delete) with operation ids labInventory.<action><Noun>, all for 'lab.manage' or admin.
 */
function crud<B extends z.ZodType, I extends z.ZodType, Row>(app: App, r: Resource<B, I, Row>) {
  const { db } = app.database;
  const base = `/api/admin/lab/${r.path}`;
  const tags = ['lab', 'admin'];
  // refused before validation, so a caller without the permission learns nothing from a 422
  const preValidation = async (req: FastifyRequest) => labInventoryPolicy.authorize(req.user, 'manage', null);

  app.get(
    base,
    {
      preValidation,
      schema: {
        operationId: `labInventory.list${r.plural}`,
        tags,
        summary: `${r.plural} by name, filtered by name and parent ids, paged`,
        querystring: labInventoryQuery,
        response: { 200: envelope(pageOf(r.item)), ...errors },
      },
    },
    async (req) => {
      const { items, total } = await r.list(db, req.query);
      return ok({ items: items.map(r.present), total, page: req.query.page, pageSize: req.query.pageSize });
    },
  );

  app.post(
    base,
    {
      preValidation,
      schema: {
        operationId: `labInventory.create${r.noun}`,
        tags,
        summary: `Create a ${r.noun} (409 on a taken name)`,
        body: r.body,
        response: { 200: envelope(r.item), ...errors },
      },
    },
    async (req) => {
      return ok(r.present(await inventoryWrite(req, () => r.create(db, req.body as z.infer<B>))));
    },
  );

  app.put(
    `${base}/:id`,
    {
      preValidation,
      schema: {
        operationId: `labInventory.update${r.noun}`,
        tags,
        summary: `Replace a ${r.noun}'s fields (409 on a taken name)`,
        params: idParams,
        body: r.body,
        response: { 200: envelope(r.item), ...errors },
      },
    },
    async (req) => {
      const { id } = req.params;
      return ok(r.present(await inventoryWrite(req, () => r.update(db, id, req.body as z.infer<B>))));
    },
  );

  app.delete(
    `${base}/:id`,
    {
      preValidation,
      schema: {
        operationId: `labInventory.delete${r.noun}`,
        tags,
        summary: `Delete a ${r.noun} (409 while anything still refers to it)`,
        params: idParams,
        response: { 200: envelopeOf(z.object({ id: z.number().int() })), ...errors },
      },
    },
    async (req) => {
      await inventoryWrite(req, () => r.remove(db, req.params.id));
      return ok({ id: req.params.id });
    },
  );
}

export async function labInventoryRoutes(app: App) {
  crud(app, {
    path: 'companies',
    noun: 'Company',
    plural: 'Companies',
    body: labCompanyBody,
    item: labCompanyItem,
    list: listCompanies,
    create: createCompany,
    update: updateCompany,
    remove: deleteCompany,
    present: presentCompany,
  });
  crud(app, {
    path: 'cpus',
    noun: 'Cpu',
    plural: 'Cpus',
    body: labCpuBody,
    item: labCpuItem,
    list: listCpus,
    create: createCpu,
    update: updateCpu,
    remove: deleteCpu,
    present: same,
  });
  crud(app, {
    path: 'socs',
    noun: 'Soc',
    plural: 'Socs',
    body: labSocBody,
    item: labSocItem,
    list: listSocs,
    create: createSoc,
    update: updateSoc,
    remove: deleteSoc,
    present: same,
  });
  crud(app, {
    path: 'boards',
    noun: 'Board',
    plural: 'Boards',
    body: labBoardBody,
    item: labBoardItem,
    list: listBoards,
    create: createBoard,
    update: updateBoard,
    remove: deleteBoard,
    present: presentBoard,
  });
  crud(app, {
    path: 'devices',
    noun: 'Device',
    plural: 'Devices',
    body: labDeviceBody,
    item: labDeviceItem,
    list: listDevices,
    create: createDevice,
    update: updateDevice,
    remove: deleteDevice,
    present: presentDevice,
  });

  const { db } = app.database;
  app.patch(
    '/api/admin/lab/devices/:id',
    {
      preValidation: async (req) => labInventoryPolicy.authorize(req.user, 'manage', null),
      schema: {
        operationId: 'labInventory.setDeviceState',
        tags: ['lab', 'admin'],
        summary:
          'Set a device state; into maintenance/offline, its unfinished reservations move to a free twin or are cancelled, owners notified',
        params: idParams,
        body: labDeviceStateBody,
        response: { 200: envelopeOf(labDeviceStateResult), ...errors },
      },
    },
    async (req) => {
      const { state, reason } = req.body;
      const result = await setDeviceState(db, req.params.id, { state, reason, actorId: req.user!.id });
      await notifyDisplaced(
        app,
        { device: result.device, board: result.board, state, reason },
        result.displaced,
      );
      return ok({
        device: presentDevice(await getDevice(db, req.params.id)),
        moved: result.displaced
          .filter((d) => d.toDevice)
          .map((d) => ({ reservationId: d.reservationId, toDeviceId: d.toDevice!.id })),
        cancelled: result.displaced
          .filter((d) => d.outcome !== 'moved')
          .map((d) => ({ reservationId: d.reservationId, status: d.outcome as 'cancelled' | 'ended' })),
      });
    },
  );
}
