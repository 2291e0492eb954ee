import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, targetCounters } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';

let ctx: TestContext;
type Who = Awaited<ReturnType<typeof signIn>>;
let asker: Who;
let answerer: Who;
let other: Who;
let moderator: Who;

beforeAll(async () => {
  ctx = await createTestApp();
  asker = await signIn(ctx);
  answerer = await signIn(ctx);
  other = await signIn(ctx);
  moderator = await signIn(ctx, { roles: ['admin'] });
});
afterAll(() => ctx.close());

async function ask(who: Who, over: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/community/questions',
    headers: who.headers,
    payload: {
      plate: 'darksteel-cpu',
      productKind: 'chip',
      productName: 'C906',
      title: 'Does the C906 support the vector 1.0 extension?',
      description: 'Looking for the exact ISA string.',
      tags: ['c906'],
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.id as string;
}

async function answer(who: Who, qid: string, body = 'It implements RVV 0.7.1, not 1.0.') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/community/questions/${qid}/answers`,
    headers: who.headers,
    payload: { body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.id as string;
}

const detail = async (id: string, headers: Record<string, string> = {}) =>
  (await ctx.app.inject({ url: `/api/community/questions/${id}`, headers })).json().result;

const notesOf = (userId: string, kind: string) =>
  ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

describe('answers', () => {
  it('an unclosed <script> or stray HTML is dropped on its own: the text after it is published', async () => {
    const qid = await ask(asker, { description: 'before <script>x after\n\n<div>\nstill here' });
    const aid = await answer(
      answerer,
      qid,
      'first\n\n<script>\nalert(1)\n\nlast words\n\n<!-- open comment\n\ntail',
    );
    const q = await detail(qid);
    expect(q.descriptionHtml).toBe('<p>before x after</p>\n<p>still here</p>');
    expect(q.excerpt).toBe('before x after still here');
    const html = (q.answers as { id: string; bodyHtml: string }[]).find((a) => a.id === aid)!.bodyHtml;
    expect(html).not.toMatch(/<script|<!--/);
    for (const text of ['first', 'alert(1)', 'last words', 'open comment', 'tail'])
      expect(html).toContain(text);
  });

  it('empty → 422 "Please enter an answer!" (both locales); too long → 422', async () => {
    const qid = await ask(asker);
    for (const [locale, text] of [
      ['en-US', 'Please enter an answer!'],
      ['zh-CN', '请输入回答！'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/community/questions/${qid}/answers`,
        headers: { ...answerer.headers, cookie: `${answerer.headers.cookie}; locale=${locale}` },
        payload: { body: '   ' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().result.fields).toEqual([{ field: 'body', message: text }]);
    }
    const long = await ctx.app.inject({
      method: 'POST',
      url: `/api/community/questions/${qid}/answers`,
      headers: { ...answerer.headers, cookie: `${answerer.headers.cookie}; locale=en-US` },
      payload: { body: 'x'.repeat(10_001) },
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().result.fields[0].message).toBe('The answer must be at most 10000 characters');
  });

  it('visitor 401, XSRF 403; notifies the asker (answer) and @mentioned users (mention)', async () => {
    const qid = await ask(asker);
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: `/api/community/questions/${qid}/answers`,
      headers: visitorHeaders(),
      payload: { body: 'x' },
    });
    expect(visitor.statusCode).toBe(401);
    const noXsrf = await ctx.app.inject({
      method: 'POST',
      url: `/api/community/questions/${qid}/answers`,
      headers: { cookie: answerer.headers.cookie },
      payload: { body: 'x' },
    });
    expect(noXsrf.statusCode).toBe(403);
    const aid = await answer(answerer, qid, `See the manual, @${other.username} knows it`);
    expect((await notesOf(asker.userId, 'answer')).some((n) => n.targetId === aid)).toBe(true);
    expect((await notesOf(other.userId, 'mention')).some((n) => n.targetId === aid)).toBe(true);
    const d = await detail(qid);
    expect(d.answersCount).toBe(1);
    expect(d.answers[0].bodyHtml).toContain('<p>');
  });

  it('update and delete: visitor 401, other 403, owner and moderator allowed', async () => {
    const qid = await ask(asker);
    const aid = await answer(answerer, qid);
    const put = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/community/answers/${aid}`,
        headers,
        payload: { body: 'edited' },
      });
    expect((await put(visitorHeaders())).statusCode).toBe(401);
    expect((await put(other.headers)).statusCode).toBe(403);
    expect((await put(asker.headers)).statusCode).toBe(403);
    expect((await put(answerer.headers)).statusCode).toBe(200);
    expect((await put(moderator.headers)).statusCode).toBe(200);
    const del = (headers: Record<string, string>, id = aid) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/community/answers/${id}`, headers });
    expect((await del(visitorHeaders())).statusCode).toBe(401);
    expect((await del(other.headers)).statusCode).toBe(403);
    expect((await del(answerer.headers)).statusCode).toBe(200);
    expect((await del(answerer.headers)).statusCode).toBe(404);
    const aid2 = await answer(answerer, qid);
    expect((await del(moderator.headers, aid2)).statusCode).toBe(200);
    expect((await detail(qid)).answersCount).toBe(0);
  });
});

