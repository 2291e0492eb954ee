import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments, questions, sensitiveWords, targetCounters, videos } from '../../db/schema';
import { useReviewsApp, api, author, reader, admin, db, logOf, noticesOf, video } from './reviews-api-setup';

// The review queue: videos and community items held by the sensitive-word screen.

useReviewsApp();

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
