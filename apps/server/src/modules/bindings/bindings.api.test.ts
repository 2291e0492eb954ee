import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@occ/shared';
import { apiTokens, users } from '../../db/schema';
import { createSession, hashToken } from '../../platform/session';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { createUser } from '../auth/accounts';
import {
  asSession,
  readCode,
  registerUser,
  requestCode,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueMobile,
} from '../auth/auth-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { LOGIN_MAX_FAILURES: '3' } });
});
afterAll(() => ctx?.close());

type Headers = Record<string, string>;
const post = (url: string, payload: object, headers: Headers) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Headers = {}) => ctx.app.inject({ method: 'GET', url, headers });
const en = (h: Headers) => ({ ...h, cookie: `${h.cookie}; locale=en-US` });

/** Sends a code of scene bind to `target` as the user and returns it from the outbox. */
async function bindCode(headers: Headers, target: string) {
  const sent = await requestCode(ctx, target, 'bind', headers);
  expect(sent.statusCode, sent.body).toBe(200);
  return readCode(ctx, target);
}

/** A user without a password (came through single sign-on), with the given contacts. */
async function passwordless(contacts: { email?: string; mobile?: string }) {
  const user = await createUser(ctx.database.db, contacts);
  return { user, headers: asSession(await createSession(ctx.database.db, ctx.config, user.id)) };
}

describe('bindings.list', () => {
  it('shows the own contacts and whether a password exists', async () => {
    const { token, target } = await registerUser(ctx);
    const res = await get('/api/base/user/bindings', asSession(token));
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ email: target, mobile: null, hasPassword: true, providers: [] });
  });

  it('refuses a visitor (401) and a bearer token (403)', async () => {
    expect((await get('/api/base/user/bindings')).statusCode).toBe(401);
    const me = await signIn(ctx);
    const token = crypto.randomBytes(24).toString('base64url');
    await ctx.database.db.insert(apiTokens).values({
      userId: me.userId,
      tokenHash: hashToken(token),
      clientId: 'occ-desktop',
      name: 't',
      scope: 'profile',
    });
    expect((await get('/api/base/user/bindings', { authorization: `Bearer ${token}` })).statusCode).toBe(403);
    const change = await post(
      '/api/base/user/bindings/unbind',
      { kind: 'email' },
      { authorization: `Bearer ${token}` },
    );
    expect(change.statusCode).toBe(403);
  });
});

