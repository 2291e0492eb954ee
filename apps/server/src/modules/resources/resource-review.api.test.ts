import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, users } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { multipart } from '../../test/multipart';
import { syncSearchIndex } from '../search/sync';
import { approveResource, pendingReviewOf, reviewResource } from './test-support';

// Enterprise uploads go through the console's one approval queue (kind `resource`) before they
// are public: pending → approved | rejected with a reason shown to the uploader, who is notified.
// An edit takes a resource back to review.

type Who = Awaited<ReturnType<typeof signIn>>;
let ctx: TestContext;
let owner: Who;
let ownerEmail: string;
let admin: Who;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signIn(ctx, { userType: 1, roles: ['enterprise'] });
  ownerEmail = `res${crypto.randomBytes(4).toString('hex')}@example.com`;
  await ctx.database.db.update(users).set({ email: ownerEmail }).where(eq(users.id, owner.userId));
  admin = await signIn(ctx, { roles: ['admin'] });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = visitorHeaders()) =>
  ctx.app.inject({ method: 'GET', url, headers });

async function upload(name: string) {
  const body = multipart(
    { name, description: 'Board support package', type: '1' },
    { name: 'bsp.tar.gz', data: zlib.gzipSync(Buffer.from(`${name} `.repeat(100))) },
  );
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/my/resources',
    headers: { ...owner.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.id as number;
}

const listed = async (q: string) =>
  ((await get(`/api/resources?q=${encodeURIComponent(q)}`)).json().result.items as { id: number }[]).map(
    (i) => i.id,
  );
const mine = async () =>
  (await get('/api/my/resources', owner.headers)).json().result.items as {
    id: number;
    review: { state: string; comment: string | null } | null;
  }[];
const found = async (word: string) => {
  await syncSearchIndex(ctx.database.db);
  const res = await get(`/api/search?q=${encodeURIComponent(word)}&kind=resources`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().result.items as { url: string }[]).map((i) => i.url);
};

describe('the approve flow of uploaded resources', () => {
  it('a pending upload is hidden from others, in the directory, its links and search; its owner sees it', async () => {
    const id = await upload('Pendingkit');
    expect(await listed('Pendingkit')).toEqual([]);
    expect((await get(`/api/resources/${id}`)).statusCode).toBe(404);
    const plain = await signIn(ctx);
    expect((await get(`/api/resources/${id}`, plain.headers)).statusCode).toBe(404);
    const link = await ctx.app.inject({
      method: 'POST',
      url: `/api/resources/${id}/link`,
      headers: plain.headers,
    });
    expect(link.statusCode).toBe(404);
    expect(await found('Pendingkit')).toEqual([]);
    // the owner sees its state and may fetch its own file; the reviewer may check the file too
    expect((await mine()).find((r) => r.id === id)?.review).toEqual({ state: 'pending', comment: null });
    expect((await get(`/api/resources/${id}`, owner.headers)).statusCode).toBe(200);
    const reviewerLink = await ctx.app.inject({
      method: 'POST',
      url: `/api/resources/${id}/link`,
      headers: admin.headers,
    });
    expect(reviewerLink.statusCode).toBe(200);
    expect((await get(reviewerLink.json().result.url)).statusCode).toBe(200);
  });

  it('the queue lists it under kind resource; approval makes it public and tells the uploader', async () => {
    const id = await upload('Approvedkit');
    const queue = await get('/api/admin/applications?kind=resource', admin.headers);
    expect(queue.statusCode, queue.body).toBe(200);
    const row = (
      queue.json().result.items as { id: string; title: string; details: { field: string }[] }[]
    ).find((i) => i.title === 'Approvedkit');
    expect(row?.details.map((d) => d.field)).toEqual(['fileName', 'size', 'sha256']);
    await approveResource(ctx, id);
    expect(await listed('Approvedkit')).toEqual([id]);
    expect((await get(`/api/resources/${id}`)).statusCode).toBe(200);
    expect(await found('Approvedkit')).toEqual([`/community/download?resource=${id}`]);
    expect((await mine()).find((r) => r.id === id)?.review).toEqual({ state: 'approved', comment: null });
    const notices = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, ownerEmail));
    expect(notices.some((n) => n.body.includes('Approvedkit') && n.body.includes('approved'))).toBe(true);
  });

  it('a rejection needs a reason, which the uploader is shown and told; an edit submits it again', async () => {
    const id = await upload('Rejectedkit');
    const bare = await reviewResource(ctx, id, { approve: false }, admin.headers);
    expect(bare.statusCode).toBe(422);
    const res = await reviewResource(
      ctx,
      id,
      { approve: false, comment: 'Checksum file missing' },
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await listed('Rejectedkit')).toEqual([]);
    expect((await mine()).find((r) => r.id === id)?.review).toEqual({
      state: 'rejected',
      comment: 'Checksum file missing',
    });
    const notices = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, ownerEmail));
    expect(notices.some((n) => n.body.includes('Checksum file missing'))).toBe(true);
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/my/resources/${id}`,
      headers: owner.headers,
      payload: { name: 'Rejectedkit', description: 'Now with checksums', type: '1' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().result.review).toEqual({ state: 'pending', comment: null });
    expect(await pendingReviewOf(ctx, id)).toBeDefined();
  });

  it('an edit of a public resource hides it until approved again; edits keep one pending review', async () => {
    const id = await upload('Editedkit');
    await approveResource(ctx, id);
    const put = (description: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/my/resources/${id}`,
        headers: owner.headers,
        payload: { name: 'Editedkit', description, type: '2' },
      });
    expect((await put('first edit')).statusCode).toBe(200);
    const first = await pendingReviewOf(ctx, id);
    expect((await put('second edit')).statusCode).toBe(200);
    expect(await pendingReviewOf(ctx, id)).toBe(first);
    expect(await listed('Editedkit')).toEqual([]);
    await approveResource(ctx, id);
    expect((await get(`/api/resources/${id}`)).json().result).toMatchObject({ description: 'second edit' });
  });

  it('only reviewers decide: the uploader, a plain user and a visitor are refused; a decided review is 409', async () => {
    const id = await upload('Guardedkit');
    const plain = await signIn(ctx);
    expect((await reviewResource(ctx, id, { approve: true }, owner.headers)).statusCode).toBe(403);
    expect((await reviewResource(ctx, id, { approve: true }, plain.headers)).statusCode).toBe(403);
    expect((await reviewResource(ctx, id, { approve: true }, visitorHeaders())).statusCode).toBe(401);
    expect((await get('/api/admin/applications?kind=resource', owner.headers)).statusCode).toBe(403);
    const reviewId = await pendingReviewOf(ctx, id);
    expect((await reviewResource(ctx, id, { approve: true }, admin.headers)).statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/applications/resource/${reviewId}/review`,
      headers: admin.headers,
      payload: { approve: false, comment: 'late' },
    });
    expect(again.statusCode).toBe(409);
  });
});
