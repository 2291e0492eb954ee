import { z } from 'zod';
import { Code, deviceApproveBody, deviceLookupResult, envelopeOf, ok, errorResponses } from '@occ/shared';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { deviceClient, grantedScope } from './clients';
import { deviceAuthPolicy } from './policy';
import { decide, findPending, poll, startAuthorization } from './service';
import { normalizeUserCode } from './user-code';

export const DEVICE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';
const FORM = 'application/x-www-form-urlencoded';

// RFC 8628 endpoints answer OAuth JSON, not the portal envelope.
const oauthError = z.object({ error: z.string(), error_description: z.string().optional() });
const codeBody = z.object({ client_id: z.string().min(1).max(100), scope: z.string().max(200).optional() });
const codeResult = z.object({
  device_code: z.string(),
  user_code: z.string(),
  verification_uri: z.string(),
  verification_uri_complete: z.string(),
  expires_in: z.number().int(),
  interval: z.number().int(),
});
const tokenBody = z.object({
  grant_type: z.string().min(1).max(100),
  device_code: z.string().min(1).max(200),
  client_id: z.string().min(1).max(100),
});
const tokenResult = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  scope: z.string(),
  expires_in: z.number().int(),
});
const userCodeQuery = z.object({ userCode: deviceApproveBody.shape.userCode });
const decideResult = z.object({ approved: z.boolean(), clientName: z.string() });
const errors = errorResponses(400, 401, 403, 422);

export async function deviceAuthRoutes(app: App) {
  const { db } = app.database;
  const { config } = app;

  // RFC 8628 §3.1/§3.4 clients post forms; the parser lives in this plugin's scope only.
  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
  }

  const wrongCode = (req: Parameters<typeof t>[0]) =>
    new AppError(400, Code.PASSWORD_OR_CODE_INVALID, 'deviceCodeInvalid', {}, [
      { field: 'userCode', message: t(req, 'deviceCodeInvalid') },
    ]);

  app.post(
    '/api/oauth/device/code',
    {
      config: { xsrf: false },
      attachValidation: true,
      schema: {
        operationId: 'deviceAuth.start',
        tags: ['oauth'],
        summary: 'RFC 8628 device authorization request (form or JSON); answers OAuth JSON',
        body: codeBody,
        response: { 200: codeResult, 400: oauthError },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      if (req.validationError) return reply.status(400).send({ error: 'invalid_request' });
      const client = await deviceClient(db, req.body.client_id);
      if (!client) return reply.status(400).send({ error: 'invalid_client' });
      const scope = grantedScope(client, req.body.scope);
      if (!scope) return reply.status(400).send({ error: 'invalid_scope' });
      const started = await startAuthorization(db, client, scope);
      const verificationUri = `${config.publicUrl}/auth/cdk/login`;
      return {
        device_code: started.deviceCode,
        user_code: started.userCode,
        verification_uri: verificationUri,
        verification_uri_complete: `${verificationUri}?user_code=${encodeURIComponent(started.userCode)}`,
        expires_in: started.expiresIn,
        interval: started.interval,
      };
    },
  );

  app.post(
    '/api/oauth/token',
    {
      config: { xsrf: false },
      attachValidation: true,
      schema: {
        operationId: 'deviceAuth.token',
        tags: ['oauth'],
        summary: 'RFC 8628 device access token request; single use per device code',
        body: tokenBody,
        response: { 200: tokenResult, 400: oauthError },
      },
    },
    async (req, reply) => {
      // RFC 6749 §5.1: token responses must not be cached
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      if (req.validationError) return reply.status(400).send({ error: 'invalid_request' });
      if (req.body.grant_type !== DEVICE_GRANT_TYPE)
        return reply.status(400).send({ error: 'unsupported_grant_type' });
      const client = await deviceClient(db, req.body.client_id);
      if (!client) return reply.status(400).send({ error: 'invalid_client' });
      const result = await poll(db, client, req.body.device_code);
      if ('error' in result) return reply.status(400).send({ error: result.error });
      return {
        access_token: result.accessToken,
        token_type: 'Bearer' as const,
        scope: result.scope,
        expires_in: result.expiresIn,
      };
    },
  );

  app.get(
    '/api/oauth/device/lookup',
    {
      schema: {
        operationId: 'deviceAuth.lookup',
        tags: ['oauth'],
        summary: 'The pending request a user code names (for the approval page)',
        querystring: userCodeQuery,
        response: { 200: envelopeOf(deviceLookupResult), ...errors },
      },
    },
    async (req) => {
      deviceAuthPolicy.authorize(req.user, 'lookup', null);
      const code = normalizeUserCode(req.query.userCode);
      const row = code ? await findPending(db, code) : null;
      const client = row && (await deviceClient(db, row.clientId));
      if (!row || !client) throw wrongCode(req);
      return ok({
        userCode: row.userCode,
        clientId: client.id,
        clientName: client.name,
        scope: row.scope,
        expiresAt: row.expiresAt.toISOString(),
      });
    },
  );

  app.post(
    '/api/oauth/device/approve',
    {
      schema: {
        operationId: 'deviceAuth.approve',
        tags: ['oauth'],
        summary: 'Approve or deny a device request as the logged-in user',
        body: deviceApproveBody,
        response: { 200: envelopeOf(decideResult), ...errors },
      },
    },
    async (req) => {
      deviceAuthPolicy.authorize(req.user, 'decide', null);
      const code = normalizeUserCode(req.body.userCode);
      const row = code ? await decide(db, code, req.user!.id, req.body.approve) : null;
      if (!row) throw wrongCode(req);
      return ok(
        {
          approved: req.body.approve,
          clientName: (await deviceClient(db, row.clientId))?.name ?? row.clientId,
        },
        t(req, req.body.approve ? 'deviceApproved' : 'deviceDenied'),
      );
    },
  );
}
