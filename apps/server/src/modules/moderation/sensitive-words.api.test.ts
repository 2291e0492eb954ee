import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sensitiveWords } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { screenText } from './sensitive-words';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const en = (h: Headers): Headers => ({ ...h, cookie: `${h.cookie}; locale=en-US` });
const noXsrf = (h: Headers): Headers => {
  const { 'x-xsrf-token': _drop, ...rest } = h;
  return rest;
};
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const uniq = () => Math.random().toString(36).slice(2, 8);

describe('sensitive words administration', () => {
  it('creates, lists with search, updates, deletes; duplicates answer 409', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const w = `bad${uniq()}`;
    const created = await call('POST', '/api/admin/sensitive-words', admin.headers, {
      word: ` ${w} `,
      action: 'block',
    });
    expect(created.statusCode).toBe(200);
    const word = created.json().result;
    expect(word).toMatchObject({ word: w, action: 'block' });

    const dup = await call('POST', '/api/admin/sensitive-words', en(admin.headers), {
      word: w.toUpperCase(),
      action: 'replace',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('This word is already in the list');

    const list = await call(
      'GET',
      `/api/admin/sensitive-words?q=${w.slice(0, 6)}&page=1&pageSize=5`,
      admin.headers,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().result).toMatchObject({
      total: 1,
      page: 1,
      pageSize: 5,
      items: [{ id: word.id, word: w }],
    });

    const updated = await call('PUT', `/api/admin/sensitive-words/${word.id}`, admin.headers, {
      word: w,
      action: 'review',
    });
    expect(updated.json().result.action).toBe('review');
    const other = (
      await call('POST', '/api/admin/sensitive-words', admin.headers, { word: `o${w}`, action: 'block' })
    ).json().result;
    expect(
      (
        await call('PUT', `/api/admin/sensitive-words/${other.id}`, admin.headers, {
          word: w,
          action: 'block',
        })
      ).statusCode,
    ).toBe(409);

    expect((await call('DELETE', `/api/admin/sensitive-words/${word.id}`, admin.headers)).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', `/api/admin/sensitive-words/${word.id}`, admin.headers)).statusCode).toBe(
      404,
    );
    expect(
      (
        await call('PUT', `/api/admin/sensitive-words/${word.id}`, admin.headers, {
          word: 'x',
          action: 'block',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('names the failing field in both languages', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const zh = await call('POST', '/api/admin/sensitive-words', admin.headers, { word: '', action: 'block' });
    expect(zh.statusCode).toBe(422);
    expect(zh.json().result.fields[0].field).toBe('word');
    const enRes = await call('POST', '/api/admin/sensitive-words', en(admin.headers), {
      word: 'x'.repeat(51),
      action: 'block',
    });
    expect(enRes.statusCode).toBe(422);
    expect(enRes.json().result.fields[0]).toMatchObject({ field: 'word' });
    expect(enRes.json().result.fields[0].message).toContain('50');
    const badAction = await call('POST', '/api/admin/sensitive-words', admin.headers, {
      word: 'ok',
      action: 'ban',
    });
    expect(badAction.statusCode).toBe(422);
    expect(badAction.json().result.fields[0].field).toBe('action');
  });

  it('authorisation matrix: visitor 401, user 403, admin and moderator allowed, XSRF 403', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const support = await signIn(ctx, { roles: ['support'] }); // holds moderation.review
    const user = await signIn(ctx);
    const id = (
      await call('POST', '/api/admin/sensitive-words', admin.headers, {
        word: `m${uniq()}`,
        action: 'replace',
      })
    ).json().result.id;
    const ops: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', '/api/admin/sensitive-words'],
      ['POST', '/api/admin/sensitive-words', { word: `n${uniq()}`, action: 'block' }],
      ['PUT', `/api/admin/sensitive-words/${id}`, { word: `p${uniq()}`, action: 'review' }],
      ['DELETE', `/api/admin/sensitive-words/${id}`],
    ];
    for (const [method, url, body] of ops) {
      expect((await call(method, url, visitorHeaders(), body)).statusCode, `${method} ${url} visitor`).toBe(
        401,
      );
      expect((await call(method, url, user.headers, body)).statusCode, `${method} ${url} user`).toBe(403);
      if (method !== 'GET')
        expect((await call(method, url, noXsrf(support.headers), body)).statusCode, `${method} xsrf`).toBe(
          403,
        );
      expect((await call(method, url, support.headers, body)).statusCode, `${method} ${url} moderator`).toBe(
        200,
      );
    }
  });
});

describe('screenText', () => {
  it('blocks, holds for review and replaces, and sees list changes at once', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const s = uniq();
    const add = (word: string, action: string) =>
      call('POST', '/api/admin/sensitive-words', admin.headers, { word, action });
    expect(await screenText(ctx.app, `clean 禁词${s}`)).toEqual({ action: 'ok', text: `clean 禁词${s}` });
    await add(`禁词${s}`, 'block');
    await add(`hold${s}`, 'review');
    await add(`mask${s}`, 'replace');

    const blocked = await screenText(ctx.app, `clean 禁词${s}`).catch((e: unknown) => e);
    expect(blocked).toBeInstanceOf(AppError);
    expect(blocked).toMatchObject({
      status: 422,
      messageKey: 'sensitiveBlocked',
      params: { word: `禁词${s}` },
    });
    expect(await screenText(ctx.app, `a MASK${s} b`)).toEqual({
      action: 'replace',
      text: `a ${'*'.repeat(4 + s.length)} b`,
    });
    expect(await screenText(ctx.app, `Hold${s} mask${s}`)).toEqual({
      action: 'review',
      text: `Hold${s} ${'*'.repeat(4 + s.length)}`,
    });

    // another process adds a word straight into the table: the count/max(id) check rebuilds
    await ctx.database.db.insert(sensitiveWords).values({ word: `direct${s}`, action: 'replace' });
    expect((await screenText(ctx.app, `x direct${s}`)).action).toBe('replace');
  });

  it('answers a block word to the client as 422 with the word in the message', async () => {
    // a route built for this check on a separate app instance
    const { buildApp } = await import('../../app');
    const app = await buildApp({ config: ctx.config, database: ctx.database, web: false });
    app.post('/api/test/screen', async (req) => screenText(app, (req.body as { text: string }).text));
    await app.ready();
    try {
      const admin = await signIn(ctx, { roles: ['admin'] });
      const w = `evil${uniq()}`;
      await call('POST', '/api/admin/sensitive-words', admin.headers, { word: w, action: 'block' });
      const res = await app.inject({
        method: 'POST',
        url: '/api/test/screen',
        headers: en(admin.headers),
        payload: { text: `so ${w}` },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(`The content contains a forbidden word: ${w}`);
    } finally {
      await app.close();
    }
  });
});
