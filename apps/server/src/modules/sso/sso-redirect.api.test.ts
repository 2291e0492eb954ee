import { describe, expect, it } from 'vitest';
import { Code } from '@occ/shared';
import { signInAtProvider } from '../../test/oidc-provider';
import { useSsoApp, PORTAL, PROD_HOST, CLIENT, ctx, dev, prod, Browser, uniqueLogin } from './sso-api-setup';

// Single sign-on: the providers, the redirect to them, and what the callback refuses.

useSsoApp();

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
    expect(err.headers.location).toBe(`/auth/login?error=sso&code=${Code.AUTH_FAIL}`);
  });
});

describe('business codes of the callback (spec §4)', () => {
  it('answers -1001021009 to a callback without a login code, -1 to a refused sign-in', async () => {
    const b = new Browser();
    const none = await b.get('/callback');
    expect(none.headers.location).toBe(`/auth/login?error=sso&code=${Code.MISSING_LOGIN_CODE}`);
    const json = await ctx.app.inject({
      method: 'GET',
      url: '/callback?state=x',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(401);
    expect(json.json()).toMatchObject({ code: Code.MISSING_LOGIN_CODE, success: false });

    const s = new URL((await b.get('/api/redirect-url')).json().result.url).searchParams.get('state')!;
    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/callback?error=access_denied&state=${s}`,
      headers: { ...b.headers(), accept: 'application/json', 'accept-language': 'en-US' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: Code.AUTH_FAIL, success: false });
  });
});
