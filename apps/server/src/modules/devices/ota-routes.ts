import path from 'node:path';
import { z } from 'zod';
import {
  campaign,
  campaignBody,
  Code,
  envelopeOf,
  errorResponses,
  FIRMWARE_MAX_MB,
  firmware,
  firmwareUploadFields,
  ok,
} from '@occ/shared';
import { AppError, notFound } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { discard, receiveFile } from '../../platform/storage/receive';
import type { App } from '../../platform/types';
import {
  campaignInProduct,
  campaignStats,
  createCampaign,
  listCampaigns,
  moveCampaign,
  type CampaignAction,
} from './campaigns';
import { listFirmware, uploadFirmware } from './firmware';
import { devicesPolicy } from './policy';
import { presentCampaign, presentFirmware } from './presenter';
import { scopeOf, visibleProduct } from './scope';
import { firmwareSigner } from './signing';

const tags = ['devices'];
const idParams = z.object({ id: z.uuid() });
const use = async (req: { user: Parameters<typeof devicesPolicy.authorize>[0] }) =>
  devicesPolicy.authorize(req.user, 'use', null);

/** Firmware images and update campaigns of a product (issue 23). */
export async function deviceOtaRoutes(app: App) {
  const { db } = app.database;

  app.post(
    '/api/devices/products/:id/firmware',
    {
      preValidation: use,
      schema: {
        operationId: 'firmware.upload',
        tags,
        summary:
          'Upload a firmware image (multipart: version, targetChip, releaseNotes, sha256, then file); the bytes must match sha256; the portal signs the manifest with its Ed25519 key',
        params: idParams,
        response: { 200: envelopeOf(firmware), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const product = await visibleProduct(db, await scopeOf(db, req.user!), req.params.id);
      const { fields, file } = await receiveFile(req, {
        tmpDir: path.join(app.config.dataDir, 'tmp', 'uploads'),
        maxBytes: FIRMWARE_MAX_MB * 1024 * 1024,
        // any binary image: its type is not what is checked, its hash and signature are
        accept: (mime) => mime ?? 'application/octet-stream',
        tooLarge: { key: 'firmwareTooLarge', params: { max: FIRMWARE_MAX_MB } },
      });
      const parsed = firmwareUploadFields.safeParse(fields);
      if (!parsed.success) {
        await discard(file);
        throw new AppError(
          422,
          Code.VALIDATION_FAILED,
          'validationFailed',
          {},
          parsed.error.issues.map((i) => ({
            field: String(i.path[0] ?? 'body'),
            message: t(req, 'fieldInvalid', { field: String(i.path[0] ?? '') }),
          })),
        );
      }
      const row = await uploadFirmware(
        db,
        app.storage,
        firmwareSigner(app.config.dataDir),
        req,
        product,
        parsed.data,
        file,
        (key, params) => t(req, key, params),
      );
      return ok(presentFirmware(row, product, firmwareSigner(app.config.dataDir)));
    },
  );

  app.get(
    '/api/devices/products/:id/firmware',
    {
      preValidation: use,
      schema: {
        operationId: 'firmware.list',
        tags,
        summary: 'Firmware images of a product, newest first',
        params: idParams,
        response: { 200: envelopeOf(z.array(firmware)), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const product = await visibleProduct(db, await scopeOf(db, req.user!), req.params.id);
      const signer = firmwareSigner(app.config.dataDir);
      return ok((await listFirmware(db, product.id)).map((f) => presentFirmware(f, product, signer)));
    },
  );

  app.get(
    '/api/devices/products/:id/campaigns',
    {
      preValidation: use,
      schema: {
        operationId: 'campaigns.list',
        tags,
        summary: 'Update campaigns of a product with live counts and failure reasons',
        params: idParams,
        response: { 200: envelopeOf(z.array(campaign)), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const product = await visibleProduct(db, await scopeOf(db, req.user!), req.params.id);
      const rows = await listCampaigns(db, product.id);
      const stats = await campaignStats(
        db,
        rows.map((r) => r.campaign.id),
      );
      return ok(rows.map((r) => presentCampaign(r.campaign, r.version, stats.get(r.campaign.id)!)));
    },
  );

  app.post(
    '/api/devices/products/:id/campaigns',
    {
      preValidation: use,
      schema: {
        operationId: 'campaigns.create',
        tags,
        summary:
          'Start an update campaign for one of the product’s firmware versions (all, a list or a percentage; staged)',
        params: idParams,
        body: campaignBody,
        response: { 200: envelopeOf(campaign), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const product = await visibleProduct(db, await scopeOf(db, req.user!), req.params.id);
      const row = await createCampaign(
        db,
        req,
        product,
        req.body,
        firmwareSigner(app.config.dataDir),
        (key) => t(req, key),
      );
      const [listed] = (await listCampaigns(db, product.id)).filter((r) => r.campaign.id === row.id);
      return ok(presentCampaign(row, listed!.version, (await campaignStats(db, [row.id])).get(row.id)!));
    },
  );

  for (const action of ['pause', 'resume', 'cancel', 'advance'] as CampaignAction[]) {
    app.post(
      `/api/devices/products/:id/campaigns/:campaignId/${action}`,
      {
        preValidation: use,
        schema: {
          operationId: `campaigns.${action}`,
          tags,
          summary: `${action[0]!.toUpperCase()}${action.slice(1)} an update campaign (409 from a state that does not allow it)`,
          params: z.object({ id: z.uuid(), campaignId: z.uuid() }),
          response: { 200: envelopeOf(campaign), ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      async (req) => {
        const product = await visibleProduct(db, await scopeOf(db, req.user!), req.params.id);
        const row = await campaignInProduct(db, product.id, req.params.campaignId);
        if (!row) throw notFound();
        const moved = await moveCampaign(db, req, row, action);
        const [listed] = (await listCampaigns(db, product.id)).filter((r) => r.campaign.id === row.id);
        return ok(presentCampaign(moved, listed!.version, (await campaignStats(db, [row.id])).get(row.id)!));
      },
    );
  }
}
