import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_REASON_MAX } from '@occ/shared';
import {
  comments,
  moderationLog,
  notifications,
  questions,
  reports,
  sensitiveWords,
  targetCounters,
  videos,
} from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { en, postApi, type Who } from '../posts/test-kit';

let ctx: TestContext;
let api: ReturnType<typeof postApi>;
let author: Who;
let reader: Who;
let admin: Who;
let support: Who;

beforeAll(async () => {
  ctx = await createTestApp();
  api = postApi(ctx);
  author = await signIn(ctx);
  reader = await signIn(ctx);
  admin = await signIn(ctx, { roles: ['admin'] });
  // support staff hold 'moderation.review' (0002 roles) without being administrators
  support = await signIn(ctx, { roles: ['support'] });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const logOf = (targetId: string) =>
  db()
    .select()
    .from(moderationLog)
    .where(eq(moderationLog.targetId, targetId))
    .orderBy(moderationLog.createdAt);
const noticesOf = (userId: string, targetId: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.targetId, targetId)));

async function video(state: string, processing = 'ready') {
  const [row] = await db()
    .insert(videos)
    .values({
      authorId: author.userId,
      name: `Video ${state}`,
      introduction: 'Bring-up of the board, filmed',
      sourceKey: 'source-key',
      state,
      processing,
      submittedAt: new Date(),
    })
    .returning();
  return row!.id;
}

describe('moderator-only', () => {
  it('visitor 401, plain user 403, support (moderation.review) and admin allowed — on every endpoint', async () => {
    const postId = await api.postIn(author, admin, 'audit');
    const endpoints: [string, string, object | undefined][] = [
      ['GET', '/api/admin/reviews?type=post', undefined],
      ['GET', '/api/admin/moderation-log', undefined],
      ['POST', `/api/admin/reviews/post/${postId}/reject`, { reason: 'Needs sources' }],
      ['POST', `/api/admin/reviews/post/${postId}/approve`, {}],
      ['POST', `/api/admin/reviews/post/${postId}/remove`, { reason: 'Off topic' }],
    ];
    for (const [method, url, body] of endpoints) {
      const call = (headers: Record<string, string>) =>
        ctx.app.inject({
          method: method as 'GET' | 'POST',
          url,
          headers,
          ...(body ? { payload: body } : {}),
        });
      expect((await call(visitorHeaders())).statusCode, `visitor ${url}`).toBe(401);
      expect((await call(reader.headers)).statusCode, `user ${url}`).toBe(403);
      expect((await call(author.headers)).statusCode, `author ${url}`).toBe(403);
    }
    // the author cannot approve their own post either; nothing changed
    expect((await api.get(postId, author.headers)).json().result.state).toBe('audit');
    // support rejects, the admin then sees the result in the log
    expect((await api.review(support, 'reject', 'post', postId, 'Needs sources')).statusCode).toBe(200);
    const log = (
      await api.inject('GET', `/api/admin/moderation-log?targetId=${postId}`, admin.headers)
    ).json();
    expect(log.result.items[0]).toMatchObject({
      action: 'reject',
      reason: 'Needs sources',
      actor: { id: support.userId },
      targetType: 'post',
    });
  });
});

