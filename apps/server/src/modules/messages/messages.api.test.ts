import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAX } from '@occ/shared';
import { sensitiveWords, users } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const send = (headers: Headers, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/messages', headers, payload });
const conversations = (headers: Headers, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/messages/conversations${query}`, headers });
const thread = (headers: Headers, userId: string, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/messages/with/${userId}${query}`, headers });
const unread = (headers: Headers) =>
  ctx.app.inject({ method: 'GET', url: '/api/notifications/unread', headers });
const en = { 'accept-language': 'en-US' };

describe('direct messages', () => {
  it('sends, notifies the recipient, and lists conversations with the last message and unread count', async () => {
    const a = await signIn(ctx);
    const b = await signIn(ctx);
    const c = await signIn(ctx);

    const first = await send(a.headers, { to: b.userId, body: '  hi B  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toMatchObject({
      senderId: a.userId,
      recipientId: b.userId,
      body: 'hi B',
      mine: true,
      read: false,
    });
    expect((await send(a.headers, { to: b.userId, body: 'second' })).statusCode).toBe(200);
    expect((await send(c.headers, { to: b.userId, body: 'from C' })).statusCode).toBe(200);
    expect((await send(b.headers, { to: a.userId, body: 'reply to A' })).statusCode).toBe(200);

    // B got three message notifications (interaction), linking to the thread
    expect((await unread(b.headers)).json().result).toMatchObject({ all: 3, interaction: 3 });
    const notes = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/notifications?category=interaction',
        headers: b.headers,
      })
    ).json().result.items;
    expect(notes[0]).toMatchObject({ kind: 'message', summary: 'from C', actor: { id: c.userId } });
    expect(notes[0].link).toContain(c.userId);

    const list = (await conversations(b.headers)).json().result;
    expect(list).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    // most recent conversation first: with A (B's own reply is its last message, 2 unread from A)
    expect(list.items[0]).toMatchObject({
      counterpart: { id: a.userId, nickname: a.username, avatarUrl: null },
      lastMessage: { body: 'reply to A', mine: true },
      unread: 2,
    });
    expect(list.items[1]).toMatchObject({
      counterpart: { id: c.userId },
      lastMessage: { body: 'from C', mine: false },
      unread: 1,
    });
    const paged = (await conversations(b.headers, '?pageSize=1&page=2')).json().result;
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.items[0].counterpart.id).toBe(c.userId);
    expect((await conversations(b.headers, '?page=9')).json().result).toMatchObject({ total: 2, items: [] });
    expect((await conversations(c.headers)).json().result.items[0]).toMatchObject({
      counterpart: { id: b.userId },
      unread: 0,
    });
  });

  it('the thread is newest first, paged, and opening it marks incoming messages (and their notifications) read', async () => {
    const a = await signIn(ctx);
    const b = await signIn(ctx);
    for (const body of ['one', 'two', 'three']) await send(a.headers, { to: b.userId, body });
    await send(b.headers, { to: a.userId, body: 'four' });

    const page1 = (await thread(b.headers, a.userId, '?pageSize=2')).json().result;
    expect(page1).toMatchObject({ total: 4, page: 1, pageSize: 2, counterpart: { id: a.userId } });
    expect(page1.items.map((m: { body: string }) => m.body)).toEqual(['four', 'three']);
    const page2 = (await thread(b.headers, a.userId, '?pageSize=2&page=2')).json().result;
    expect(page2.items.map((m: { body: string }) => m.body)).toEqual(['two', 'one']);
    expect(page2.items.every((m: { read: boolean; mine: boolean }) => m.read && !m.mine)).toBe(true);

    expect((await conversations(b.headers)).json().result.items[0].unread).toBe(0);
    expect((await unread(b.headers)).json().result.all).toBe(0);
    // A's view: B has not opened A's reply
    const aView = (await thread(a.headers, b.userId)).json().result.items;
    expect(aView[0]).toMatchObject({ body: 'four', mine: false });
    expect(aView.find((m: { body: string }) => m.body === 'one')).toMatchObject({ mine: true, read: true });
    expect((await thread(b.headers, crypto.randomUUID())).statusCode).toBe(404);
  });

  it('refuses empty, over-long, self-addressed and unknown-recipient messages (422/404)', async () => {
    const a = await signIn(ctx);
    const b = await signIn(ctx);
    for (const body of ['', '   ']) {
      const res = await send({ ...a.headers, ...en }, { to: b.userId, body });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, message: 'Please enter information' });
      expect(res.json().result.fields[0]).toEqual({ field: 'body', message: 'Please enter information' });
    }
    const missing = await send(a.headers, { to: b.userId });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('请输入信息');
    const long = await send({ ...a.headers, ...en }, { to: b.userId, body: 'x'.repeat(MESSAGE_MAX + 1) });
    expect(long.statusCode).toBe(422);
    expect(long.json().result.fields[0].field).toBe('body');
    expect(long.json().message).toBe(`The message must be at most ${MESSAGE_MAX} characters`);
    expect((await send(a.headers, { to: b.userId, body: 'x'.repeat(MESSAGE_MAX) })).statusCode).toBe(200);

    const self = await send({ ...a.headers, ...en }, { to: a.userId, body: 'me' });
    expect(self.statusCode).toBe(422);
    expect(self.json().result.fields[0].field).toBe('to');
    expect((await send(a.headers, { to: crypto.randomUUID(), body: 'nobody' })).statusCode).toBe(404);
    expect((await send(a.headers, { to: 'nope', body: 'x' })).statusCode).toBe(422);
  });

  it('screens sensitive words: block refuses, replace masks, review refuses', async () => {
    const a = await signIn(ctx);
    const b = await signIn(ctx);
    const tag = crypto.randomBytes(3).toString('hex');
    await ctx.database.db.insert(sensitiveWords).values([
      { word: `blk${tag}`, action: 'block' },
      { word: `rpl${tag}`, action: 'replace' },
      { word: `rev${tag}`, action: 'review' },
    ]);
    const blocked = await send(a.headers, { to: b.userId, body: `say blk${tag} now` });
    expect(blocked.statusCode).toBe(422);
    const replaced = await send(a.headers, { to: b.userId, body: `say rpl${tag} now` });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().result.body).not.toContain(`rpl${tag}`);
    expect(replaced.json().result.body).toContain('*');
    expect((await send(a.headers, { to: b.userId, body: `say rev${tag} now` })).statusCode).toBe(422);
    const stored = (await thread(b.headers, a.userId)).json().result;
    expect(stored.total).toBe(1);
  });

  it('refuses visitors (401) and a missing XSRF token (403)', async () => {
    const a = await signIn(ctx);
    const b = await signIn(ctx);
    expect((await send(visitorHeaders(), { to: b.userId, body: 'x' })).statusCode).toBe(401);
    expect((await conversations(visitorHeaders())).statusCode).toBe(401);
    expect((await thread(visitorHeaders(), b.userId)).statusCode).toBe(401);
    const noXsrf = await ctx.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: a.headers.cookie.replace(/; XSRF-TOKEN=.*/, '') },
      payload: { to: b.userId, body: 'x' },
    });
    expect(noXsrf.statusCode).toBe(403);
    const wrongXsrf = await send({ ...a.headers, 'x-xsrf-token': 'other' }, { to: b.userId, body: 'x' });
    expect(wrongXsrf.statusCode).toBe(403);
    expect((await thread(b.headers, a.userId)).json().result.total).toBe(0);
  });
});