describe('adoption', () => {
  it('only the question owner adopts; adopting another replaces it; adopted first; answerer notified', async () => {
    const qid = await ask(asker);
    const first = await answer(answerer, qid, 'first');
    const second = await answer(other, qid, 'second');
    const adopt = (id: string, headers: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url: `/api/community/answers/${id}/adopt`, headers });
    expect((await adopt(first, visitorHeaders())).statusCode).toBe(401);
    expect((await adopt(first, answerer.headers)).statusCode).toBe(403);
    expect((await adopt(first, other.headers)).statusCode).toBe(403);
    expect((await adopt(first, moderator.headers)).statusCode).toBe(403);
    const ok1 = await adopt(first, asker.headers);
    expect(ok1.json().result).toEqual({ adoptedAnswerId: first, previous: null });
    expect((await notesOf(answerer.userId, 'adopt')).some((n) => n.targetId === first)).toBe(true);

    let d = await detail(qid, asker.headers);
    expect(d.adoptedAnswerId).toBe(first);
    expect(d.answers.map((a: { id: string }) => a.id)).toEqual([first, second]);

    const ok2 = await adopt(second, asker.headers);
    expect(ok2.json().result).toEqual({ adoptedAnswerId: second, previous: first });
    d = await detail(qid, asker.headers);
    expect(d.answers.map((a: { id: string; adopted: boolean }) => [a.id, a.adopted])).toEqual([
      [second, true],
      [first, false],
    ]);
    expect(d.answers.find((a: { id: string }) => a.id === first).canAdopt).toBe(true);
    expect((await detail(qid, other.headers)).answers[0].canAdopt).toBe(false);
  });

  it("cannot adopt an answer of another question (not that question's owner)", async () => {
    const mine = await ask(asker);
    const theirs = await ask(other);
    await answer(answerer, mine);
    const foreign = await answer(answerer, theirs);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/community/answers/${foreign}/adopt`,
      headers: asker.headers,
    });
    expect(res.statusCode).toBe(403);
    expect((await detail(theirs)).adoptedAnswerId).toBeNull();
  });
});

describe('comments', () => {
  it('on answers and questions; notify the target author; counters; delete matrix', async () => {
    const qid = await ask(asker);
    const aid = await answer(answerer, qid);
    const comment = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: '/api/community/comments', headers, payload });
    expect(
      (await comment(visitorHeaders(), { targetType: 'answer', targetId: aid, body: 'x' })).statusCode,
    ).toBe(401);
    const empty = await comment(
      { ...other.headers, cookie: `${other.headers.cookie}; locale=en-US` },
      { targetType: 'answer', targetId: aid, body: '' },
    );
    expect(empty.statusCode).toBe(422);
    expect(empty.json().result.fields[0]).toEqual({ field: 'body', message: 'Please enter a comment' });
    const long = await comment(other.headers, {
      targetType: 'answer',
      targetId: aid,
      body: 'c'.repeat(1001),
    });
    expect(long.statusCode).toBe(422);
    const bad = await comment(other.headers, { targetType: 'spaceship', targetId: aid, body: 'x' });
    expect(bad.statusCode).toBe(422);

    const c1 = await comment(other.headers, {
      targetType: 'answer',
      targetId: aid,
      body: 'Thanks, that worked',
    });
    expect(c1.statusCode, c1.body).toBe(200);
    const cid = c1.json().result.id;
    expect((await notesOf(answerer.userId, 'comment')).some((n) => n.targetId === cid)).toBe(true);
    const c2 = await comment(answerer.headers, {
      targetType: 'question',
      targetId: qid,
      body: `@${asker.username} which image did you use?`,
    });
    expect(c2.statusCode).toBe(200);

    const d = await detail(qid);
    expect(d.answers[0].comments.map((c: { id: string }) => c.id)).toEqual([cid]);
    expect(d.comments).toHaveLength(1);
    expect(d.commentsCount).toBe(1);
    const [counter] = await ctx.database.db
      .select()
      .from(targetCounters)
      .where(and(eq(targetCounters.targetType, 'answer'), eq(targetCounters.targetId, aid)));
    expect(counter?.comments).toBe(1);

    const del = (id: string, headers: Record<string, string>) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/community/comments/${id}`, headers });
    expect((await del(cid, visitorHeaders())).statusCode).toBe(401);
    expect((await del(cid, answerer.headers)).statusCode).toBe(403);
    expect((await del(cid, other.headers)).statusCode).toBe(200);
    expect((await notesOf(answerer.userId, 'comment')).some((n) => n.targetId === cid)).toBe(false);
    expect((await del(c2.json().result.id, moderator.headers)).statusCode).toBe(200);
    const after = await detail(qid);
    expect(after.answers[0].comments).toHaveLength(0);
    expect(after.comments).toHaveLength(0);
  });
});

describe('comment likes in the thread', () => {
  it('shows each comment with its like count and whether the viewer liked it', async () => {
    const qid = await ask(asker);
    const aid = await answer(answerer, qid);
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/community/comments',
      headers: answerer.headers,
      payload: { targetType: 'answer', targetId: aid, body: 'Check the UART base address.' },
    });
    const cid = made.json().result.id as string;
    const like = await ctx.app.inject({
      method: 'POST',
      url: '/api/community/likes/toggle',
      headers: other.headers,
      payload: { targetType: 'comment', targetId: cid },
    });
    expect(like.statusCode, like.body).toBe(200);
    const commentIn = async (headers: Record<string, string>) =>
      (await detail(qid, headers)).answers[0].comments[0] as { likes: number; liked: boolean };
    expect(await commentIn(other.headers)).toMatchObject({ likes: 1, liked: true });
    expect(await commentIn(asker.headers)).toMatchObject({ likes: 1, liked: false });
    expect(await commentIn({})).toMatchObject({ likes: 1, liked: false });
  });
});
