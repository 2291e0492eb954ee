// The single sign-on helpers of spec §7: user info for a bearer token or the session, and the
// two logouts (browser: session + the provider's end-session URL; tool: its bearer token).
import { eq } from 'drizzle-orm';
import * as client from 'openid-client';
import { z } from 'zod';
import { envelopeOf, ok, errorResponses } from '@occ/shared';
import { apiTokens, sessions, users } from '../../db/schema';
import { needLogin } from '../../platform/errors';
import { destroySession, SESSION_COOKIE } from '../../platform/session';
import type { App } from '../../platform/types';
import { clientConfig } from './oidc-client';
import { ssoPolicy } from './policy';
import { presentUserInfo } from './presenter';
import type { ProviderDirectory } from './provider-directory';
import { issuerFor } from './providers';
import { originOf } from './return-to';

const userInfo = z.object({
  sub: z.string(),
  preferred_username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  email_verified: z.boolean(),
  phone_number: z.string().nullable(),
  picture: z.string().nullable(),
});
const errors = errorResponses(401, 403);

export async function logoutRoutes(app: App, opts: { providers: ProviderDirectory }) {
  const { db } = app.database;

  app.get(
    '/api/userinfo',
    {
      schema: {
        operationId: 'sso.userinfo',
        tags: ['sso'],
        summary: 'OIDC claims of the current user (bearer token with scope profile, or the session)',
        response: { 200: envelopeOf(userInfo), ...errors },
      },
    },
    async (req) => {
      ssoPolicy.authorize(req.user, 'userinfo', null);
      const [row] = await db.select().from(users).where(eq(users.id, req.user!.id)).limit(1);
      if (!row) throw needLogin();
      return ok(presentUserInfo(app.config, row));
    },
  );

  app.post(
    '/casdoor/logout',
    {
      schema: {
        operationId: 'sso.logout',
        tags: ['sso'],
        summary: "Ends the browser session; answers the provider's end-session URL when it began there",
        response: { 200: envelopeOf(z.object({ providerLogoutUrl: z.string().nullable() })), ...errors },
      },
    },
    async (req, reply) => {
      ssoPolicy.authorize(req.user, 'logout', null);
      const sessionId = req.user!.sessionId!;
      const [session] = await db
        .select({ method: sessions.method, idToken: sessions.idToken })
        .from(sessions)
        .where(eq(sessions.id, sessionId))
        .limit(1);
      await destroySession(db, sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });

      let providerLogoutUrl: string | null = null;
      const key = session?.method?.startsWith('sso:') ? session.method.slice(4) : null;
      const provider = key ? await opts.providers.find(key) : null;
      if (provider && session?.idToken) {
        try {
          const cfg = await clientConfig(app.config, provider, issuerFor(provider, req.host));
          if (cfg.serverMetadata().end_session_endpoint) {
            providerLogoutUrl = client.buildEndSessionUrl(cfg, {
              id_token_hint: session.idToken,
              post_logout_redirect_uri: `${originOf(req)}/`,
            }).href;
          }
        } catch (err) {
          // the portal session is over either way; the provider's session just stays
          req.log.warn({ err, provider: provider.key }, 'identity provider unreachable at logout');
        }
      }
      return ok({ providerLogoutUrl });
    },
  );

  // Bearer only: a GET must not end a cookie session (no state change on GET for browsers).
  app.get(
    '/api/logout',
    {
      schema: {
        operationId: 'sso.bearerLogout',
        tags: ['sso'],
        summary: 'Revokes the bearer token the request carries',
        response: { 200: envelopeOf(z.object({ revoked: z.boolean() })), ...errors },
      },
    },
    async (req) => {
      ssoPolicy.authorize(req.user, 'bearerLogout', null);
      await db.update(apiTokens).set({ revokedAt: new Date() }).where(eq(apiTokens.id, req.user!.tokenId!));
      return ok({ revoked: true });
    },
  );
}