describe('bindings.bind', () => {
  it('binds a mobile with its code after the current password', async () => {
    const { token, user } = await registerUser(ctx);
    const headers = asSession(token);
    const mobile = uniqueMobile();
    const code = await bindCode(headers, mobile);

    const noPassword = await post(
      '/api/base/user/bindings/bind',
      { kind: 'mobile', target: mobile, code },
      en(headers),
    );
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.json().result.fields).toEqual([
      { field: 'password', message: 'Please confirm your current password first' },
    ]);
    const wrong = await post(
      '/api/base/user/bindings/bind',
      { kind: 'mobile', target: mobile, code, password: 'Wrong#Pass1' },
      en(headers),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe(Code.PASSWORD_OR_CODE_INVALID);
    expect(wrong.json().result.fields).toEqual([
      { field: 'password', message: 'The current password is wrong' },
    ]);
    const badCode = await post(
      '/api/base/user/bindings/bind',
      {
        kind: 'mobile',
        target: mobile,
        code: code === '000000' ? '111111' : '000000',
        password: STRONG_PASSWORD,
      },
      headers,
    );
    expect(badCode.json().code).toBe(Code.PASSWORD_OR_CODE_INVALID);

    // the wrong password did not use up the code
    const ok = await post(
      '/api/base/user/bindings/bind',
      { kind: 'mobile', target: `+86${mobile}`, code, password: STRONG_PASSWORD },
      headers,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result.mobile).toBe(mobile);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.mobile).toBe(mobile);
    // single use
    const again = await post(
      '/api/base/user/bindings/bind',
      { kind: 'mobile', target: mobile, code, password: STRONG_PASSWORD },
      headers,
    );
    expect(again.json().code).toBe(Code.PASSWORD_OR_CODE_INVALID);
  });

  it('changes the e-mail, refusing one another user has (-4)', async () => {
    const { token } = await registerUser(ctx);
    const other = await registerUser(ctx);
    const headers = asSession(token);

    const takenCode = await bindCode(headers, other.target);
    const taken = await post(
      '/api/base/user/bindings/bind',
      { kind: 'email', target: other.target, code: takenCode, password: STRONG_PASSWORD },
      en(headers),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe(Code.ALREADY_REGISTER);
    expect(taken.json().result.fields).toEqual([
      { field: 'target', message: 'This e-mail address is already registered' },
    ]);

    const fresh = uniqueEmail();
    const code = await bindCode(headers, fresh);
    const ok = await post(
      '/api/base/user/bindings/bind',
      { kind: 'email', target: fresh.toUpperCase(), code, password: STRONG_PASSWORD },
      headers,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result.email).toBe(fresh);
  });

  it('needs no password from a user who has none', async () => {
    const { headers } = await passwordless({ email: uniqueEmail() });
    const mobile = uniqueMobile();
    const code = await bindCode(headers, mobile);
    const ok = await post('/api/base/user/bindings/bind', { kind: 'mobile', target: mobile, code }, headers);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result).toMatchObject({ mobile, hasPassword: false });
  });

  it('answers 422 naming the field for bad input', async () => {
    const { token } = await registerUser(ctx);
    const headers = en(asSession(token));
    const mismatch = await post(
      '/api/base/user/bindings/bind',
      { kind: 'email', target: uniqueMobile(), code: '123456', password: STRONG_PASSWORD },
      headers,
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().result.fields).toEqual([
      { field: 'target', message: 'Please enter a correct e-mail address' },
    ]);
    const bad = await post(
      '/api/base/user/bindings/bind',
      { kind: 'mobile', target: '1234', code: '12' },
      headers,
    );
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .result.fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['code', 'target']);
  });

  it('pauses re-authentication after repeated wrong passwords (429 with when to retry)', async () => {
    const { token } = await registerUser(ctx);
    const headers = asSession(token);
    const body = { kind: 'mobile', target: uniqueMobile(), code: '123456', password: 'Wrong#Pass1' };
    for (let i = 0; i < 3; i++)
      expect((await post('/api/base/user/bindings/bind', body, headers)).statusCode).toBe(400);
    const paused = await post(
      '/api/base/user/bindings/bind',
      { ...body, password: STRONG_PASSWORD },
      headers,
    );
    expect(paused.statusCode).toBe(429);
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('bindings.unbind', () => {
  it('unbinds a contact of a user with a password (username + password stays a way in)', async () => {
    const { token, target } = await registerUser(ctx);
    const headers = asSession(token);
    const none = await post(
      '/api/base/user/bindings/unbind',
      { kind: 'mobile', password: STRONG_PASSWORD },
      headers,
    );
    expect(none.statusCode).toBe(404);
    const noPassword = await post('/api/base/user/bindings/unbind', { kind: 'email' }, headers);
    expect(noPassword.statusCode).toBe(422);
    const ok = await post(
      '/api/base/user/bindings/unbind',
      { kind: 'email', password: STRONG_PASSWORD },
      headers,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result.email).toBeNull();
    // the address is free for someone else now
    expect((await ctx.database.db.select().from(users).where(eq(users.email, target))).length).toBe(0);
  });

  it('never removes the last way to log in of a user without a password', async () => {
    const email = uniqueEmail();
    const mobile = uniqueMobile();
    const { headers } = await passwordless({ email, mobile });
    const first = await post('/api/base/user/bindings/unbind', { kind: 'mobile' }, headers);
    expect(first.statusCode, first.body).toBe(200);
    const last = await post('/api/base/user/bindings/unbind', { kind: 'email' }, en(headers));
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('This is your last way to log in and cannot be unbound');
    expect((await get('/api/base/user/bindings', headers)).json().result.email).toBe(email);
  });

  it("touches only the caller's own bindings", async () => {
    const a = await registerUser(ctx);
    const b = await registerUser(ctx, { password: 'Other#Pass77' });
    const res = await post(
      '/api/base/user/bindings/unbind',
      { kind: 'email', password: b.password },
      asSession(b.token),
    );
    expect(res.statusCode).toBe(200);
    expect((await get('/api/base/user/bindings', asSession(a.token))).json().result.email).toBe(a.target);
    // b's password does not re-authenticate a
    const cross = await post(
      '/api/base/user/bindings/unbind',
      { kind: 'email', password: b.password },
      asSession(a.token),
    );
    expect(cross.statusCode).toBe(400);
    expect((await get('/api/base/user/bindings', asSession(a.token))).json().result.email).toBe(a.target);
  });

  it('refuses a visitor (401) and a request without the XSRF header (403)', async () => {
    const { token } = await registerUser(ctx);
    const noXsrf = { cookie: asSession(token).cookie! };
    for (const [url, body] of [
      ['/api/base/user/bindings/bind', { kind: 'mobile', target: uniqueMobile(), code: '123456' }],
      ['/api/base/user/bindings/unbind', { kind: 'email' }],
    ] as const) {
      expect((await post(url, body, visitorHeaders())).statusCode, url).toBe(401);
      expect((await post(url, body, noXsrf)).statusCode, url).toBe(403);
    }
  });
});
