import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseApplications, notifications } from '../../db/schema';
import { createTestApp, requests, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { ticketForm as form } from './test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
type Signed = Awaited<ReturnType<typeof signIn>>;
const { send: call } = requests(() => ctx);

/** Certifies the users as enterprise users of the company with `code`. */
async function colleagues(code: string, ...people: Signed[]) {
  await ctx.database.db.insert(enterpriseApplications).values(
    people.map((p) => ({
      userId: p.userId,
      state: 'approved',
      companyName: `Company ${code}`,
      creditCode: code,
      contactName: 'Contact',
      contactMobile: '13800000000',
      reviewedAt: new Date(),
    })),
  );
}

async function ticketOf(h: Headers): Promise<number> {
  const res = await call('POST', '/api/tickets', h, form);
  expect(res.statusCode).toBe(200);
  return res.json().result.id;
}

describe('ticket followers', () => {
  it('lets the submitter add a colleague, who reads the thread but never notes and cannot act', async () => {
    const owner = await signIn(ctx);
    const mate = await signIn(ctx);
    const stranger = await signIn(ctx);
    const outsider = await signIn(ctx);
    const staff = await signIn(ctx, { roles: ['support'] });
    await colleagues('91110000MA01', owner, mate);
    await colleagues('91110000MA99', outsider);
    const id = await ticketOf(owner.headers);

    // only colleagues of the same organisation; never oneself
    for (const account of [outsider.username, stranger.username, owner.username, 'nobody-here']) {
      const res = await call('POST', `/api/tickets/${id}/followers`, owner.headers, { account });
      expect(res.statusCode, account).toBe(422);
      expect(res.json().result.fields.map((f: { field: string }) => f.field)).toEqual(['account']);
    }
    const added = await call('POST', `/api/tickets/${id}/followers`, owner.headers, {
      account: mate.username,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().result.followers).toEqual([
      { userId: mate.userId, nickname: mate.username, staff: false },
    ]);

    // staff reply, write an internal note and move the ticket
    const base = `/api/admin/workOrders/${id}`;
    await call('POST', `${base}/claim`, staff.headers);
    await call('POST', `${base}/act`, staff.headers, { event: 'start' });
    await call('POST', `${base}/reply`, staff.headers, { body: 'Please send the boot log.' });
    await call('POST', `${base}/note`, staff.headers, { body: 'SECRET-NOTE bad batch' });
    await call('POST', `${base}/act`, staff.headers, { event: 'requestFeedback' });

    // the follower reads it, without notes and without the submitter's contact details
    const seen = await call('GET', `/api/tickets/${id}`, mate.headers);
    expect(seen.statusCode).toBe(200);
    expect(seen.body).not.toContain('SECRET-NOTE');
    expect(seen.json().result).toMatchObject({
      audience: 'follower',
      actions: [],
      canRate: false,
      remindMobile: '',
      state: 'pendingFeedback',
    });
    expect(seen.json().result.messages).toHaveLength(1);
    const following = await call('GET', '/api/tickets?scope=following', mate.headers);
    expect(following.json().result.items.map((i: { id: number }) => i.id)).toEqual([id]);
    expect((await call('GET', '/api/tickets', mate.headers)).json().result.total).toBe(0);

    // ...and cannot act on it: 403
    for (const [method, url, body] of [
      ['POST', `/api/tickets/${id}/transition`, { event: 'close' }],
      ['POST', `/api/tickets/${id}/messages`, { body: 'me too' }],
      ['POST', `/api/tickets/${id}/remind`, undefined],
      ['POST', `/api/tickets/${id}/rate`, { rating: 'satisfied' }],
      ['POST', `/api/tickets/${id}/followers`, { account: owner.username }],
      ['DELETE', `/api/tickets/${id}/followers/${owner.userId}`, undefined],
    ] as const) {
      const res = await call(method, url, mate.headers, body);
      expect(res.statusCode, url).toBe(403);
    }
    expect((await call('GET', `/api/tickets/${id}`, owner.headers)).json().result.state).toBe(
      'pendingFeedback',
    );

    // a non-follower gets 404 everywhere, a visitor 401
    for (const [method, url, body] of [
      ['GET', `/api/tickets/${id}`, undefined],
      ['POST', `/api/tickets/${id}/transition`, { event: 'close' }],
      ['POST', `/api/tickets/${id}/followers`, { account: stranger.username }],
      ['DELETE', `/api/tickets/${id}/followers/${stranger.userId}`, undefined],
    ] as const) {
      expect((await call(method, url, stranger.headers, body)).statusCode, url).toBe(404);
      expect((await call(method, url, visitorHeaders(), body)).statusCode, url).toBe(401);
    }
    expect((await call('GET', '/api/tickets?scope=following', stranger.headers)).json().result.total).toBe(0);

    // every status change reaches the submitter and the follower; no notice carries the note
    await call('POST', `/api/tickets/${id}/messages`, owner.headers, { body: 'Log attached.' });
    await call('POST', `${base}/act`, staff.headers, { event: 'resolve' });
    await call('POST', `/api/tickets/${id}/transition`, owner.headers, { event: 'confirm' });
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(inArray(notifications.userId, [owner.userId, mate.userId]));
    const of = (u: string) => told.filter((n) => n.userId === u).map((n) => n.summary);
    expect(JSON.stringify(told)).not.toContain('SECRET-NOTE');
    for (const state of ['pending feedback', 'processing', 'pending confirmation']) {
      expect(
        of(owner.userId).some((s) => s.includes(state)),
        state,
      ).toBe(true);
      expect(
        of(mate.userId).some((s) => s.includes(state)),
        state,
      ).toBe(true);
    }
    // the submitter's own confirmation is told to the follower, not back to the submitter
    expect(of(mate.userId).some((s) => s.endsWith(': closed'))).toBe(true);
    expect(of(owner.userId).some((s) => s.endsWith(': closed'))).toBe(false);
    expect(of(mate.userId).some((s) => s.includes('added you'))).toBe(true);

    // the follower may leave; then the ticket is private to them again
    expect(
      (await call('DELETE', `/api/tickets/${id}/followers/${mate.userId}`, mate.headers)).statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/tickets/${id}`, mate.headers)).statusCode).toBe(404);
  });

  it('lets support staff follow from the workbench and read it in the "I follow" tab', async () => {
    const owner = await signIn(ctx);
    const staff = await signIn(ctx, { roles: ['support'] });
    const user = await signIn(ctx);
    const id = await ticketOf(owner.headers);
    const put = (h: Headers, follow: boolean) =>
      call('PUT', `/api/admin/workOrders/${id}/follow`, h, { follow });
    expect((await put(user.headers, true)).statusCode).toBe(403);
    expect((await put(visitorHeaders(), true)).statusCode).toBe(401);
    const on = await put(staff.headers, true);
    expect(on.json().result).toMatchObject({ following: true, audience: 'staff' });
    expect(on.json().result.followers).toEqual([
      { userId: staff.userId, nickname: staff.username, staff: true },
    ]);
    await call('POST', `/api/admin/workOrders/${id}/note`, staff.headers, { body: 'SECRET-NOTE 2' });
    const mine = await call('GET', '/api/tickets?scope=following', staff.headers);
    expect(mine.json().result.items.map((i: { id: number }) => i.id)).toEqual([id]);
    const asFollower = await call('GET', `/api/tickets/${id}`, staff.headers);
    expect(asFollower.json().result.audience).toBe('follower');
    expect(asFollower.body).not.toContain('SECRET-NOTE');
    // the submitter closing it tells the following staff member
    await call('POST', `/api/tickets/${id}/transition`, owner.headers, { event: 'close' });
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, staff.userId));
    expect(told.map((n) => n.link)).toContain(`/work_order_detail?id=${id}`);
    expect((await put(staff.headers, false)).json().result).toMatchObject({
      following: false,
      followers: [],
    });
  });
});
