import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@occ/shared';
import { apiTokens, identities, sessions, users } from '../../db/schema';
import { hashToken, SESSION_COOKIE } from '../../platform/session';
import { CookieBrowser } from '../../test/cookie-browser';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { signInAtProvider, startOidcProvider, type TestOidcProvider } from '../../test/oidc-provider';
import { createUser } from '../auth/accounts';

// Three real providers: the main single sign-on for development hosts (`dev`), the same for
// production hosts (`prod`), and a third-party login (`gitee`). The portal is driven through
// inject, whose requests carry Host: localhost:80 (origin http://localhost) unless a test sets another.
const PORTAL = 'http://localhost';
const PROD_HOST = 'portal.example.com';
const CLIENT = { client_id: 'occ-portal', client_secret: 'portal-secret' };

let ctx: TestContext;
let dev: TestOidcProvider;
let prod: TestOidcProvider;
let gitee: TestOidcProvider;

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

/** One browser against this file's portal. */
class Browser extends CookieBrowser {
  constructor(sessionToken?: string) {
    super(ctx.app, sessionToken);
  }
}

const issuerOf = { sso: () => dev.issuer, gitee: () => gitee.issuer };

/** Starts at /api/redirect-url, signs in at the provider as `login`, comes back to /callback. */
async function ssoRound(
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

async function currentUser(browser: Browser) {
  const res = await browser.get('/api/base/user/getCurrentUserInfo');
  return res.statusCode === 200 ? (res.json().result as { id: string; username: string }) : null;
}

const uniqueLogin = () => `idp${crypto.randomBytes(3).toString('hex')}`;

describe('sso.providers', () => {
  it('lists the main single sign-on first, labelled in the user language, then the third-party ones', async () => {
    const zh = await ctx.app.inject({ method: 'GET', url: '/api/sso/providers' });
    expect(zh.json().result).toEqual([
      { key: 'sso', label: 'OCC 统一身份认证' },
      { key: 'gitee', label: 'Gitee' },
    ]);
    const en = await ctx.app.inject({
      method: 'GET',
      url: '/api/sso/providers',
      headers: { cookie: 'locale=en-US' },
    });
    expect(en.json().result[0]).toEqual({ key: 'sso', label: 'OCC unified account' });
  });
});

describe('sso.redirectUrl', () => {
  it('asks for the code flow with PKCE S256, state and nonce, back to this host', async () => {
    const res = await new Browser().get('/api/redirect-url?redirect=/community/qa');
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().result.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${dev.issuer}/login/oauth/authorize`);
    const p = url.searchParams;
    expect(p.get('response_type')).toBe('code');
    expect(p.get('client_id')).toBe(CLIENT.client_id);
    expect(p.get('redirect_uri')).toBe(`${PORTAL}/callback`);
    expect(p.get('scope')).toContain('openid');
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(p.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(p.get('nonce')).toMatch(/^[\w-]{20,}$/);
    // the state cookie ties the callback to this browser
    const cookie = res.cookies.find((c) => c.name === 'occ_oidc_state');
    expect(cookie).toMatchObject({ value: p.get('state'), httpOnly: true, path: '/callback' });
  });

  it('uses the production identity service for a production page host', async () => {
    const res = await new Browser().get('/api/redirect-url', { host: PROD_HOST });
    const url = new URL(res.json().result.url);
    expect(url.origin).toBe(prod.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(`http://${PROD_HOST}/callback`);
  });

  it('refuses a return address outside this site (open redirect) with a field error', async () => {
    for (const bad of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      'evil',
    ]) {
      const res = await new Browser().get(`/api/redirect-url?redirect=${encodeURIComponent(bad)}`, {
        cookie: 'locale=en-US',
      });
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().result.fields).toEqual([
        { field: 'redirect', message: 'The return address must be a page of this site' },
      ]);
    }
  });

  it('refuses an unknown provider and a bind by a visitor', async () => {
    expect((await new Browser().get('/api/redirect-url?provider=nope')).statusCode).toBe(404);
    const visitorBind = await new Browser().get('/api/redirect-url?intent=bind');
    expect(visitorBind.statusCode).toBe(401);
    expect(visitorBind.json().code).toBe(Code.AUTH_NEED_LOGIN);
  });
});

