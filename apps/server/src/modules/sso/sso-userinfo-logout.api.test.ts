import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokens, users } from '../../db/schema';
import { hashToken } from '../../platform/session';
import { signIn, visitorHeaders } from '../../test/harness';
import { useSsoApp, PORTAL, ctx, dev, Browser, ssoRound, currentUser, uniqueLogin } from './sso-api-setup';

// Single sign-on: the OIDC userinfo and the two logouts.

useSsoApp();

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
