import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { visitorHeaders } from '../../test/harness';
import { useQuestionsApp, ctx, owner, other, moderator, valid, ask, get } from './questions-api-setup';

// Questions: who may change what, and deleted questions.

useQuestionsApp();

describe('authorisation matrix and XSRF', () => {
  it('create: visitor 401, XSRF 403, user allowed', async () => {
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/community/questions',
      headers: visitorHeaders(),
      payload: valid(),
    });
    expect(visitor.statusCode).toBe(401);
    const noXsrf = await ctx.app.inject({
      method: 'POST',
      url: '/api/community/questions',
      headers: { cookie: owner.headers.cookie.replace(/; XSRF-TOKEN=.*/, '') },
      payload: valid(),
    });
    expect(noXsrf.statusCode).toBe(403);
    await ask(owner);
  });

  it('update and delete: visitor 401, other 403, owner and moderator allowed', async () => {
    const id = await ask(owner);
    const put = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/community/questions/${id}`,
        headers,
        payload: valid({ title: 'Edited title about the TH1520' }),
      });
    expect((await put(visitorHeaders())).statusCode).toBe(401);
    expect((await put(other.headers)).statusCode).toBe(403);
    expect((await put(owner.headers)).statusCode).toBe(200);
    expect((await put(moderator.headers)).statusCode).toBe(200);
    expect((await get(id)).json().result.title).toBe('Edited title about the TH1520');

    const del = (headers: Record<string, string>, qid = id) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/community/questions/${qid}`, headers });
    expect((await del(visitorHeaders())).statusCode).toBe(401);
    expect((await del(other.headers)).statusCode).toBe(403);
    expect((await del(owner.headers)).statusCode).toBe(200);
    const id2 = await ask(owner);
    expect((await del(moderator.headers, id2)).statusCode).toBe(200);
  });

  it('essence: visitor 401, user 403, moderator allowed', async () => {
    const id = await ask(owner);
    const mark = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/community/questions/${id}/essence`,
        headers,
        payload: { essence: true },
      });
    expect((await mark(visitorHeaders())).statusCode).toBe(401);
    expect((await mark(owner.headers)).statusCode).toBe(403);
    expect((await mark(moderator.headers)).statusCode).toBe(200);
    expect((await get(id)).json().result.essence).toBe(true);
  });

  it('viewer flags come from the policy', async () => {
    const id = await ask(owner);
    const mine = (await get(id, owner.headers)).json().result.viewer;
    expect(mine).toMatchObject({ canEdit: true, canDelete: true, canAdopt: true, canReport: false });
    const theirs = (await get(id, other.headers)).json().result.viewer;
    expect(theirs).toMatchObject({ canEdit: false, canDelete: false, canAdopt: false, canReport: true });
    const mod = (await get(id, moderator.headers)).json().result.viewer;
    expect(mod).toMatchObject({ canEdit: true, canDelete: true, canAdopt: false, canEssence: true });
    const visitor = (await get(id)).json().result.viewer;
    expect(visitor).toMatchObject({ canEdit: false, canAnswer: false, canReport: false });
  });
});

describe('deleted question', () => {
  it('answers 404 "The id does not exist" and its notifications are gone', async () => {
    const id = await ask(owner);
    const ans = await ctx.app.inject({
      method: 'POST',
      url: `/api/community/questions/${id}/answers`,
      headers: other.headers,
      payload: { body: 'Hold the BOOT key while powering on.' },
    });
    expect(ans.statusCode).toBe(200);
    const db = ctx.database.db;
    const count = async () =>
      (await db.select().from(notifications).where(eq(notifications.userId, owner.userId))).filter((n) =>
        n.link?.includes(id),
      ).length;
    expect(await count()).toBe(1);
    await ctx.app.inject({ method: 'DELETE', url: `/api/community/questions/${id}`, headers: owner.headers });
    expect(await count()).toBe(0);
    const res = await get(id, { cookie: 'locale=en-US' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('The id does not exist');
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/community/questions/${id}/answers`,
      headers: other.headers,
      payload: { body: 'late' },
    });
    expect(answer.statusCode).toBe(404);
  });
});
