// A real OpenID Connect provider (node-oidc-provider) for tests, laid out like Casdoor: the same
// endpoint paths and discovery document, so the portal's SSO client is exercised end to end.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestOidcClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  post_logout_redirect_uris?: string[];
}

export interface TestAccountClaims {
  name?: string;
  email?: string;
  email_verified?: boolean;
  preferred_username?: string;
}

export interface TestOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

/** Casdoor's endpoint paths (its discovery document lives at <issuer>/.well-known/openid-configuration). */
export const CASDOOR_ROUTES = {
  authorization: '/login/oauth/authorize',
  token: '/api/login/oauth/access_token',
  userinfo: '/api/userinfo',
  jwks: '/.well-known/jwks',
  end_session: '/api/logout',
};

/**
 * Starts the provider on a free loopback port. Its built-in development login page accepts any
 * login name; that name becomes the subject, and `accounts` may give it particular claims.
 */
export async function startOidcProvider(opts: {
  clients: TestOidcClient[];
  accounts?: Record<string, TestAccountClaims>;
  port?: number;
}): Promise<TestOidcProvider> {
  let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: opts.clients.map((c) => ({
      ...c,
      post_logout_redirect_uris: c.post_logout_redirect_uris ?? [],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      // openid-client's default client authentication
      token_endpoint_auth_method: 'client_secret_post',
    })),
    routes: CASDOOR_ROUTES,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    // explicit lifetimes (the library nags about its defaults)
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 3600, IdToken: 3600 },
    cookies: { keys: [crypto.randomBytes(16).toString('hex')] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] },
    async findAccount(_ctx: unknown, id: string) {
      const extra = opts.accounts?.[id] ?? {};
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          name: extra.name ?? id,
          preferred_username: extra.preferred_username ?? id,
          email: extra.email ?? `${id.toLowerCase()}@idp.test`,
          email_verified: extra.email_verified ?? true,
        }),
      };
    },
  });
  handler = provider.callback();

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A tiny cookie jar for driving the provider's pages with fetch. */
class CookieJar {
  private cookies = new Map<string, string>();
  store(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(c) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Plays the user at the provider: opens the authorization URL, signs in on the development login
 * page as `login`, confirms consent, and returns the URL the provider sends the browser back to
 * (the portal's /callback with code and state). Redirects are followed by hand so the cookies of
 * each step are kept.
 */
export async function signInAtProvider(authorizationUrl: string, login: string, redirectUri: string) {
  const jar = new CookieJar();
  const back = new URL(redirectUri).href; // normalised (a default port disappears)
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let step = 0; step < 20; step++) {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(res);
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, url).href;
      if (next.startsWith(back)) return next;
      url = next;
      init = {};
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${html.slice(0, 500)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt)
      throw new Error(`no interaction form on the provider's page: ${html.slice(0, 500)}`);
    const form = new URLSearchParams({ prompt });
    if (prompt === 'login') {
      form.set('login', login);
      form.set('password', 'any-password');
    }
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
    init = {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('the provider did not send the browser back');
}
