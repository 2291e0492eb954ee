import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@occ/shared';
import { apiTokens, sessions } from '../db/schema';
import { createTestApp, signIn, type TestContext } from '../test/harness';
import { hashToken } from './session';

// Spec §4: "please log in" says why — never logged in (-101014), a session past its idle or
// absolute limit (-2, "Login information is invalid"), a revoked bearer token (-101012).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { SESSION_IDLE_MINUTES: '30' } });
});
afterAll(() => ctx.close());

const me = (headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/base/user/getCurrentUserInfo',
    headers: { ...headers, 'accept-language': 'en-US' },
  });
const sessionIdOf = (cookie: string) => hashToken(/occ_sid=([^;]+)/.exec(cookie)![1]!);

describe('session-lost codes', () => {
  it('answers -101014 to a visitor and to an unknown session cookie', async () => {
    expect((await me({})).json()).toMatchObject({ code: Code.AUTH_NEED_LOGIN, success: false });
    const unknown = await me({ cookie: 'occ_sid=never-issued' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe(Code.AUTH_NEED_LOGIN);
  });

  it('answers -2 "Login information is invalid" once the idle limit has passed', async () => {
    const user = await signIn(ctx);
    expect((await me(user.headers)).statusCode).toBe(200);
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.id, sessionIdOf(user.headers.cookie)));
    const res = await me(user.headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: Code.LOGIN_TIMEOUT,
      success: false,
      message: 'Login information is invalid',
    });
    // any guarded call says the same
    const guarded = await ctx.app.inject({
      method: 'GET',
      url: '/api/base/user/tokens',
      headers: user.headers,
    });
    expect(guarded.json().code).toBe(Code.LOGIN_TIMEOUT);
  });

  it('answers -2 once the absolute limit has passed', async () => {
    const user = await signIn(ctx);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionIdOf(user.headers.cookie)));
    expect((await me(user.headers)).json().code).toBe(Code.LOGIN_TIMEOUT);
  });

  it('answers -101012 "token invalid, please log on again" to a revoked bearer token', async () => {
    const user = await signIn(ctx);
    const token = crypto.randomBytes(24).toString('base64url');
    const [row] = await ctx.database.db
      .insert(apiTokens)
      .values({
        userId: user.userId,
        tokenHash: hashToken(token),
        clientId: 'test',
        name: 'test',
        scope: 'profile',
      })
      .returning({ id: apiTokens.id });
    const bearer = { authorization: `Bearer ${token}` };
    expect((await me(bearer)).statusCode).toBe(200);
    await ctx.database.db.update(apiTokens).set({ revokedAt: new Date() }).where(eq(apiTokens.id, row!.id));
    const res = await me(bearer);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: Code.AUTH_TOKEN_INVALID,
      message: 'token invalid, please log on again',
    });
  });
});

describe('staff debug mode (spec §3)', () => {
  const ask = (headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/base/user/getCurrentUserInfo',
      headers: { ...headers, 'x-occ-debug': '1' },
    });

  it('sends the request id, server time and duration to an administrator who asks', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const res = await ask(admin.headers);
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(new Date(String(res.headers['x-server-time'])).getTime()).not.toBeNaN();
    expect(res.headers['server-timing']).toMatch(/^app;dur=[\d.]+$/);
    // not asked: nothing extra (the request id itself is on every answer, for support: issue 22)
    expect((await me(admin.headers)).headers['x-server-time']).toBeUndefined();
  });

  it('sends nothing to a user or a visitor, whatever they ask', async () => {
    const user = await signIn(ctx);
    for (const headers of [user.headers, {}]) {
      const res = await ask(headers);
      expect(res.headers['x-server-time']).toBeUndefined();
      expect(res.headers['server-timing']).toBeUndefined();
    }
  });
});
