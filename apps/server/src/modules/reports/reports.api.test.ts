import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { removeTestItem, testItem } from '../interactions/test-target';

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
const report = (h: Headers, targetId: string, over: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/community/reports',
    headers: h,
    payload: { targetType: 'test-item', targetId, reason: 'spam', detail: 'adverts', ...over },
  });
const queue = (h: Headers, q = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/reports${q}`, headers: h });
const handle = (h: Headers, id: string, action: 'resolve' | 'ignore') =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/reports/${id}/${action}`, headers: h });

describe('reports', () => {
  it('files a report; a second pending one by the same user is 409; the queue shows content and author', async () => {
    const author = await signIn(ctx);
    const reporter = await signIn(ctx);
    const admin = await signIn(ctx, { roles: ['admin'] });
    const id = testItem(author.userId, 'Dubious content');

    const res = await report(reporter.headers, id);
    expect(res.statusCode).toBe(200);
    const filed = res.json().result;
    expect(filed).toMatchObject({
      targetType: 'test-item',
      targetId: id,
      reason: 'spam',
      detail: 'adverts',
      status: 'pending',
      reporter: { id: reporter.userId },
      target: { title: 'Dubious content', link: `/test/${id}`, author: { id: author.userId } },
    });

    const dup = await report(en(reporter.headers), id);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('You have already reported this content; it is waiting for review');
    // concurrent duplicates: exactly one more lands for another reporter
    const other = await signIn(ctx);
    const burst = await Promise.all(Array.from({ length: 5 }, () => report(other.headers, id)));
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(burst.filter((r) => r.statusCode === 409)).toHaveLength(4);

    const pending = (await queue(admin.headers, '?status=pending&pageSize=100')).json().result;
    const mine = pending.items.filter((i: { targetId: string }) => i.targetId === id);
    expect(mine).toHaveLength(2);
    expect(mine[0].target.author).toMatchObject({ id: author.userId, username: author.username });

    const resolved = await handle(admin.headers, filed.id, 'resolve');
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().result).toMatchObject({ status: 'resolved' });
    expect(resolved.json().result.handledAt).not.toBeNull();
    const again = await handle(en(admin.headers), filed.id, 'ignore');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This report has already been handled');
    expect((await handle(admin.headers, crypto.randomUUID(), 'resolve')).statusCode).toBe(404);

    // once handled, the same user may report it again
    expect((await report(reporter.headers, id)).statusCode).toBe(200);
    const resolvedList = (await queue(admin.headers, '?status=resolved&pageSize=100')).json().result;
    expect(resolvedList.items.map((i: { id: string }) => i.id)).toContain(filed.id);

    // the content is gone: the queue still lists the report, without a target
    removeTestItem(id);
    const gone = (await queue(admin.headers, '?status=pending&pageSize=100')).json().result;
    expect(gone.items.find((i: { targetId: string }) => i.targetId === id).target).toBeNull();
  });

  it('validates the body and the target', async () => {
    const user = await signIn(ctx);
    const id = testItem(user.userId);
    const noReason = await report(en(user.headers), id, { reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().result.fields[0]).toEqual({ field: 'reason', message: 'Reason is required' });
    const long = await report(user.headers, id, { detail: 'x'.repeat(501) });
    expect(long.statusCode).toBe(422);
    expect(long.json().result.fields[0].field).toBe('detail');
    expect((await report(user.headers, crypto.randomUUID())).statusCode).toBe(404);
    expect((await report(user.headers, id, { targetType: 'nope' })).statusCode).toBe(404);
  });

  it('authorisation matrix: visitor 401, user 403, moderator allowed, XSRF 403', async () => {
    const author = await signIn(ctx);
    const user = await signIn(ctx);
    const moderator = await signIn(ctx, { roles: ['support'] });
    const id = testItem(author.userId);
    expect((await report(visitorHeaders(), id)).statusCode).toBe(401);
    expect((await report(noXsrf(user.headers), id)).statusCode).toBe(403);

    const a = (await report(user.headers, id)).json().result.id;
    const b = (await report(author.headers, id)).json().result.id;
    expect((await queue(visitorHeaders())).statusCode).toBe(401);
    expect((await queue(user.headers)).statusCode).toBe(403);
    expect((await queue(moderator.headers)).statusCode).toBe(200);
    for (const [rid, action] of [
      [a, 'resolve'],
      [b, 'ignore'],
    ] as const) {
      expect((await handle(visitorHeaders(), rid, action)).statusCode).toBe(401);
      expect((await handle(user.headers, rid, action)).statusCode).toBe(403);
      expect((await handle(author.headers, rid, action)).statusCode).toBe(403);
      expect((await handle(noXsrf(moderator.headers), rid, action)).statusCode).toBe(403);
      expect((await handle(moderator.headers, rid, action)).statusCode).toBe(200);
    }
    const ignored = (await queue(moderator.headers, '?status=ignored&pageSize=100')).json().result;
    expect(ignored.items.map((i: { id: string }) => i.id)).toContain(b);
  });
});