describe('posts', () => {
  it('lists posts in audit oldest first; published ones with state=published', async () => {
    const first = await api.postIn(author, admin, 'audit', { title: 'Queue first' });
    const second = await api.postIn(author, admin, 'audit', { title: 'Queue second' });
    const live = await api.postIn(author, admin, 'published', { title: 'Already live' });
    const pending = (
      await api.inject('GET', '/api/admin/reviews?type=post&pageSize=100', admin.headers)
    ).json().result;
    const order = pending.items.map((i: { id: string }) => i.id);
    expect(order.indexOf(first)).toBeLessThan(order.indexOf(second));
    expect(order).not.toContain(live);
    expect(pending.items.find((i: { id: string }) => i.id === first)).toMatchObject({
      type: 'post',
      targetType: 'post',
      title: 'Queue first',
      state: 'audit',
      author: { id: author.userId, badges: [] },
      link: `/community/post/detail?id=${first}`,
      actions: ['approve', 'reject'],
    });
    const published = (
      await api.inject('GET', '/api/admin/reviews?type=post&state=published&pageSize=100', admin.headers)
    ).json().result;
    const liveItem = published.items.find((i: { id: string }) => i.id === live);
    expect(liveItem).toMatchObject({ state: 'published', actions: ['remove'] });
  });

  it('reject needs a reason (422 naming it); the cause reaches the author, the log and a notification', async () => {
    const id = await api.postIn(author, admin, 'audit', { title: 'Missing reason' });
    for (const body of [{}, { reason: '   ' }, { reason: 'r'.repeat(REVIEW_REASON_MAX + 1) }]) {
      const res = await api.inject('POST', `/api/admin/reviews/post/${id}/reject`, en(admin.headers), body);
      expect(res.statusCode).toBe(422);
      expect(res.json().result.fields[0].field).toBe('reason');
    }
    expect(
      (await api.inject('POST', `/api/admin/reviews/post/${id}/remove`, admin.headers, {})).statusCode,
    ).toBe(422);
    expect(await logOf(id)).toHaveLength(0);

    const res = await api.review(admin, 'reject', 'post', id, 'Cite the datasheet');
    expect(res.json().result).toEqual({ type: 'post', id, state: 'fail' });
    expect((await api.get(id, author.headers)).json().result.failureCause).toBe('Cite the datasheet');
    const [line] = await logOf(id);
    expect(line).toMatchObject({
      actorId: admin.userId,
      targetType: 'post',
      action: 'reject',
      reason: 'Cite the datasheet',
    });
    expect(line!.createdAt).toBeInstanceOf(Date);
    const [notice] = await noticesOf(author.userId, id);
    expect(notice).toMatchObject({
      category: 'system',
      targetType: 'post',
      link: `/community/post/detail?id=${id}`,
    });
    expect(notice!.summary).toContain('Cite the datasheet');
    expect(notice!.summary).toContain('Missing reason');

    // decided once: a second decision answers 409 and logs nothing
    expect((await api.review(admin, 'approve', 'post', id)).statusCode).toBe(409);
    expect(await logOf(id)).toHaveLength(1);
  });

  it('approve publishes and tells the author; remove takes it down with the reason', async () => {
    const id = await api.postIn(author, admin, 'audit', { title: 'Going live' });
    // approve takes no body (an optional note at most)
    const approved = await api.inject('POST', `/api/admin/reviews/post/${id}/approve`, admin.headers);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().result.state).toBe('published');
    expect((await api.get(id)).statusCode).toBe(200);
    const removed = await api.review(admin, 'remove', 'post', id, 'Copied from a vendor manual');
    expect(removed.json().result.state).toBe('been_removed');
    expect((await api.get(id)).statusCode).toBe(404);
    expect((await api.get(id, author.headers)).json().result).toMatchObject({
      state: 'been_removed',
      removalReason: 'Copied from a vendor manual',
    });
    expect((await logOf(id)).map((l) => l.action)).toEqual(['approve', 'remove']);
    expect(await noticesOf(author.userId, id)).toHaveLength(2);
  });

  it('unknown ids answer 404, bad types 422', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await api.review(admin, 'approve', 'post', missing)).statusCode).toBe(404);
    expect((await api.review(admin, 'approve', 'video', missing)).statusCode).toBe(404);
    expect((await api.review(admin, 'approve', 'held', missing)).statusCode).toBe(404);
    expect((await api.review(admin, 'approve', 'report', missing)).statusCode).toBe(404);
    expect((await api.review(admin, 'approve', 'nonsense', missing)).statusCode).toBe(422);
  });
});

describe('videos', () => {
  it('approve (once transcoded), reject with the cause, remove with the reason — logged and notified', async () => {
    const ready = await video('review');
    const busy = await video('review', 'processing');
    const queue = (
      await api.inject('GET', '/api/admin/reviews?type=video&pageSize=100', admin.headers)
    ).json().result;
    expect(queue.items.find((i: { id: string }) => i.id === ready)).toMatchObject({
      type: 'video',
      actions: ['approve', 'reject'],
    });
    expect(queue.items.find((i: { id: string }) => i.id === busy)).toMatchObject({
      detail: 'processing',
      actions: ['reject'],
    });

    expect((await api.review(admin, 'approve', 'video', busy)).statusCode).toBe(409);
    expect((await api.review(admin, 'reject', 'video', busy, 'Audio is missing')).json().result.state).toBe(
      'failed',
    );
    const [failed] = await db().select().from(videos).where(eq(videos.id, busy));
    expect(failed).toMatchObject({ state: 'failed', failureCause: 'Audio is missing' });

    expect((await api.review(admin, 'approve', 'video', ready)).json().result.state).toBe('published');
    expect((await api.review(admin, 'remove', 'video', ready, 'Advertising')).json().result.state).toBe(
      'removed',
    );
    const [removed] = await db().select().from(videos).where(eq(videos.id, ready));
    expect(removed).toMatchObject({ state: 'removed', removalReason: 'Advertising' });
    expect((await logOf(ready)).map((l) => [l.action, l.reason])).toEqual([
      ['approve', null],
      ['remove', 'Advertising'],
    ]);
    expect(await noticesOf(author.userId, ready)).toHaveLength(2);
    // removed is not reviewable any more
    expect((await api.review(admin, 'reject', 'video', ready, 'again')).statusCode).toBe(409);
  });
});

