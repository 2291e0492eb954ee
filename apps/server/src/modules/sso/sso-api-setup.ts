import crypto from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { CookieBrowser } from '../../test/cookie-browser';
import { createTestApp, type TestContext } from '../../test/harness';
import { signInAtProvider, startOidcProvider, type TestOidcProvider } from '../../test/oidc-provider';

// Shared setup of the single sign-on API tests (sso-*.api.test.ts): the app and three test
// identity providers, and one browser round through a provider.

// Three real providers: the main single sign-on for development hosts (`dev`), the same for
// production hosts (`prod`), and a third-party login (`gitee`). The portal is driven through
// inject, whose requests carry Host: localhost:80 (origin http://localhost) unless a test sets another.
export const PORTAL = 'http://localhost';

export const PROD_HOST = 'portal.example.com';

export const CLIENT = { client_id: 'occ-portal', client_secret: 'portal-secret' };

export let ctx: TestContext;
export let dev: TestOidcProvider;
export let prod: TestOidcProvider;
export let gitee: TestOidcProvider;

/** One browser against this file's portal. */
export class Browser extends CookieBrowser {
  constructor(sessionToken?: string) {
    super(ctx.app, sessionToken);
  }
}

export const issuerOf = { sso: () => dev.issuer, gitee: () => gitee.issuer };

/** Starts at /api/redirect-url, signs in at the provider as `login`, comes back to /callback. */
export async function ssoRound(
  browser: Browser,
  login: string,
  opts: { provider?: 'sso' | 'gitee'; intent?: 'login' | 'bind'; redirect?: string } = {},
) {
  const q = new URLSearchParams({ provider: opts.provider ?? 'sso', intent: opts.intent ?? 'login' });
  if (opts.redirect) q.set('redirect', opts.redirect);
  const started = await browser.get(`/api/redirect-url?${q}`);
  expect(started.statusCode, started.body).toBe(200);
  const url = started.json().result.url as string;
  expect(url.startsWith(issuerOf[opts.provider ?? 'sso']())).toBe(true);
  const back = new URL(await signInAtProvider(url, login, `${PORTAL}/callback`));
  const callbackPath = back.pathname + back.search;
  const res = await browser.get(callbackPath);
  expect(res.statusCode).toBe(302);
  return { location: res.headers.location as string, callbackPath };
}

export async function currentUser(browser: Browser) {
  const res = await browser.get('/api/base/user/getCurrentUserInfo');
  return res.statusCode === 200 ? (res.json().result as { id: string; username: string }) : null;
}

export const uniqueLogin = () => `idp${crypto.randomBytes(3).toString('hex')}`;

/** The app of these tests and its users, made once per test file. */
export function useSsoApp() {
  beforeAll(async () => {
    const client = {
      ...CLIENT,
      redirect_uris: [`${PORTAL}/callback`, `http://${PROD_HOST}/callback`],
      post_logout_redirect_uris: [`${PORTAL}/`],
    };
    [dev, prod, gitee] = await Promise.all([
      startOidcProvider({
        clients: [client],
        accounts: { carol: { email: 'carol@idp.test', email_verified: false } },
      }),
      startOidcProvider({ clients: [client] }),
      startOidcProvider({ clients: [client] }),
    ]);
    ctx = await createTestApp({
      env: {
        SSO_ISSUER: prod.issuer,
        SSO_DEV_ISSUER: dev.issuer,
        SSO_CLIENT_ID: CLIENT.client_id,
        SSO_CLIENT_SECRET: CLIENT.client_secret,
        OAUTH_PROVIDERS: JSON.stringify([
          {
            key: 'gitee',
            label: 'Gitee',
            issuer: gitee.issuer,
            ...{ clientId: CLIENT.client_id, clientSecret: CLIENT.client_secret },
          },
        ]),
      },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await Promise.all([dev?.close(), prod?.close(), gitee?.close()]);
  });
}
