import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttleCounters, users } from '../../db/schema';
import { createTestApp, visitorHeaders, type TestContext } from '../../test/harness';
import {
  asSession,
  codeFor,
  get,
  passwordLogin,
  post,
  registerUser,
  sessionCookie,
  solveCaptcha,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueMobile,
  uniqueUsername,
} from './auth-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { LOGIN_MAX_FAILURES: '3', LOGIN_WINDOW_MINUTES: '15' } });
});
afterAll(() => ctx.close());

const me = (token: string) => get(ctx, '/api/base/user/getCurrentUserInfo', asSession(token));
const login = (body: Record<string, unknown>, headers: Record<string, string> = visitorHeaders()) =>
  post(ctx, '/api/base/auth/login', body, headers);

describe('auth.login with a password and graphic code', () => {
  it('accepts the username, the mobile number and the e-mail address', async () => {
    const mobile = uniqueMobile();
    const a = await registerUser(ctx, { target: mobile });
    const b = await registerUser(ctx);
    for (const [account, id] of [
      [a.username, a.user.id],
      [`+86${mobile}`, a.user.id],
      [b.target.toUpperCase(), b.user.id],
    ] as const) {
      const res = await passwordLogin(ctx, account, STRONG_PASSWORD);
      expect(res.statusCode, `${account}: ${res.body}`).toBe(200);
      expect(res.json().result.id).toBe(id);
      expect((await me(sessionCookie(res)!)).json().result.id).toBe(id);
    }
  });

  it('gives the same answer for an unknown account and a wrong password', async () => {
    const u = await registerUser(ctx);
    const unknown = await passwordLogin(ctx, 'nobody_here', STRONG_PASSWORD);
    const wrong = await passwordLogin(ctx, u.username, 'Wrong#Pass1');
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toMatchObject({ code: -102016, message: '账号或密码错误' });
  });

  it('refuses a wrong graphic code, and the code cannot be tried twice', async () => {
    const u = await registerUser(ctx);
    const { captchaId, captchaCode } = await solveCaptcha(ctx);
    const wrong = await login(
      {
        type: 'password',
        account: u.username,
        password: STRONG_PASSWORD,
        captchaId,
        captchaCode: `${captchaCode}x`,
      },
      { ...visitorHeaders(), 'accept-language': 'en-US' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: -102016,
      message: 'The verification code parameter is abnormal',
    });
    const reused = await login({
      type: 'password',
      account: u.username,
      password: STRONG_PASSWORD,
      captchaId,
      captchaCode,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('验证码已过期，已为你自动更新');
  });

  it('accepts the graphic code in any letter case and draws it as paths, not text', async () => {
    const u = await registerUser(ctx);
    const made = await post(ctx, '/api/base/auth/captcha', {});
    const { captchaId, svg, expiresIn } = made.json().result;
    expect(svg).toMatch(/^<svg[\s\S]*<path/);
    expect(svg).not.toMatch(/<text/);
    expect(expiresIn).toBe(120);
    const answer = (await get(ctx, `/api/dev/captcha/${captchaId}`)).json().result.answer as string;
    expect(svg).not.toContain(answer);
    const res = await login({
      type: 'password',
      account: u.username,
      password: STRONG_PASSWORD,
      captchaId,
      captchaCode: answer.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
  });

  it('changes the session id at login and destroys the one the browser carried', async () => {
    const u = await registerUser(ctx);
    const res = await passwordLogin(ctx, u.username, STRONG_PASSWORD, asSession(u.token));
    const fresh = sessionCookie(res)!;
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(u.token);
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('throttles failures per account (429 with Retry-After) until the window ends; success clears it', async () => {
    const u = await registerUser(ctx);
    for (let i = 0; i < 3; i++)
      expect((await passwordLogin(ctx, u.username, 'Wrong#Pass1')).statusCode).toBe(400);
    // even the right password waits: the window is full (typed as the e-mail, same account)
    const blocked = await passwordLogin(ctx, u.target, STRONG_PASSWORD, {
      ...visitorHeaders(),
      'accept-language': 'en-US',
    });
    expect(blocked.statusCode).toBe(429);
    const seconds = Number(blocked.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json().message).toBe(`Too many failed attempts, please try again in ${seconds} seconds`);

    // code login is not gated by password failures: the owner is never locked out
    const code = await codeFor(ctx, u.target, 'login');
    expect((await login({ type: 'code', target: u.target, code })).statusCode).toBe(200);

    // the window passes
    await ctx.database.db
      .update(throttleCounters)
      .set({ windowStart: sql`${throttleCounters.windowStart} - interval '15 minutes'` })
      .where(eq(throttleCounters.key, `login:user:${u.user.id}`));
    expect((await passwordLogin(ctx, u.username, STRONG_PASSWORD)).statusCode).toBe(200);
    // the success cleared the account counter
    const left = await ctx.database.db
      .select()
      .from(throttleCounters)
      .where(eq(throttleCounters.key, `login:user:${u.user.id}`));
    expect(left).toEqual([]);
  });

  it('throttles failures per IP at four times the account limit', async () => {
    const ip = { remoteAddress: '203.0.113.9' };
    const attempt = async (account: string, password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/base/auth/login',
        headers: visitorHeaders(),
        payload: { type: 'password', account, password, ...(await solveCaptcha(ctx)) },
        ...ip,
      });
    for (let i = 0; i < 12; i++) expect((await attempt(`ghost${i}`, 'Wrong#Pass1')).statusCode).toBe(400);
    const u = await registerUser(ctx);
    expect((await attempt(u.username, STRONG_PASSWORD)).statusCode).toBe(429);
    // another address is not affected
    expect((await passwordLogin(ctx, u.username, STRONG_PASSWORD)).statusCode).toBe(200);
    await ctx.database.db.delete(throttleCounters).where(like(throttleCounters.key, 'login:ip:203.0.113.9'));
  });

  it('refuses a request without the XSRF header (403)', async () => {
    const res = await login(
      { type: 'code', target: uniqueEmail(), code: '123456' },
      { cookie: visitorHeaders().cookie },
    );
    expect(res.statusCode).toBe(403);
  });

  it('answers 422 naming missing fields', async () => {
    const res = await login({ type: 'password' }, { ...visitorHeaders(), 'accept-language': 'en-US' });
    expect(res.statusCode).toBe(422);
    expect(res.json().result.fields.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining(['account', 'password', 'captchaId', 'captchaCode']),
    );
  });
});

describe('auth.login with a one-time code', () => {
  it('signs in a registered mobile number with a login code, once', async () => {
    const mobile = uniqueMobile();
    const u = await registerUser(ctx, { target: mobile });
    const code = await codeFor(ctx, mobile, 'login');
    const res = await login({ type: 'code', target: mobile, code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.id).toBe(u.user.id);
    const reused = await login({ type: 'code', target: mobile, code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: -102016, message: '验证码错误或已过期' });
  });

  it('asks an unknown target to agree (code -3) without using the code, then registers it (quick login)', async () => {
    const email = uniqueEmail();
    const code = await codeFor(ctx, email, 'login');
    const ask = await login(
      { type: 'code', target: email, code },
      { ...visitorHeaders(), 'accept-language': 'en-US' },
    );
    expect(ask.statusCode).toBe(200);
    expect(ask.json()).toEqual({
      code: -3,
      success: false,
      result: null,
      message: 'This account is not registered yet; agree to the terms to create it',
    });
    expect(sessionCookie(ask)).toBeNull();

    const quick = await login({ type: 'code', target: email, code, agree: true });
    expect(quick.statusCode, quick.body).toBe(200);
    const created = quick.json().result;
    expect(created.username).toMatch(/^u_[0-9a-f]{8}$/);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, created.id));
    expect(row).toMatchObject({ email, passwordHash: null, mobile: null });
    expect((await me(sessionCookie(quick)!)).json().result.id).toBe(created.id);
  });

  it('does not say "not registered" for a wrong code (no enumeration)', async () => {
    const email = uniqueEmail();
    const code = await codeFor(ctx, email, 'login');
    const res = await login({ type: 'code', target: email, code: code === '999999' ? '888888' : '999999' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(-102016);
  });
});

describe('auth.logout', () => {
  it('ends the session: the old cookie is logged out (-101014)', async () => {
    const u = await registerUser(ctx);
    expect((await post(ctx, '/api/base/auth/logout', {}, asSession(u.token))).statusCode).toBe(200);
    const after = await me(u.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(-101014);
  });

  it('refuses a request without the XSRF header (403) and keeps the session', async () => {
    const u = await registerUser(ctx);
    const { 'x-xsrf-token': _omit, ...noHeader } = asSession(u.token);
    expect((await post(ctx, '/api/base/auth/logout', {}, noHeader)).statusCode).toBe(403);
    expect((await me(u.token)).statusCode).toBe(200);
  });
});

describe('concurrent registrations', () => {
  it('one of two racing sign-ups with the same username wins, the other gets -4', async () => {
    const username = uniqueUsername();
    const a = uniqueEmail();
    const b = uniqueEmail();
    const [codeA, codeB] = [await codeFor(ctx, a, 'register'), await codeFor(ctx, b, 'register')];
    const body = (target: string, code: string) => ({
      username,
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      target,
      code,
      agree: true,
    });
    const results = await Promise.all([
      post(ctx, '/api/base/user/register', body(a, codeA)),
      post(ctx, '/api/base/user/register', body(b, codeB)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toMatchObject({
      code: -4,
      message: '该用户名已被注册',
    });
  });
});