describe('reports', () => {
  async function report(targetId: string, by: Who) {
    const res = await api.inject('POST', '/api/community/reports', by.headers, {
      targetType: 'post',
      targetId,
      reason: 'spam',
      detail: 'Links to a shop',
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result.id as string;
  }

  it('lists pending reports with the content, its author and the reporter', async () => {
    const postId = await api.postIn(author, admin, 'published', { title: 'Reported post' });
    const id = await report(postId, reader);
    const queue = (
      await api.inject('GET', '/api/admin/reviews?type=report&pageSize=100', admin.headers)
    ).json().result;
    expect(queue.items.find((i: { id: string }) => i.id === id)).toMatchObject({
      type: 'report',
      targetType: 'post',
      targetId: postId,
      title: 'Reported post',
      reason: 'spam',
      detail: 'Links to a shop',
      author: { id: author.userId },
      reporter: { id: reader.userId },
      actions: ['approve', 'reject', 'remove'],
    });
  });

  it('reject ignores the report (reason required), the post stays', async () => {
    const postId = await api.postIn(author, admin, 'published');
    const id = await report(postId, reader);
    expect(
      (await api.inject('POST', `/api/admin/reviews/report/${id}/reject`, admin.headers, {})).statusCode,
    ).toBe(422);
    expect((await api.review(admin, 'reject', 'report', id, 'Not spam')).json().result.state).toBe('ignored');
    const [row] = await db().select().from(reports).where(eq(reports.id, id));
    expect(row).toMatchObject({ status: 'ignored', handledBy: admin.userId });
    expect((await api.get(postId)).statusCode).toBe(200);
    expect(await logOf(postId)).toMatchObject([
      { action: 'approve' },
      { action: 'report_ignore', reason: 'Not spam' },
    ]);
    expect((await api.review(admin, 'approve', 'report', id)).statusCode).toBe(409);
  });

  it('remove takes the content down, resolves every pending report on it and tells the author', async () => {
    const postId = await api.postIn(author, admin, 'published', { title: 'Shop links' });
    const first = await report(postId, reader);
    const second = await report(postId, support);
    const res = await api.review(admin, 'remove', 'report', first, 'Advertising');
    expect(res.json().result).toEqual({ type: 'report', id: first, state: 'resolved' });
    expect((await api.get(postId, author.headers)).json().result).toMatchObject({
      state: 'been_removed',
      removalReason: 'Advertising',
    });
    const statuses = await db().select({ id: reports.id, status: reports.status }).from(reports);
    expect(statuses.filter((r) => [first, second].includes(r.id)).map((r) => r.status)).toEqual([
      'resolved',
      'resolved',
    ]);
    // the two lines of the removal share their transaction's timestamp
    expect((await logOf(postId)).map((l) => l.action).sort()).toEqual([
      'approve',
      'remove',
      'report_resolve',
    ]);
    const notices = await noticesOf(author.userId, postId);
    expect(notices.some((n) => n.summary.includes('Advertising'))).toBe(true);
  });

  it('approve resolves the report and leaves the content', async () => {
    const postId = await api.postIn(author, admin, 'published');
    const id = await report(postId, reader);
    expect((await api.review(admin, 'approve', 'report', id)).json().result.state).toBe('resolved');
    expect((await api.get(postId)).statusCode).toBe(200);
  });
});

describe('held community items', () => {
  beforeAll(async () => {
    await db().insert(sensitiveWords).values({ word: 'reviewholdword', action: 'review' });
  });

  async function heldQuestion(title: string) {
    const res = await api.inject('POST', '/api/community/questions', author.headers, {
      kind: 'question',
      plate: 'development-board',
      productKind: 'development-board',
      productName: 'VisionFive 2',
      title,
      description: 'It mentions reviewholdword once',
      tags: ['riscv'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.status).toBe('held');
    return res.json().result.id as string;
  }

  it('lists held questions and comments; approve publishes, reject deletes, remove is refused', async () => {
    const q = await heldQuestion('Held question one');
    const postId = await api.postIn(author, admin, 'published');
    const c = await api.inject('POST', '/api/community/comments', reader.headers, {
      targetType: 'post',
      targetId: postId,
      body: 'reviewholdword in a comment',
    });
    expect(c.json().result.status).toBe('held');
    const commentId = c.json().result.id as string;

    const queue = (await api.inject('GET', '/api/admin/reviews?type=held&pageSize=100', admin.headers)).json()
      .result;
    expect(queue.items.find((i: { id: string }) => i.id === q)).toMatchObject({
      type: 'held',
      targetType: 'question',
      title: 'Held question one',
      author: { id: author.userId },
      autoHeld: true,
      link: `/community/qa/detail?id=${q}`,
    });
    expect(queue.items.find((i: { id: string }) => i.id === commentId)).toMatchObject({
      targetType: 'comment',
      link: `/community/post/detail?id=${postId}`,
    });

    expect((await api.review(admin, 'remove', 'held', q, 'no')).statusCode).toBe(409);
    expect((await api.review(admin, 'approve', 'held', q)).json().result).toEqual({
      type: 'held',
      id: q,
      state: 'published',
    });
    const [question] = await db().select().from(questions).where(eq(questions.id, q));
    expect(question!.status).toBe('published');
    expect((await api.inject('GET', `/api/community/questions/${q}`)).statusCode).toBe(200);

    // approving a held comment counts it on its target
    expect((await api.review(admin, 'approve', 'held', commentId)).statusCode).toBe(200);
    const [counter] = await db()
      .select()
      .from(targetCounters)
      .where(and(eq(targetCounters.targetType, 'post'), eq(targetCounters.targetId, postId)));
    expect(counter!.comments).toBe(1);

    const rejected = await heldQuestion('Held question two');
    expect(
      (await api.inject('POST', `/api/admin/reviews/held/${rejected}/reject`, admin.headers, {})).statusCode,
    ).toBe(422);
    expect((await api.review(admin, 'reject', 'held', rejected, 'Insulting')).json().result.state).toBe(
      'deleted',
    );
    expect((await api.inject('GET', `/api/community/questions/${rejected}`, author.headers)).statusCode).toBe(
      404,
    );
    expect(await logOf(rejected)).toMatchObject([
      { action: 'reject', reason: 'Insulting', targetType: 'question', actorId: admin.userId },
    ]);
    expect((await noticesOf(author.userId, rejected))[0]!.summary).toContain('Insulting');
    // decided: 409 from now on
    expect((await api.review(admin, 'approve', 'held', rejected)).statusCode).toBe(409);
    const [comment] = await db().select().from(comments).where(eq(comments.id, commentId));
    expect(comment!.status).toBe('published');
  });
});

describe('moderation log', () => {
  it('pages newest first and filters by action, with automatic decisions having no actor', async () => {
    await db().insert(sensitiveWords).values({ word: 'logmaskword', action: 'replace' });
    const id = await api.postIn(author, admin, 'published', { title: 'logmaskword title' });
    const all = (await api.inject('GET', `/api/admin/moderation-log?targetId=${id}`, admin.headers)).json()
      .result;
    expect(all.items.map((i: { action: string }) => i.action)).toEqual(['approve', 'auto_replace']);
    expect(all.items[1]).toMatchObject({ actor: null, targetTitle: '*********** title', reason: 'title' });
    expect(all.items[0].actor).toMatchObject({ id: admin.userId });
    const onlyAuto = (
      await api.inject('GET', `/api/admin/moderation-log?action=auto_replace&targetId=${id}`, admin.headers)
    ).json().result;
    expect(onlyAuto.total).toBe(1);
    const page = (
      await api.inject('GET', '/api/admin/moderation-log?page=1&pageSize=2', admin.headers)
    ).json().result;
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
  });
});
