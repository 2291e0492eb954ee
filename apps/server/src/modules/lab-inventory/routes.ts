import { z } from 'zod';
import { envelopeOf, errorResponses, labDeviceStateBody, labDeviceStateResult, ok } from '@occ/shared';
import { registerAdminArea } from '../../platform/admin-area/routes';
import type { App } from '../../platform/types';
import { boardsBinding } from './boards';
import { companiesBinding } from './companies';
import { cpusBinding } from './cpus';
import { setDeviceState } from './device-state';
import { devicesBinding, getDevice } from './devices';
import { notifyDisplaced } from './notify';
import { labInventoryPolicy } from './policy';
import { presentDevice } from './presenter';
import { socsBinding } from './socs';

const errors = errorResponses(401, 403, 404, 409, 422);
const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * The lab inventory: five declared console areas (/api/admin/labCompany, labCpu, labSoc,
 * labBoard, labDevice; packages/shared/src/admin/areas/lab-inventory.ts) served by the admin-area
 * engine, and a device's state, which has its own rules (reservations move or are cancelled).
 */
export async function labInventoryRoutes(app: App) {
  for (const b of [companiesBinding, cpusBinding, socsBinding, boardsBinding, devicesBinding])
    registerAdminArea(app, b);

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