describe('SSO login of a new identity → /waitregister → register', () => {
  it('registers, signs in, and logs the same identity straight in next time', async () => {
    const login = uniqueLogin();
    const browser = new Browser();
    const { location, callbackPath } = await ssoRound(browser, login, { redirect: '/community/qa?page=2' });
    expect(location).toBe('/waitregister');
    expect(browser.cookies.get('occ_pending')).toBeTruthy();
    expect(await currentUser(browser)).toBeNull();

    // replaying the provider's answer is refused: a state is good once
    const replay = await new Browser().get(callbackPath);
    expect(replay.headers.location).toBe('/auth/login?error=sso');

    const pending = await browser.get('/api/sso/pending');
    expect(pending.json().result).toEqual({
      provider: 'sso',
      label: 'OCC 统一身份认证',
      accountName: login,
      email: `${login}@idp.test`,
    });

    // bad input: field errors in the user's language; the agreement is required
    const bad = await browser.post(
      '/api/sso/pending/register',
      { username: 'a b', agree: false },
      { cookie: `${browser.headers().cookie}; locale=en-US` },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.fields).toEqual(
      expect.arrayContaining([
        { field: 'username', message: 'The username cannot contain spaces' },
        { field: 'agree', message: 'Please read and agree to the user agreement and privacy policy' },
      ]),
    );
    // a taken username is -4 with its own message, and the pending identity survives it
    await createUser(ctx.database.db, { username: `t${login}`.slice(0, 12) });
    const taken = await browser.post('/api/sso/pending/register', {
      username: `t${login}`.slice(0, 12),
      agree: true,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe(Code.ALREADY_REGISTER);
    // no XSRF header → 403
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/pending/register',
      payload: { username: `n${login}`.slice(0, 12), agree: true },
      headers: { cookie: browser.headers().cookie },
    });
    expect(forged.statusCode).toBe(403);

    const username = `n${login}`.slice(0, 12);
    const done = await browser.post('/api/sso/pending/register', { username, agree: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().result).toEqual({ redirect: '/community/qa?page=2' });
    expect(browser.cookies.has('occ_pending')).toBe(false);
    const me = await currentUser(browser);
    expect(me?.username).toBe(username);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, me!.id));
    expect(row!.email).toBe(`${login}@idp.test`);
    expect(row!.nickname).toBe(login);
    expect((await browser.get('/api/sso/pending')).statusCode).toBe(404);

    // second login, another browser: straight in, back to the page it started from
    const again = new Browser();
    const second = await ssoRound(again, login, { redirect: '/news' });
    expect(second.location).toBe('/news');
    expect((await currentUser(again))?.id).toBe(me!.id);
    const token = again.cookies.get(SESSION_COOKIE)!;
    const [session] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(token)));
    expect(session!.method).toBe('sso:sso');
    expect(session!.idToken).toMatch(/^ey/);
  });

  it('keeps an unverified provider e-mail off the account', async () => {
    const browser = new Browser();
    expect((await ssoRound(browser, 'carol')).location).toBe('/waitregister');
    expect((await browser.get('/api/sso/pending')).json().result.email).toBeNull();
  });

  it('answers 404 on the /waitregister calls without a pending identity', async () => {
    const b = new Browser();
    expect((await b.get('/api/sso/pending')).statusCode).toBe(404);
    expect((await b.post('/api/sso/pending/register', { username: 'nobody1', agree: true })).statusCode).toBe(
      404,
    );
    expect((await b.post('/api/sso/pending/bind', { account: 'x1', password: 'y1' })).statusCode).toBe(404);
  });
});

