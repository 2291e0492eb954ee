import crypto from 'node:crypto';
import { z } from 'zod';
import { Code, envelopeOf, errorEnvelope, ok } from '@occ/shared';
import { startSession } from '../auth/login-session';
import { registerAdminArea } from '../../platform/admin-area/routes';
import { AppError } from '../../platform/errors';
import type { App } from '../../platform/types';
import { exchangeCode, startAuthorization, takeRequest } from './flow';
import { findIdentityOwner, linkIdentity } from './identities';
import { logoutRoutes } from './logout-routes';
import { clientConfig } from './oidc-client';
import { createPending, setPendingCookie } from './pending';
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

const redirectUrlQuery = z.object({
  provider: z.string().max(32).default('sso'),
  redirect: z.string().max(512).refine(isSafeReturnTo, 'redirectInvalid').default('/'),
  intent: z.enum(['login', 'bind']).default('login'),
});

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
      if (!state || !started || !sameText(state, started)) return reply.redirect(LOGIN_FAILED);
      const request = await takeRequest(db, state);
      const provider = request && (await findProvider(request.provider));
      if (!request || !provider) return reply.redirect(LOGIN_FAILED);
      const bindResult = (error?: string) =>
        `/bind/success?provider=${encodeURIComponent(provider.key)}${error ? `&error=${error}` : ''}`;
      const failed = request.intent === 'bind' ? bindResult('ssoFailed') : LOGIN_FAILED;

      const issuer = issuerFor(provider, req.host);
      let who;
      try {
        const cfg = await clientConfig(app.config, provider, issuer);
        who = await exchangeCode(cfg, new URL(req.url, originOf(req)), request);
      } catch (err) {
        req.log.warn({ err, provider: provider.key }, 'single sign-on callback refused');
        return reply.redirect(failed);
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
      return reply.redirect('/waitregister');
    },
  );

  await app.register(pendingRoutes, { providers });
  await app.register(logoutRoutes, { providers });
}
