import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceAuthorizations } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { DEVICE_GRANT_TYPE } from './routes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

async function startDevice(fields: Record<string, string> = { client_id: 'occ-desktop' }) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/oauth/device/code', ...form(fields) });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    device_code: string;
    user_code: string;
    verification_uri: string;
    verification_uri_complete: string;
    expires_in: number;
    interval: number;
  };
}

const pollToken = (deviceCode: string, clientId = 'occ-desktop') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    ...form({ grant_type: DEVICE_GRANT_TYPE, device_code: deviceCode, client_id: clientId }),
  });

/** Lets the next poll count as on time (instead of sleeping through the interval). */
const forgetLastPoll = (userCode: string) =>
  ctx.database.db
    .update(deviceAuthorizations)
    .set({ lastPolledAt: null })
    .where(eq(deviceAuthorizations.userCode, userCode));

const approve = (headers: Record<string, string>, userCode: string, yes = true) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/oauth/device/approve',
    headers,
    payload: { userCode, approve: yes },
  });

describe('device authorization grant (RFC 8628)', () => {
  it('runs end to end: start, pending, slow_down, approve, token, bearer call, list, revoke', async () => {
    const started = await startDevice();
    expect(started.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    expect(started.verification_uri).toBe(`${ctx.config.publicUrl}/auth/cdk/login`);
    expect(started.verification_uri_complete).toBe(
      `${started.verification_uri}?user_code=${started.user_code}`,
    );
    expect(started).toMatchObject({ expires_in: 600, interval: 5 });

    const pending = await pollToken(started.device_code);
    expect(pending.statusCode).toBe(400);
    expect(pending.json()).toEqual({ error: 'authorization_pending' });
    expect(pending.headers['cache-control']).toBe('no-store');
    // polling again at once is faster than the interval
    expect((await pollToken(started.device_code)).json()).toEqual({ error: 'slow_down' });
    const [row] = await ctx.database.db
      .select({ interval: deviceAuthorizations.interval })
      .from(deviceAuthorizations)
      .where(eq(deviceAuthorizations.userCode, started.user_code));
    expect(row!.interval).toBe(10);

    const owner = await signIn(ctx);
    // the user types the code in lower case without the dash
    const typed = started.user_code.toLowerCase().replace('-', '');
    const lookup = await ctx.app.inject({
      method: 'GET',
      url: `/api/oauth/device/lookup?userCode=${typed}`,
      headers: owner.headers,
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().result).toMatchObject({
      userCode: started.user_code,
      clientId: 'occ-desktop',
      clientName: 'OCC Desktop Tool',
      scope: 'profile lab',
    });
    const approved = await approve(owner.headers, typed);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().result).toEqual({ approved: true, clientName: 'OCC Desktop Tool' });

    await forgetLastPoll(started.user_code);
    const granted = await pollToken(started.device_code);
    expect(granted.statusCode).toBe(200);
    const token = granted.json();
    expect(token).toMatchObject({ token_type: 'Bearer', scope: 'profile lab', expires_in: 90 * 86_400 });
    expect(token.access_token).toMatch(/^occ_/);

    const bearer = { authorization: `Bearer ${token.access_token}` };
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/base/user/getCurrentUserInfo',
      headers: bearer,
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().result).toMatchObject({ id: owner.userId, username: owner.username });

    // the device code is single use
    expect((await pollToken(started.device_code)).json()).toEqual({ error: 'invalid_grant' });

    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/base/user/tokens',
      headers: owner.headers,
    });
    expect(listed.statusCode).toBe(200);
    const tokens = listed.json().result;
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({
      clientId: 'occ-desktop',
      name: 'OCC Desktop Tool',
      scope: 'profile lab',
    });
    expect(tokens[0].lastUsedAt).not.toBeNull();
    expect(JSON.stringify(tokens)).not.toContain(token.access_token);

    const revoked = await ctx.app.inject({
      method: 'POST',
      url: `/api/base/user/tokens/${tokens[0].id}/revoke`,
      headers: owner.headers,
    });
    expect(revoked.statusCode).toBe(200);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/base/user/getCurrentUserInfo',
      headers: bearer,
    });
    expect(after.statusCode).toBe(401);
    const relisted = await ctx.app.inject({
      method: 'GET',
      url: '/api/base/user/tokens',
      headers: owner.headers,
    });
    expect(relisted.json().result).toEqual([]);
  });

  it('answers access_denied when the user refuses', async () => {
    const started = await startDevice();
    const user = await signIn(ctx);
    const denied = await approve(user.headers, started.user_code, false);
    expect(denied.statusCode).toBe(200);
    expect(denied.json().result.approved).toBe(false);
    expect((await pollToken(started.device_code)).json()).toEqual({ error: 'access_denied' });
    // a decided code cannot be decided again
    expect((await approve(user.headers, started.user_code)).statusCode).toBe(400);
  });

  it('answers expired_token after the code expires, and the page no longer finds it', async () => {
    const started = await startDevice();
    await ctx.database.db
      .update(deviceAuthorizations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(deviceAuthorizations.userCode, started.user_code));
    const res = await pollToken(started.device_code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'expired_token' });
    const user = await signIn(ctx);
    const lookup = await ctx.app.inject({
      method: 'GET',
      url: `/api/oauth/device/lookup?userCode=${started.user_code}`,
      headers: { ...user.headers, cookie: `${user.headers.cookie}; locale=en-US` },
    });
    expect(lookup.statusCode).toBe(400);
    expect(lookup.json()).toMatchObject({ code: -102016, message: 'The code is wrong or has expired' });
    expect(lookup.json().result.fields[0].field).toBe('userCode');
    expect((await approve(user.headers, started.user_code)).statusCode).toBe(400);
  });

  it('refuses unknown clients, grant types, scopes, device codes and a code used by another client', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/device/code',
      ...form({ client_id: 'evil' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'invalid_client' });
    const scope = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/device/code',
      ...form({ client_id: 'occ-desktop', scope: 'profile admin' }),
    });
    expect(scope.json()).toEqual({ error: 'invalid_scope' });
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/oauth/device/code', ...form({}) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'invalid_request' });

    const started = await startDevice({ client_id: 'occ-desktop', scope: 'profile' });
    const grant = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      ...form({ grant_type: 'password', device_code: started.device_code, client_id: 'occ-desktop' }),
    });
    expect(grant.json()).toEqual({ error: 'unsupported_grant_type' });
    expect((await pollToken('no-such-code')).json()).toEqual({ error: 'invalid_grant' });
    expect((await pollToken(started.device_code, 'other')).json()).toEqual({ error: 'invalid_client' });
  });

  it('accepts JSON bodies too', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/device/code',
      payload: { client_id: 'occ-desktop', scope: 'lab' },
    });
    expect(res.statusCode).toBe(200);
    const lookupUser = await signIn(ctx);
    const lookup = await ctx.app.inject({
      method: 'GET',
      url: `/api/oauth/device/lookup?userCode=${res.json().user_code}`,
      headers: lookupUser.headers,
    });
    expect(lookup.json().result.scope).toBe('lab');
  });

  it('lets only a logged-in browser session look up or approve; XSRF is required for approval', async () => {
    const started = await startDevice();
    const lookupUrl = `/api/oauth/device/lookup?userCode=${started.user_code}`;
    expect((await ctx.app.inject({ method: 'GET', url: lookupUrl })).statusCode).toBe(401);
    const visitor = await approve(visitorHeaders(), started.user_code);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe(-101014);

    const user = await signIn(ctx);
    const noXsrf = await approve({ cookie: user.headers.cookie }, started.user_code);
    expect(noXsrf.statusCode).toBe(403);

    // a tool's own bearer token cannot approve further tools
    const other = await startDevice();
    await approve(user.headers, other.user_code);
    const token = (await pollToken(other.device_code)).json().access_token as string;
    const bearer = { authorization: `Bearer ${token}` };
    expect((await ctx.app.inject({ method: 'GET', url: lookupUrl, headers: bearer })).statusCode).toBe(403);
    expect((await approve(bearer, started.user_code)).statusCode).toBe(403);

    // still pending: none of the refused attempts decided it
    expect((await pollToken(started.device_code)).json()).toEqual({ error: 'authorization_pending' });
  });

  it('answers 422 naming the field when the approval has no code', async () => {
    const user = await signIn(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/device/approve',
      headers: { ...user.headers, cookie: `${user.headers.cookie}; locale=en-US` },
      payload: { approve: true },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().result.fields).toContainEqual({
      field: 'userCode',
      message: 'Please enter the verification code',
    });
  });
});