describe('SSO login → /waitregister → bind an existing account', () => {
  it('binds with the account password, answering like login on a wrong one', async () => {
    const owner = await createUser(ctx.database.db, {
      username: `b${crypto.randomBytes(3).toString('hex')}`,
      password: 'Binder#2026',
    });
    const browser = new Browser();
    const login = uniqueLogin();
    expect((await ssoRound(browser, login)).location).toBe('/waitregister');

    const wrong = await browser.post('/api/sso/pending/bind', {
      account: owner.username,
      password: 'Wrong#2026',
    });
    const unknown = await browser.post('/api/sso/pending/bind', {
      account: 'ghost-user',
      password: 'Wrong#2026',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(Code.PASSWORD_OR_CODE_INVALID);
    }
    expect(wrong.json().message).toBe(unknown.json().message);

    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/pending/bind',
      payload: { account: owner.username, password: 'Binder#2026' },
      headers: { cookie: browser.headers().cookie },
    });
    expect(forged.statusCode).toBe(403);

    const ok = await browser.post('/api/sso/pending/bind', {
      account: owner.username,
      password: 'Binder#2026',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result).toEqual({ redirect: '/' });
    expect((await currentUser(browser))?.id).toBe(owner.id);
    const [linked] = await ctx.database.db
      .select()
      .from(identities)
      .where(and(eq(identities.userId, owner.id), eq(identities.provider, 'sso')));
    expect(linked).toMatchObject({ issuer: dev.issuer, subject: login, accountName: login });

    // and the identity now logs straight into that account
    const next = new Browser();
    expect((await ssoRound(next, login)).location).toBe('/');
    expect((await currentUser(next))?.id).toBe(owner.id);
  });
});

describe('the callback refuses what it did not start', () => {
  it('refuses an unknown state, a state from another browser, and a provider error', async () => {
    const b = new Browser();
    b.cookies.set('occ_oidc_state', 'made-up');
    expect((await b.get('/callback?code=abc&state=made-up')).headers.location).toBe('/auth/login?error=sso');

    // a victim's browser must not complete a flow an attacker started (login CSRF)
    const attacker = new Browser();
    const started = await attacker.get('/api/redirect-url');
    const back = new URL(
      await signInAtProvider(started.json().result.url, uniqueLogin(), `${PORTAL}/callback`),
    );
    const victim = new Browser();
    const res = await victim.get(back.pathname + back.search);
    expect(res.headers.location).toBe('/auth/login?error=sso');
    expect(victim.cookies.has('occ_pending')).toBe(false);

    // the provider saying no
    const denied = new Browser();
    const s = new URL((await denied.get('/api/redirect-url')).json().result.url).searchParams.get('state')!;
    const err = await denied.get(`/callback?error=access_denied&state=${s}`);
    expect(err.headers.location).toBe('/auth/login?error=sso');
  });
});

