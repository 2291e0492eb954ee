import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reports } from '../../db/schema';
import type { Who } from '../posts/test-kit';
import {
  useReviewsApp,
  api,
  author,
  reader,
  admin,
  support,
  db,
  logOf,
  noticesOf,
} from './reviews-api-setup';

// The review queue: reports of published content.

useReviewsApp();

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