describe('recipients for a new message', () => {
  const recipients = (headers: Headers, q: string) =>
    ctx.app.inject({ url: `/api/messages/recipients?q=${encodeURIComponent(q)}`, headers });

  it('finds people by nickname or username, names starting with the text first, never me', async () => {
    const tag = crypto.randomBytes(3).toString('hex');
    const me = await signIn(ctx);
    const a = await signIn(ctx);
    const b = await signIn(ctx);
    await ctx.database.db
      .update(users)
      .set({ nickname: `x_${tag}_later` })
      .where(eq(users.id, a.userId));
    await ctx.database.db
      .update(users)
      .set({ nickname: `${tag} first` })
      .where(eq(users.id, b.userId));
    await ctx.database.db
      .update(users)
      .set({ nickname: `${tag} me` })
      .where(eq(users.id, me.userId));

    const res = await recipients(me.headers, tag.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual([
      { id: b.userId, nickname: `${tag} first`, avatarUrl: null },
      { id: a.userId, nickname: `x_${tag}_later`, avatarUrl: null },
    ]);
    // by username too; % and _ are letters here, not patterns
    expect((await recipients(me.headers, a.username)).json().result).toEqual([
      { id: a.userId, nickname: `x_${tag}_later`, avatarUrl: null },
    ]);
    expect((await recipients(me.headers, '%')).json().result).toEqual([]);
  });

  it('needs a session and a search text', async () => {
    const me = await signIn(ctx);
    expect((await recipients(visitorHeaders(), 'a')).statusCode).toBe(401);
    expect((await recipients(me.headers, ' ')).statusCode).toBe(422);
  });
});
