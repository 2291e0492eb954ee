import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Code } from '@occ/shared';
import { identities, sessions, users } from '../../db/schema';
import { hashToken, SESSION_COOKIE } from '../../platform/session';
import { signIn } from '../../test/harness';
import { createUser } from '../auth/accounts';
import { useSsoApp, ctx, dev, Browser, ssoRound, currentUser, uniqueLogin } from './sso-api-setup';

// Single sign-on: registering a new identity, binding it to an account, binding from security settings.

useSsoApp();

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
    // spec §4 -5 obtain register: the identity is obtained, registration or binding is next
    expect(pending.json()).toMatchObject({ code: Code.OBTAIN_REGISTER, success: true });
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
