import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, sessions } from '../../db/schema';
import { hashToken } from '../../platform/session';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import {
  asSession,
  codeFor,
  get,
  passwordLogin,
  post,
  registerUser,
  requestCode,
  sessionCookie,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueMobile,
} from './auth-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const me = (token: string) => get(ctx, '/api/base/user/getCurrentUserInfo', asSession(token));
const listOf = (token: string) => get(ctx, '/api/base/user/sessions', asSession(token));
const noXsrf = (token: string) => {
  const { 'x-xsrf-token': _omit, ...rest } = asSession(token);
  return rest;
};

/** A registered user signed in on two more "devices". */
async function userOnThreeDevices() {
  const u = await registerUser(ctx);
  const second = sessionCookie(await passwordLogin(ctx, u.username, STRONG_PASSWORD))!;
  const third = sessionCookie(await passwordLogin(ctx, u.username, STRONG_PASSWORD))!;
  return { ...u, second, third };
}

describe('sessions.list', () => {
  it("lists the user's live sessions newest first with the current one flagged", async () => {
    const u = await userOnThreeDevices();
    const res = await listOf(u.second);
    expect(res.statusCode).toBe(200);
    const items = res.json().result as { id: string; current: boolean; createdAt: string }[];
    expect(items).toHaveLength(3);
    expect(items.filter((s) => s.current)).toHaveLength(1);
    const times = items.map((s) => s.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // the listed ids are not the stored ones (which key the session table)
    const stored = await ctx.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, u.user.id));
    expect(items.map((s) => s.id)).not.toContain(stored[0]!.id);
  });

  it('refuses a visitor (401) and shows a user only their own sessions', async () => {
    expect((await get(ctx, '/api/base/user/sessions')).statusCode).toBe(401);
    const a = await registerUser(ctx);
    const b = await signIn(ctx);
    const bList = (await get(ctx, '/api/base/user/sessions', b.headers)).json().result;
    expect(bList).toHaveLength(1);
    const aIds = (await listOf(a.token)).json().result.map((s: { id: string }) => s.id);
    expect(aIds).not.toContain(bList[0].id);
  });

  it('refuses a desktop-tool bearer token (403): managing sessions needs the browser session', async () => {
    const u = await registerUser(ctx);
    const token = crypto.randomBytes(24).toString('base64url');
    await ctx.database.db.insert(apiTokens).values({
      userId: u.user.id,
      tokenHash: hashToken(token),
      clientId: 'cdk',
      name: 'CDK',
      scope: 'openid profile',
    });
    const res = await get(ctx, '/api/base/user/sessions', { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(403);
  });
});

describe('sessions.revoke', () => {
  it('ends one own session by id', async () => {
    const u = await userOnThreeDevices();
    const items = (await listOf(u.token)).json().result as { id: string; current: boolean }[];
    const target = items.find((s) => !s.current)!;
    const res = await post(ctx, '/api/base/user/sessions/revoke', { id: target.id }, asSession(u.token));
    expect(res.json()).toMatchObject({ success: true, result: { revoked: 1 } });
    const left = (await listOf(u.token)).json().result.map((s: { id: string }) => s.id);
    expect(left).toHaveLength(2);
    expect(left).not.toContain(target.id);
  });

  it("refuses another user's session id (404) and leaves it alive", async () => {
    const victim = await registerUser(ctx);
    const victimSession = (await listOf(victim.token)).json().result[0].id;
    const attacker = await signIn(ctx);
    const res = await post(ctx, '/api/base/user/sessions/revoke', { id: victimSession }, attacker.headers);
    expect(res.statusCode).toBe(404);
    expect((await me(victim.token)).statusCode).toBe(200);
  });

  it('ends every other session with {others: true} and keeps the current one', async () => {
    const u = await userOnThreeDevices();
    const res = await post(ctx, '/api/base/user/sessions/revoke', { others: true }, asSession(u.third));
    expect(res.json().result).toEqual({ revoked: 2 });
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await me(u.second)).statusCode).toBe(401);
    expect((await me(u.third)).statusCode).toBe(200);
  });

  it('refuses a visitor (401), a bad body (422) and a missing XSRF header (403)', async () => {
    expect((await post(ctx, '/api/base/user/sessions/revoke', { others: true })).statusCode).toBe(401);
    const u = await registerUser(ctx);
    expect(
      (await post(ctx, '/api/base/user/sessions/revoke', { others: false }, asSession(u.token))).statusCode,
    ).toBe(422);
    expect(
      (await post(ctx, '/api/base/user/sessions/revoke', { others: true }, noXsrf(u.token))).statusCode,
    ).toBe(403);
  });
});

