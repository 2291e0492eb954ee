import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Code, envelopeOf, errorEnvelope, fail, ok } from '@occ/shared';
import { startSession } from '../auth/login-session';
import { registerAdminArea } from '../../platform/admin-area/routes';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { exchangeCode, startAuthorization, takeRequest } from './flow';
import { findIdentityOwner, linkIdentity } from './identities';
import { logoutRoutes } from './logout-routes';
import { clientConfig } from './oidc-client';
import { createPending, obtainRegister, setPendingCookie } from './pending';
import { pendingRoutes } from './pending-routes';
import { appsBinding } from './admin-area';
import { ssoPolicy } from './policy';
import { providerDirectoryOf } from './provider-directory';
import { issuerFor, providerLabel } from './providers';
import { isSafeReturnTo, originOf } from './return-to';

/** Ties the callback to the browser that started the flow (no login CSRF with someone else's code). */
const STATE_COOKIE = 'occ_oidc_state';
const STATE_COOKIE_PATH = '/callback';
const LOGIN_FAILED = '/auth/login?error=sso';
/** spec §4: why a callback failed, for the login page (`&code=`) and for JSON clients */
const refusal = {
  authFail: { code: Code.AUTH_FAIL, key: 'ssoAuthFail' },
  missingCode: { code: Code.MISSING_LOGIN_CODE, key: 'ssoMissingCode' },
} as const;

/** A client that asked for JSON (a desktop tool finishing the flow) gets the envelope, a browser the page. */
const wantsJson = (req: FastifyRequest) => {
  const accept = req.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
};

const redirectUrlQuery = z.object({
  provider: z.string().max(32).default('sso'),
  redirect: z.string().max(512).refine(isSafeReturnTo, 'redirectInvalid').default('/'),
  intent: z.enum(['login', 'bind']).default('login'),
});

function refuseCallback(req: FastifyRequest, reply: FastifyReply, why: keyof typeof refusal, to: string) {
  const { code, key } = refusal[why];
  if (wantsJson(req)) return reply.status(401).send(fail(code, t(req, key)));
  return reply.redirect(`${to}${to.includes('?') ? '&' : '?'}code=${code}`);
}

function sameText(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

export async function ssoRoutes(app: App) {
  const { db } = app.database;
  const providers = providerDirectoryOf(app);
  const findProvider = (key: string) => providers.find(key);
  registerAdminArea(app, appsBinding);

  app.get(
    '/api/sso/providers',
    {
      schema: {
        operationId: 'sso.providers',
        tags: ['sso'],
        summary: 'Configured single sign-on and third-party login providers',
        response: { 200: envelopeOf(z.array(z.object({ key: z.string(), label: z.string() }))) },
      },
    },
    async (req) => {
      ssoPolicy.authorize(req.user, 'login', null);
      return ok((await providers.list()).map((p) => ({ key: p.key, label: providerLabel(req, p) })));
    },
  );

  app.get(
    '/api/redirect-url',
    {
      schema: {
        operationId: 'sso.redirectUrl',
        tags: ['sso'],
        summary: 'Where to send the browser to sign in at the provider (code flow, PKCE S256, state, nonce)',
        querystring: redirectUrlQuery,
        response: {
          200: envelopeOf(z.object({ url: z.string() })),
          401: errorEnvelope,
          403: errorEnvelope,
          404: errorEnvelope,
          422: errorEnvelope,
          502: errorEnvelope,
        },
      },
    },
    async (req, reply) => {
      const { intent, redirect } = req.query;
      ssoPolicy.authorize(req.user, intent, null);
      const provider = await findProvider(req.query.provider);
      if (!provider) throw new AppError(404, Code.NOT_FOUND, 'ssoUnknownProvider');
      const cfg = await clientConfig(app.config, provider, issuerFor(provider, req.host)).catch(
        (err: unknown) => {
          req.log.warn({ err, provider: provider.key }, 'identity provider discovery failed');
          throw new AppError(502, Code.INTERNAL, 'ssoFailed');
        },
      );
      const { url, state } = await startAuthorization(db, cfg, {
        provider: provider.key,
        redirectUri: `${originOf(req)}/callback`,
        returnTo: redirect,
        intent,
        userId: intent === 'bind' ? req.user!.id : null,
      });
      reply.setCookie(STATE_COOKIE, state, {
        path: STATE_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.cookieSecure,
        maxAge: 600,
      });
      return ok({ url });
    },
  );

  // The provider sends the browser here; every outcome is a redirect to a page.
  app.get(
    '/callback',
    {
      schema: {
        operationId: 'sso.callback',
        tags: ['sso'],
        summary: 'Completes the code flow and redirects',
      },
    },
    async (req, reply) => {
      const q = req.query as Record<string, unknown>;
      const state = typeof q.state === 'string' ? q.state : '';
      const started = req.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
      const refuse = (why: keyof typeof refusal, to: string) => refuseCallback(req, reply, why, to);
      const declined = typeof q.error === 'string';
      // back without a login code nor the provider's refusal: -1001021009
      if (!declined && (typeof q.code !== 'string' || !q.code)) return refuse('missingCode', LOGIN_FAILED);
      if (!state || !started || !sameText(state, started)) {
        return declined ? refuse('authFail', LOGIN_FAILED) : reply.redirect(LOGIN_FAILED);
      }
      const request = await takeRequest(db, state);
      const provider = request && (await findProvider(request.provider));
      if (!request || !provider) return reply.redirect(LOGIN_FAILED);
      const bindResult = (error?: string) =>
        `/bind/success?provider=${encodeURIComponent(provider.key)}${error ? `&error=${error}` : ''}`;
      const failed = request.intent === 'bind' ? bindResult('ssoFailed') : LOGIN_FAILED;
      // the provider refused (the person declined, or the provider failed): -1 auth fail
      if (declined) return refuse('authFail', failed);

      const issuer = issuerFor(provider, req.host);
      let who;
      try {
        const cfg = await clientConfig(app.config, provider, issuer);
        who = await exchangeCode(cfg, new URL(req.url, originOf(req)), request);
      } catch (err) {
        req.log.warn({ err, provider: provider.key }, 'single sign-on callback refused');
        return refuse('authFail', failed);
      }

      if (request.intent === 'bind') {
        // the user who asked to bind must still be the one signed in on this browser
        if (!request.userId || req.user?.id !== request.userId) return reply.redirect(failed);
        try {
          await linkIdentity(db, request.userId, provider.key, issuer, who);
        } catch (err) {
          if (err instanceof AppError) return reply.redirect(bindResult(err.messageKey));
          throw err;
        }
        return reply.redirect(bindResult());
      }

      const userId = await findIdentityOwner(db, issuer, who.subject);
      if (userId) {
        await startSession(app, req, reply, userId, {
          method: `sso:${provider.key}`,
          idToken: who.idToken ?? undefined,
        });
        return reply.redirect(isSafeReturnTo(request.returnTo) ? request.returnTo : '/');
      }
      const token = await createPending(db, {
        provider: provider.key,
        issuer,
        who,
        returnTo: request.returnTo,
      });
      setPendingCookie(reply, app.config, token);
      // -5 obtain register: the identity is known, registration or binding is next
      if (wantsJson(req)) return obtainRegister({ redirect: '/waitregister' });
      return reply.redirect('/waitregister');
    },
  );

  await app.register(pendingRoutes, { providers });
  await app.register(logoutRoutes, { providers });
}
