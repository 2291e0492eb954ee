import { describe, expect, it } from 'vitest';
import { REVIEW_REASON_MAX } from '@occ/shared';
import { sensitiveWords } from '../../db/schema';
import { visitorHeaders } from '../../test/harness';
import { en } from '../posts/test-kit';
import {
  useReviewsApp,
  ctx,
  api,
  author,
  reader,
  admin,
  support,
  db,
  logOf,
  noticesOf,
} from './reviews-api-setup';

// The review queue: who may moderate, post reviews, and the moderation log.

useReviewsApp();

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
