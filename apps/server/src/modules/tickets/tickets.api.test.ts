import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, ticketHistory, tickets } from '../../db/schema';
import { createTestApp, requests, signIn, visitorHeaders, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const form = {
  classification: 'hardware',
  title: 'Board does not boot',
  description: 'After flashing, **nothing** on the serial console.',
  productName: 'XuanTie C906 board',
  productVersion: 'v1.2',
  userType: 'individual',
  remindMobile: '13812345678',
  remindEmail: '',
};

const { send: call } = requests(() => ctx);
const submit = (h: Headers, body: object = form) => call('POST', '/api/tickets', h, body);
const act = (h: Headers, id: number, event: string, reason?: string) =>
  call('POST', `/api/admin/workOrders/${id}/act`, h, { event, ...(reason !== undefined ? { reason } : {}) });
const userMove = (h: Headers, id: number, event: string) =>
  call('POST', `/api/tickets/${id}/transition`, h, { event });

async function newTicket(h: Headers): Promise<{ id: number; number: string }> {
  const res = await submit(h);
  expect(res.statusCode).toBe(200);
  return res.json().result;
}

describe('support tickets', () => {
  it('submits a ticket with a readable number and lists it as mine', async () => {
    const user = await signIn(ctx);
    const t = await newTicket(user.headers);
    expect(t.number).toMatch(/^T\d{8}-\d{4}$/);
    const list = await call('GET', '/api/tickets', user.headers);
    expect(list.json().result.items.map((i: { id: number }) => i.id)).toEqual([t.id]);
    const found = await call('GET', `/api/tickets?q=${t.number}`, user.headers);
    expect(found.json().result.total).toBe(1);
    const detail = (await call('GET', `/api/tickets/${t.id}`, user.headers)).json().result;
    expect(detail.state).toBe('assigned');
    expect(detail.descriptionHtml).toContain('<strong>nothing</strong>');
    expect(detail.actions).toEqual(['close']);
    expect(detail.history[0]).toMatchObject({ event: 'create', to: 'assigned' });
  });

  it('gives 50 concurrent submissions 50 distinct consecutive numbers', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => signIn(ctx)));
    const out = await Promise.all(Array.from({ length: 50 }, (_, i) => submit(users[i % 5]!.headers)));
    expect(out.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const numbers = out.map((r) => r.json().result.number as string);
    const seq = numbers.map((n) => Number(n.slice(-4))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(50);
    for (let i = 1; i < seq.length; i += 1) expect(seq[i]).toBe(seq[i - 1]! + 1);
  });

  it('refuses bad input with 422 naming the field', async () => {
    const user = await signIn(ctx);
    const cases: [object, string][] = [
      [{ ...form, title: '' }, 'title'],
      [{ ...form, description: '  ' }, 'description'],
      [{ ...form, remindMobile: '', remindEmail: '' }, 'remindMobile'],
      [{ ...form, remindMobile: '12345' }, 'remindMobile'],
      [{ ...form, remindEmail: 'not-an-email' }, 'remindEmail'],
      [{ ...form, userType: 'company', companyName: '' }, 'companyName'],
      [{ ...form, classification: 'no-such-class' }, 'classification'],
    ];
    for (const [body, field] of cases) {
      const res = await submit(user.headers, body);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().result.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
  });

  it('walks the lifecycle: staff reply, suspend with a reason, feedback, resolve, confirm and rate once', async () => {
    const user = await signIn(ctx);
    const staff = await signIn(ctx, { roles: ['support'] });
    const t = await newTicket(user.headers);

    // the user cannot rate before confirming, nor take staff moves
    expect(
      (await call('POST', `/api/tickets/${t.id}/rate`, user.headers, { rating: 'satisfied' })).statusCode,
    ).toBe(409);
    expect((await userMove(user.headers, t.id, 'resolve')).statusCode).toBe(422);

    expect((await call('POST', `/api/admin/workOrders/${t.id}/claim`, staff.headers)).statusCode).toBe(200);
    // illegal steps answer 409 naming the state
    const early = await act(staff.headers, t.id, 'resolve');
    expect(early.statusCode).toBe(409);
    expect(early.json().result).toMatchObject({ state: 'assigned' });
    expect((await act(staff.headers, t.id, 'start')).json().result.state).toBe('processing');
    expect((await act(staff.headers, t.id, 'start')).statusCode).toBe(409);

    // suspend needs a reason, shown to the submitter
    const noReason = await act(staff.headers, t.id, 'suspend', '');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().result.fields.map((f: { field: string }) => f.field)).toEqual(['reason']);
    expect((await act(staff.headers, t.id, 'suspend', 'Waiting for a new board batch')).statusCode).toBe(200);
    const suspended = (await call('GET', `/api/tickets/${t.id}`, user.headers)).json().result;
    expect(suspended).toMatchObject({ state: 'suspended', suspendReason: 'Waiting for a new board batch' });
    expect((await act(staff.headers, t.id, 'resume')).json().result.state).toBe('processing');

    // staff reply and an internal note; the note never reaches the submitter
    const reply = await call('POST', `/api/admin/workOrders/${t.id}/reply`, staff.headers, {
      body: 'Please send the boot log.',
    });
    expect(reply.statusCode).toBe(200);
    await call('POST', `/api/admin/workOrders/${t.id}/note`, staff.headers, {
      body: 'SECRET-NOTE looks like a bad batch',
    });
    expect((await act(staff.headers, t.id, 'requestFeedback')).json().result.state).toBe('pendingFeedback');

    const seen = await call('GET', `/api/tickets/${t.id}`, user.headers);
    expect(seen.body).not.toContain('SECRET-NOTE');
    expect(seen.json().result.messages).toHaveLength(1);
    const staffView = (await call('GET', `/api/admin/workOrders/${t.id}/detail`, staff.headers)).json()
      .result;
    expect(staffView.messages.map((m: { kind: string }) => m.kind)).toEqual(['message', 'note']);
    const notes = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.userId));
    expect(notes.length).toBeGreaterThan(0);
    expect(JSON.stringify(notes)).not.toContain('SECRET-NOTE');

    // the submitter's answer returns the ticket to processing
    const answered = await call('POST', `/api/tickets/${t.id}/messages`, user.headers, {
      body: 'Log attached.',
    });
    expect(answered.json().result.state).toBe('processing');

    // resolve through the console's lifecycle button (the engine's transition)
    const resolved = await call('POST', `/api/admin/workOrders/${t.id}/transition`, staff.headers, {
      event: 'resolve',
    });
    expect(resolved.json().result.state).toBe('resolved');
    expect((await call('GET', `/api/tickets/${t.id}`, user.headers)).json().result.actions).toEqual([
      'reopen',
      'confirm',
      'close',
    ]);
    expect((await userMove(user.headers, t.id, 'reopen')).json().result.state).toBe('processing');
    await act(staff.headers, t.id, 'resolve');

    const confirmed = (await userMove(user.headers, t.id, 'confirm')).json().result;
    expect(confirmed).toMatchObject({ state: 'closed', canRate: true });
    const rated = await call('POST', `/api/tickets/${t.id}/rate`, user.headers, {
      rating: 'verySatisfied',
      comment: 'Quick help',
    });
    expect(rated.json().result).toMatchObject({ rating: 'verySatisfied', canRate: false });
    expect(
      (await call('POST', `/api/tickets/${t.id}/rate`, user.headers, { rating: 'satisfied' })).statusCode,
    ).toBe(409);

    // a closed ticket takes no more messages or moves
    const late = await call('POST', `/api/tickets/${t.id}/messages`, user.headers, { body: 'one more' });
    expect(late.statusCode).toBe(409);
    expect(late.json().result).toMatchObject({ state: 'closed' });
    expect((await userMove(user.headers, t.id, 'close')).statusCode).toBe(409);
    const history = (await call('GET', `/api/tickets/${t.id}`, user.headers)).json().result.history;
    expect(history.map((h: { event: string }) => h.event)).toEqual([
      'create',
      'start',
      'suspend',
      'resume',
      'requestFeedback',
      'feedback',
      'resolve',
      'reopen',
      'resolve',
      'confirm',
    ]);
  });

  it('closing by the submitter does not open the survey', async () => {
    const user = await signIn(ctx);
    const t = await newTicket(user.headers);
    expect((await userMove(user.headers, t.id, 'close')).json().result).toMatchObject({
      state: 'closed',
      canRate: false,
    });
    expect(
      (await call('POST', `/api/tickets/${t.id}/rate`, user.headers, { rating: 'satisfied' })).statusCode,
    ).toBe(409);
  });

  it('keeps tickets private: visitor 401, another user 404, staff without the permission 403', async () => {
    const owner = await signIn(ctx);
    const other = await signIn(ctx);
    const moderator = await signIn(ctx, { roles: ['moderator'] });
    const t = await newTicket(owner.headers);
    const v = visitorHeaders();
    expect((await submit(v)).statusCode).toBe(401);
    expect((await call('GET', '/api/tickets', v)).statusCode).toBe(401);
    expect((await call('GET', `/api/tickets/${t.id}`, v)).statusCode).toBe(401);
    expect((await call('POST', `/api/tickets/${t.id}/messages`, v, { body: 'x' })).statusCode).toBe(401);
    expect((await call('GET', `/api/admin/workOrders`, v)).statusCode).toBe(401);

    expect((await call('GET', `/api/tickets/${t.id}`, other.headers)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/tickets/${t.id}/messages`, other.headers, { body: 'x' })).statusCode,
    ).toBe(404);
    expect((await userMove(other.headers, t.id, 'close')).statusCode).toBe(404);
    expect((await call('GET', '/api/tickets', other.headers)).json().result.total).toBe(0);

    for (const h of [other.headers, moderator.headers]) {
      expect((await call('GET', '/api/admin/workOrders', h)).statusCode).toBe(403);
      expect((await call('GET', `/api/admin/workOrders/${t.id}/detail`, h)).statusCode).toBe(403);
      expect((await act(h, t.id, 'start')).statusCode).toBe(403);
      expect((await call('POST', `/api/admin/workOrders/${t.id}/note`, h, { body: 'x' })).statusCode).toBe(
        403,
      );
      expect(
        (await call('POST', `/api/admin/workOrders/${t.id}/transition`, h, { event: 'start' })).statusCode,
      ).toBe(403);
    }
  });

  it('lists the queue for support staff with filters', async () => {
    const user = await signIn(ctx);
    const staff = await signIn(ctx, { roles: ['support'] });
    const t = await newTicket(user.headers);
    const q = await call(
      'GET',
      `/api/admin/workOrders?q=${t.number}&state=assigned&unassigned=true`,
      staff.headers,
    );
    expect(q.statusCode).toBe(200);
    expect(q.json().result.items).toHaveLength(1);
    expect(q.json().result.items[0]).toMatchObject({ number: t.number, state: 'assigned' });
  });

  it('lets the submitter remind the assignee once an hour', async () => {
    const user = await signIn(ctx);
    const staff = await signIn(ctx, { roles: ['support'] });
    const t = await newTicket(user.headers);
    await call('POST', `/api/admin/workOrders/${t.id}/claim`, staff.headers);
    const remind = () => call('POST', `/api/tickets/${t.id}/remind`, user.headers);
    const [a, b] = await Promise.all([remind(), remind()]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const nudges = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, staff.userId));
    expect(nudges).toHaveLength(1);
    expect(nudges[0]!.link).toBe(`/admin/work_order_detail/${t.id}`);
    // an hour later it may remind again
    await ctx.database.db
      .update(tickets)
      .set({ remindedAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(tickets.id, t.id));
    expect((await remind()).statusCode).toBe(200);
    expect((await call('POST', `/api/tickets/${t.id}/remind`, (await signIn(ctx)).headers)).statusCode).toBe(
      404,
    );
  });

  it('closes a resolved ticket not confirmed within 7 days, on the job runner', async () => {
    const user = await signIn(ctx);
    const staff = await signIn(ctx, { roles: ['support'] });
    const stale = await newTicket(user.headers);
    const fresh = await newTicket(user.headers);
    for (const t of [stale, fresh]) {
      await act(staff.headers, t.id, 'start');
      await act(staff.headers, t.id, 'resolve');
    }
    await ctx.database.db
      .update(ticketHistory)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(and(eq(ticketHistory.ticketId, stale.id), eq(ticketHistory.toState, 'resolved')));
    await ctx.app.jobs.tick({ force: true });
    await ctx.app.jobs.tick({ force: true });
    const s = (await call('GET', `/api/tickets/${stale.id}`, user.headers)).json().result;
    expect(s).toMatchObject({ state: 'closed', canRate: false });
    expect(s.history.filter((h: { event: string }) => h.event === 'close')).toEqual([
      expect.objectContaining({ from: 'resolved', to: 'closed', actor: null, reason: 'autoClosed' }),
    ]);
    expect((await call('GET', `/api/tickets/${fresh.id}`, user.headers)).json().result.state).toBe(
      'resolved',
    );
  });

  it('lets only staff look up a submitter by one of name, phone or account', async () => {
    const user = await signIn(ctx);
    const staff = await signIn(ctx, { roles: ['support'] });
    const t = await newTicket(user.headers);
    const look = (h: Headers, qs: string) => call('GET', `/api/admin/workOrders/lookup?${qs}`, h);
    const byAccount = await look(staff.headers, `account=${user.username}`);
    expect(byAccount.json().result.map((i: { id: number }) => i.id)).toEqual([t.id]);
    const none = await look(staff.headers, '');
    expect(none.statusCode).toBe(422);
    expect(none.json().result.fields.map((f: { field: string }) => f.field)).toEqual(['name']);
    expect((await look(user.headers, `account=${user.username}`)).statusCode).toBe(403);
    expect((await look(visitorHeaders(), `account=${user.username}`)).statusCode).toBe(401);
  });
});
