import type { FastifyRequest } from 'fastify';
import {
  bindContactBody,
  Code,
  bindingsResult,
  envelopeOf,
  errorEnvelope,
  normalizeTarget,
  ok,
  unbindBody,
  errorResponses,
} from '@occ/shared';
import { verifyCode } from '../auth/codes';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { providerDirectoryOf } from '../sso/provider-directory';
import { providerLabel } from '../sso/providers';
import { bindingsPolicy } from './policy';
import { confirmPassword } from './reauth';
import { listBindings, loadAccount, setContact, unbind } from './service';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429);

export async function bindingsRoutes(app: App) {
  const { db } = app.database;
  const providers = providerDirectoryOf(app);
  const shownProviders = async (req: FastifyRequest) =>
    (await providers.list()).map((p) => ({ key: p.key, label: providerLabel(req, p) }));

  app.get(
    '/api/base/user/bindings',
    {
      schema: {
        operationId: 'bindings.list',
        tags: ['bindings'],
        summary: "The current user's e-mail, mobile, password and provider accounts",
        response: { 200: envelopeOf(bindingsResult), 401: errorEnvelope, 403: errorEnvelope },
      },
    },
    async (req) => {
      bindingsPolicy.authorize(req.user, 'read', null);
      return ok(await listBindings(db, req.user!.id, await shownProviders(req)));
    },
  );

  app.post(
    '/api/base/user/bindings/bind',
    {
      schema: {
        operationId: 'bindings.bind',
        tags: ['bindings'],
        summary:
          'Binds or changes the e-mail or mobile (one-time code of scene bind; current password first)',
        body: bindContactBody,
        response: { 200: envelopeOf(bindingsResult), ...errors },
      },
    },
    async (req, reply) => {
      bindingsPolicy.authorize(req.user, 'change', null);
      const { kind, code, password } = req.body;
      const target = normalizeTarget(req.body.target);
      if (!target || target.kind !== kind) {
        const message = t(req, kind === 'email' ? 'emailInvalid' : 'mobileInvalid');
        throw new AppError(
          422,
          Code.VALIDATION_FAILED,
          kind === 'email' ? 'emailInvalid' : 'mobileInvalid',
          {},
          [{ field: 'target', message }],
        );
      }
      const account = await loadAccount(db, req.user!.id);
      if (!account) throw new AppError(401, Code.AUTH_NEED_LOGIN, 'needLogin');
      // password before code: a wrong password must not burn one of the code's five tries
      await confirmPassword(app, req, reply, account, password);
      await verifyCode(db, { target: target.value, scene: 'bind', code });
      if (account[kind] !== target.value) {
        await setContact(
          db,
          account.id,
          kind,
          target.value,
          t(req, kind === 'email' ? 'emailTaken' : 'mobileTaken'),
        );
      }
      return ok(await listBindings(db, account.id, await shownProviders(req)), t(req, 'bound'));
    },
  );

  app.post(
    '/api/base/user/bindings/unbind',
    {
      schema: {
        operationId: 'bindings.unbind',
        tags: ['bindings'],
        summary: 'Unbinds the e-mail, the mobile or a provider account (never the last way to log in)',
        body: unbindBody,
        response: { 200: envelopeOf(bindingsResult), ...errors },
      },
    },
    async (req, reply) => {
      bindingsPolicy.authorize(req.user, 'change', null);
      const account = await loadAccount(db, req.user!.id);
      if (!account) throw new AppError(401, Code.AUTH_NEED_LOGIN, 'needLogin');
      const body = req.body;
      if (body.kind === 'provider')
        await unbind(db, account.id, { kind: 'provider', provider: body.provider });
      else {
        await confirmPassword(app, req, reply, account, body.password);
        await unbind(db, account.id, { kind: body.kind });
      }
      return ok(await listBindings(db, account.id, await shownProviders(req)), t(req, 'unbound'));
    },
  );
}