describe('users.changePassword', () => {
  const change = (token: string, oldPassword: string, password: string, extra: Record<string, string> = {}) =>
    post(
      ctx,
      '/api/base/user/password',
      { oldPassword, password, confirmPassword: password },
      { ...asSession(token), ...extra },
    );

  it('checks the current password, keeps this session and reports the others', async () => {
    const u = await userOnThreeDevices();
    const wrong = await change(u.token, 'Not#ThePass1', 'Brand#New77', { 'accept-language': 'en-US' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: -102016,
      message: 'The current password is wrong',
      result: { fields: [{ field: 'oldPassword', message: 'The current password is wrong' }] },
    });

    const res = await change(u.token, STRONG_PASSWORD, 'Brand#New77');
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ otherSessions: 2 });
    expect((await me(u.token)).statusCode).toBe(200);
    expect((await passwordLogin(ctx, u.username, STRONG_PASSWORD)).statusCode).toBe(400);
    expect((await passwordLogin(ctx, u.username, 'Brand#New77')).statusCode).toBe(200);
  });

  it('lets an account without a password (code sign-up) set its first one', async () => {
    const email = uniqueEmail();
    const code = await codeFor(ctx, email, 'login');
    const quick = await post(ctx, '/api/base/auth/login', { type: 'code', target: email, code, agree: true });
    const token = sessionCookie(quick)!;
    const res = await change(token, '-', 'First#Pass9');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ otherSessions: 0 });
    expect((await passwordLogin(ctx, email, 'First#Pass9')).statusCode).toBe(200);
  });

  it('applies the password rules with field messages (422)', async () => {
    const u = await registerUser(ctx);
    const weak = await change(u.token, STRONG_PASSWORD, 'abc123');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().result.fields).toEqual([{ field: 'password', message: '该密码过于常见，请换一个' }]);
    const spaced = await change(u.token, STRONG_PASSWORD, 'Has space1', { 'accept-language': 'en-US' });
    expect(spaced.json().result.fields).toEqual([
      { field: 'password', message: 'The password cannot contain spaces' },
    ]);
  });

  it('refuses a visitor (401) and a missing XSRF header (403)', async () => {
    expect(
      (
        await post(ctx, '/api/base/user/password', {
          oldPassword: 'x',
          password: 'Brand#New77',
          confirmPassword: 'Brand#New77',
        })
      ).statusCode,
    ).toBe(401);
    const u = await registerUser(ctx);
    const res = await post(
      ctx,
      '/api/base/user/password',
      { oldPassword: STRONG_PASSWORD, password: 'Brand#New77', confirmPassword: 'Brand#New77' },
      noXsrf(u.token),
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('auth.resetPassword', () => {
  const reset = (
    target: string,
    code: string,
    password: string,
    headers: Record<string, string> = visitorHeaders(),
  ) =>
    post(ctx, '/api/base/auth/resetPassword', { target, code, password, confirmPassword: password }, headers);

  it('sets a new password with a reset code and ends every session of the account', async () => {
    const mobile = uniqueMobile();
    const u = await registerUser(ctx, { target: mobile });
    const other = sessionCookie(await passwordLogin(ctx, mobile, STRONG_PASSWORD))!;
    const code = await codeFor(ctx, mobile, 'reset');
    const res = await reset(mobile, code, 'Reset#Pass55');
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await passwordLogin(ctx, u.username, 'Reset#Pass55')).statusCode).toBe(200);
    // the code worked once
    expect((await reset(mobile, code, 'Again#Pass66')).json().code).toBe(-102016);
  });

  it('refuses a login code, a wrong code and an address without an account', async () => {
    const u = await registerUser(ctx);
    const loginCode = await codeFor(ctx, u.target, 'login');
    expect((await reset(u.target, loginCode, 'Reset#Pass55')).json().code).toBe(-101020);
    const code = await codeFor(ctx, u.target, 'reset');
    const wrongForKnown = await reset(u.target, code === '000000' ? '111111' : '000000', 'Reset#Pass55');
    // an address without an account gets the same answers as one with (nothing tells them apart)
    const stranger = uniqueEmail();
    expect((await requestCode(ctx, stranger, 'reset')).statusCode).toBe(200);
    const wrongForStranger = await reset(stranger, '000000', 'Reset#Pass55');
    expect(wrongForKnown.statusCode).toBe(400);
    expect(wrongForStranger.json()).toEqual(wrongForKnown.json());
  });

  it('answers 422 for a mismatch and refuses a missing XSRF header (403)', async () => {
    const mismatch = await post(ctx, '/api/base/auth/resetPassword', {
      target: uniqueEmail(),
      code: '123456',
      password: 'Reset#Pass55',
      confirmPassword: 'Reset#Pass56',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().result.fields).toEqual([
      { field: 'confirmPassword', message: '两次输入的密码不一致' },
    ]);
    expect(
      (await reset(uniqueEmail(), '123456', 'Reset#Pass55', { cookie: visitorHeaders().cookie })).statusCode,
    ).toBe(403);
  });
});
