import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens } from '../../db/schema';
import { hashToken } from '../../platform/session';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A tool token for `userId` as the device grant would issue it; returns its id and secret. */
async function issue(userId: string, opts: { expiresAt?: Date; scope?: string } = {}) {
  const secret = `occ_${crypto.randomBytes(16).toString('hex')}`;
  const [row] = await ctx.database.db
    .insert(apiTokens)
    .values({
      userId,
      tokenHash: hashToken(secret),
      clientId: 'occ-desktop',
      name: 'OCC Desktop Tool',
      scope: opts.scope ?? 'profile lab',
      expiresAt: opts.expiresAt ?? null,
    })
    .returning({ id: apiTokens.id });
  return { id: row!.id, bearer: { authorization: `Bearer ${secret}` } };
}

const list = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/base/user/tokens', headers });
const revoke = (headers: Record<string, string>, id: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/base/user/tokens/${id}/revoke`, headers });

describe('tool tokens', () => {
  it('lists only my live tokens, newest first, without secrets', async () => {
    const me = await signIn(ctx);
    const other = await signIn(ctx);
    const older = await issue(me.userId);
    const newer = await issue(me.userId);
    await issue(me.userId, { expiresAt: new Date(Date.now() - 1000) });
    await issue(other.userId);
    const res = await list(me.headers);
    expect(res.statusCode).toBe(200);
    const ids = res.json().result.map((t: { id: string }) => t.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids)).toEqual(new Set([older.id, newer.id]));
    expect(Object.keys(res.json().result[0]).sort()).toEqual(
      ['clientId', 'createdAt', 'expiresAt', 'id', 'lastUsedAt', 'name', 'scope'].sort(),
    );
  });

  it('authenticates with a live token and records its use; an expired one is refused', async () => {
    const me = await signIn(ctx);
    const live = await issue(me.userId);
    const expired = await issue(me.userId, { expiresAt: new Date(Date.now() - 1000) });
    const ok = await ctx.app.inject({
      method: 'GET',
      url: '/api/base/user/getCurrentUserInfo',
      headers: live.bearer,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.permissions).toContain('content.write');
    const [listed] = (await list(me.headers)).json().result;
    expect(listed.lastUsedAt).not.toBeNull();
    const no = await ctx.app.inject({
      method: 'GET',
      url: '/api/base/user/getCurrentUserInfo',
      headers: expired.bearer,
    });
    expect(no.statusCode).toBe(401);
    const garbage = await ctx.app.inject({
      method: 'GET',
      url: '/api/base/user/getCurrentUserInfo',
      headers: { authorization: 'Bearer nope' },
    });
    expect(garbage.statusCode).toBe(401);
  });

  it('uses only the bearer token when one is sent, never the cookie beside it', async () => {
    const me = await signIn(ctx);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/base/user/getCurrentUserInfo',
      headers: { cookie: me.headers.cookie, authorization: 'Bearer revoked-or-unknown' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('revokes my own token, after which it no longer authenticates', async () => {
    const me = await signIn(ctx);
    const t = await issue(me.userId);
    const res = await revoke(me.headers, t.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/base/user/getCurrentUserInfo',
      headers: t.bearer,
    });
    expect(after.statusCode).toBe(401);
    // revoking again: it is gone
    expect((await revoke(me.headers, t.id)).statusCode).toBe(404);
  });

  it("answers 404 for another user's token and leaves it working", async () => {
    const owner = await signIn(ctx);
    const intruder = await signIn(ctx);
    const t = await issue(owner.userId);
    expect((await revoke(intruder.headers, t.id)).statusCode).toBe(404);
    expect((await list(intruder.headers)).json().result).toEqual([]);
    const still = await ctx.app.inject({
      method: 'GET',
      url: '/api/base/user/getCurrentUserInfo',
      headers: t.bearer,
    });
    expect(still.statusCode).toBe(200);
  });

  it('refuses visitors (401), a missing XSRF header (403) and bearer tokens (403)', async () => {
    const me = await signIn(ctx);
    const t = await issue(me.userId);
    expect((await list({})).statusCode).toBe(401);
    expect((await revoke(visitorHeaders(), t.id)).statusCode).toBe(401);
    expect((await revoke({ cookie: me.headers.cookie }, t.id)).statusCode).toBe(403);
    expect((await list(t.bearer)).statusCode).toBe(403);
    expect((await revoke(t.bearer, t.id)).statusCode).toBe(403);
    // none of that revoked it
    expect((await list(me.headers)).json().result).toHaveLength(1);
  });

  it('answers 422 naming the id for a malformed id', async () => {
    const me = await signIn(ctx);
    const res = await revoke(me.headers, 'not-a-uuid');
    expect(res.statusCode).toBe(422);
    expect(res.json().result.fields[0].field).toBe('id');
  });
});