describe('binding a provider from security settings', () => {
  it('binds, refuses the same account for another user, and unbinds but never the last way in', async () => {
    const me = await signIn(ctx);
    const browser = new Browser(/occ_sid=([^;]+)/.exec(me.headers.cookie)![1]);
    const login = uniqueLogin();
    const bound = await ssoRound(browser, login, { provider: 'gitee', intent: 'bind' });
    expect(bound.location).toBe('/bind/success?provider=gitee');
    const list = (await browser.get('/api/base/user/bindings')).json().result;
    expect(list.providers).toEqual([
      { provider: 'sso', label: 'OCC 统一身份认证', bound: false, accountName: null },
      { provider: 'gitee', label: 'Gitee', bound: true, accountName: login },
    ]);

    // the same provider account for someone else: refused
    const other = await signIn(ctx);
    const otherBrowser = new Browser(/occ_sid=([^;]+)/.exec(other.headers.cookie)![1]);
    const refused = await ssoRound(otherBrowser, login, { provider: 'gitee', intent: 'bind' });
    expect(refused.location).toBe('/bind/success?provider=gitee&error=alreadyBound');

    // the wrong user cannot unbind it
    const wrongUser = await otherBrowser.post('/api/base/user/bindings/unbind', {
      kind: 'provider',
      provider: 'gitee',
    });
    expect(wrongUser.statusCode).toBe(404);

    // the signIn user has no password and no contact: gitee is the last way in
    const last = await browser.post('/api/base/user/bindings/unbind', {
      kind: 'provider',
      provider: 'gitee',
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('这是你最后一种登录方式，无法解绑');

    await ctx.database.db
      .update(users)
      .set({ email: `${login}@example.com` })
      .where(eq(users.id, me.userId));
    const unbound = await browser.post('/api/base/user/bindings/unbind', {
      kind: 'provider',
      provider: 'gitee',
    });
    expect(unbound.statusCode, unbound.body).toBe(200);
    expect(unbound.json().result.providers[1]).toMatchObject({ provider: 'gitee', bound: false });
    // its identity is free again: the other user can bind it now
    expect((await ssoRound(otherBrowser, login, { provider: 'gitee', intent: 'bind' })).location).toBe(
      '/bind/success?provider=gitee',
    );
  });
});

describe('sso.userinfo and the two logouts', () => {
  async function issueToken(userId: string, scope: string) {
    const token = crypto.randomBytes(24).toString('base64url');
    await ctx.database.db
      .insert(apiTokens)
      .values({ userId, tokenHash: hashToken(token), clientId: 'occ-desktop', name: 'test', scope });
    return token;
  }

  it('answers OIDC claims for the session and for a bearer token with scope profile', async () => {
    const me = await signIn(ctx);
    await ctx.database.db
      .update(users)
      .set({ email: 'claims@example.com', mobile: '13912345678' })
      .where(eq(users.id, me.userId));
    const bySession = await ctx.app.inject({ method: 'GET', url: '/api/userinfo', headers: me.headers });
    expect(bySession.statusCode).toBe(200);
    expect(bySession.json().result).toEqual({
      sub: me.userId,
      preferred_username: me.username,
      name: me.username,
      email: 'claims@example.com',
      email_verified: true,
      phone_number: '13912345678',
      picture: null,
    });
    const token = await issueToken(me.userId, 'profile lab');
    const byBearer = await ctx.app.inject({
      method: 'GET',
      url: '/api/userinfo',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byBearer.json().result).toEqual(bySession.json().result);

    const labOnly = await issueToken(me.userId, 'lab');
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/userinfo',
          headers: { authorization: `Bearer ${labOnly}` },
        })
      ).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/userinfo' })).statusCode).toBe(401);
  });

  it('GET /api/logout revokes the bearer token and nothing else', async () => {
    const me = await signIn(ctx);
    const token = await issueToken(me.userId, 'profile');
    const bearer = { authorization: `Bearer ${token}` };
    // a cookie session is not ended by a GET
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/logout', headers: me.headers })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/logout' })).statusCode).toBe(401);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/logout', headers: bearer });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ revoked: true });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/userinfo', headers: bearer })).statusCode).toBe(
      401,
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/userinfo', headers: me.headers })).statusCode,
    ).toBe(200);
  });

  it("POST /casdoor/logout ends the session and returns the provider's end-session URL", async () => {
    const login = uniqueLogin();
    const browser = new Browser();
    await ssoRound(browser, login);
    await browser.post('/api/sso/pending/register', { username: `l${login}`.slice(0, 12), agree: true });
    expect(await currentUser(browser)).not.toBeNull();

    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/casdoor/logout',
      headers: { cookie: browser.headers().cookie },
    });
    expect(forged.statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/casdoor/logout', headers: visitorHeaders() }))
        .statusCode,
    ).toBe(401);

    const res = await browser.post('/casdoor/logout', {});
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().result.providerLogoutUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${dev.issuer}/api/logout`);
    expect(url.searchParams.get('id_token_hint')).toMatch(/^ey/);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${PORTAL}/`);
    expect(await currentUser(browser)).toBeNull();
    // the provider accepts it (its sign-out confirmation page)
    const atProvider = await fetch(url, { redirect: 'manual' });
    expect(atProvider.status).toBe(200);
    expect(await atProvider.text()).toContain('logout');

    // a password session has no provider to leave
    const plain = await signIn(ctx);
    const plainOut = await ctx.app.inject({ method: 'POST', url: '/casdoor/logout', headers: plain.headers });
    expect(plainOut.json().result).toEqual({ providerLogoutUrl: null });
  });
});
