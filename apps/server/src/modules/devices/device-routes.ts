import { z } from 'zod';
import {
  checkUpdateAnswer,
  checkUpdateBody,
  commandResultBody,
  pendingCommands,
  pollCommandsBody,
  propertiesBody,
  envelopeOf,
  errorResponses,
  ok,
  reportProgressBody,
  signingKey,
} from '@occ/shared';
import type { App } from '../../platform/types';
import { authenticateDevice, checkUpdate, reportProgress } from './device-api';
import { noticeAutoPause } from './notices';
import { firmwareSigner } from './signing';
import { commandResult, pollCommands, reportProperties } from './telemetry';
import { t } from '../../platform/i18n';

const tags = ['device-api'];
/** devices of one factory or office often share an address: a per-address limit above the browser's */
const DEVICE_API_PER_MINUTE = 6000;
const machine = { xsrf: false, rateLimit: { max: DEVICE_API_PER_MINUTE, timeWindow: '1 minute' } };

/** The small device API: no cookies; a device names its product key, device name and secret. */
export async function deviceApiRoutes(app: App) {
  const { db } = app.database;

  app.get(
    '/api/device/v1/signing-key',
    {
      config: machine,
      schema: {
        operationId: 'device.signingKey',
        tags,
        summary: 'The portal’s Ed25519 public key that firmware signatures verify against',
        response: { 200: envelopeOf(signingKey) },
      },
    },
    async () => {
      const s = firmwareSigner(app.config.dataDir);
      return ok({
        algorithm: 'Ed25519' as const,
        publicKeyPem: s.publicKeyPem,
        publicKeyRaw: s.publicKeyRaw,
      });
    },
  );

  app.post(
    '/api/device/v1/check-update',
    {
      config: machine,
      schema: {
        operationId: 'device.checkUpdate',
        tags,
        summary:
          'A device asks for an update: the firmware of a running campaign of its own product whose current stage includes it, with a signed expiring download link, or null',
        body: checkUpdateBody,
        response: { 200: envelopeOf(checkUpdateAnswer), ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      const { licence, product } = await authenticateDevice(db, req.body);
      const signer = firmwareSigner(app.config.dataDir);
      return ok({
        update: await checkUpdate(db, app.storage, licence, product, req.body.currentVersion, signer),
      });
    },
  );

  app.post(
    '/api/device/v1/progress',
    {
      config: machine,
      schema: {
        operationId: 'device.reportProgress',
        tags,
        summary: 'A device reports downloading, installing, success or failed (with a code) for a campaign',
        body: reportProgressBody,
        response: { 200: envelopeOf(z.null()), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const { licence, product } = await authenticateDevice(db, req.body);
      const { autoPaused } = await reportProgress(db, { user: null, ip: req.ip }, licence, req.body);
      if (autoPaused) await noticeAutoPause(app, product, autoPaused);
      return ok(null);
    },
  );

  app.post(
    '/api/device/v1/commands',
    {
      config: machine,
      schema: {
        operationId: 'device.pollCommands',
        tags,
        summary:
          'A device fetches the commands sent to it from the console (they become delivered); older than 10 minutes ones fail as expired',
        body: pollCommandsBody,
        response: { 200: envelopeOf(pendingCommands), ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      const { licence } = await authenticateDevice(db, req.body);
      return ok({ commands: await pollCommands(db, licence) });
    },
  );

  app.post(
    '/api/device/v1/commands/result',
    {
      config: machine,
      schema: {
        operationId: 'device.commandResult',
        tags,
        summary: 'A device answers a delivered command: ok or not, with its result values',
        body: commandResultBody,
        response: { 200: envelopeOf(z.null()), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const { licence } = await authenticateDevice(db, req.body);
      await commandResult(db, licence, req.body);
      return ok(null);
    },
  );

  app.post(
    '/api/device/v1/properties',
    {
      config: machine,
      schema: {
        operationId: 'device.reportProperties',
        tags,
        summary:
          'A device reports property values; each must be declared in its product’s data model with that type (else 422)',
        body: propertiesBody,
        response: { 200: envelopeOf(z.null()), ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      const { licence, product } = await authenticateDevice(db, req.body);
      await reportProperties(db, (k, p) => t(req, k, p), licence, product, req.body.properties);
      return ok(null);
    },
  );
}
