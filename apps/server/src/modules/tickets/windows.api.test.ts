import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, tickets } from '../../db/schema';
import { createTestApp, requests, signIn, type TestContext } from '../../test/harness';
import { ticketForm } from './test-support';

// The reopen window (TICKET_REOPEN_DAYS) and the feedback sweep (TICKET_FEEDBACK_REMIND_DAYS,
// TICKET_FEEDBACK_CLOSE_DAYS), driven by the job runner's clock like the auto-close test.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const form = { ...ticketForm, productName: 'XuanTie C906 board' };
const DAY = 86_400_000;
const { send: call } = requests(() => ctx);
const act = (h: Headers, id: number, event: string) =>
  call('POST', `/api/admin/workOrders/${id}/act`, h, { event });
const get = async (h: Headers, id: number) => (await call('GET', `/api/tickets/${id}`, h)).json().result;
const backdate = (id: number, set: Partial<typeof tickets.$inferInsert>) =>
  ctx.database.db.update(tickets).set(set).where(eq(tickets.id, id));

async function ticketOf(h: Headers, body: object = form): Promise<number> {
  const res = await call('POST', '/api/tickets', h, body);
  expect(res.statusCode).toBe(200);
  return res.json().result.id;
}

describe('ticket windows', () => {
  it('reopens within 14 days of the resolution; later offers a new ticket linked to the old one', async () => {
    const user = await signIn(ctx);
    const staff = await signIn(ctx, { roles: ['support'] });
    const id = await ticketOf(user.headers);
    await act(staff.headers, id, 'start');
    await act(staff.headers, id, 'resolve');
    const fresh = await get(user.headers, id);
    expect(fresh.actions).toContain('reopen');
    expect(fresh.canFollowUp).toBe(false);
    expect(new Date(fresh.reopenUntil).getTime()).toBeGreaterThan(Date.now() + 13 * DAY);

    // 15 days after the resolution (a longer auto-close keeps it resolved): reopen is refused
    await backdate(id, { resolvedAt: new Date(Date.now() - 15 * DAY) });
    const late = await get(user.headers, id);
    expect(late.actions).not.toContain('reopen');
    expect(late.canFollowUp).toBe(true);
    const refused = await call('POST', `/api/tickets/${id}/transition`, user.headers, { event: 'reopen' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('14');
    expect((await get(user.headers, id)).state).toBe('resolved');

    // the new ticket names the old one; only one's own ticket may be named
    const other = await signIn(ctx);
    const stranger = await call('POST', '/api/tickets', other.headers, { ...form, relatedTo: id });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().result.fields.map((f: { field: string }) => f.field)).toEqual(['relatedTo']);
    const next = await ticketOf(user.headers, { ...form, relatedTo: id });
    const linked = await get(user.headers, next);
    expect(linked.relatedTo).toMatchObject({ id, number: late.number });

    // within the window it moves back to processing, and the staff view shows no follow-up
    await backdate(id, { resolvedAt: new Date(Date.now() - 2 * DAY) });
    const reopened = await call('POST', `/api/tickets/${id}/transition`, user.headers, { event: 'reopen' });
    expect(reopened.json().result.state).toBe('processing');
    const staffView = (await call('GET', `/api/admin/workOrders/${id}/detail`, staff.headers)).json().result;
    expect(staffView.canFollowUp).toBe(false);
  });

  it('reminds a submitter who does not answer a feedback request, then closes the ticket', async () => {
    const user = await signIn(ctx);
    const staff = await signIn(ctx, { roles: ['support'] });
    const quiet = await ticketOf(user.headers);
    const recent = await ticketOf(user.headers);
    for (const id of [quiet, recent]) {
      await act(staff.headers, id, 'start');
      await act(staff.headers, id, 'requestFeedback');
    }
    const waiting = async () =>
      (
        await ctx.database.db.select().from(notifications).where(eq(notifications.userId, user.userId))
      ).filter((n) => n.summary.includes('waiting for your feedback'));

    // 4 days unanswered: one reminder, however often the sweep runs
    await backdate(quiet, { feedbackAskedAt: new Date(Date.now() - 4 * DAY) });
    await ctx.app.jobs.tick({ force: true });
    await ctx.app.jobs.tick({ force: true });
    expect((await waiting()).map((n) => n.link)).toEqual([`/work_order_detail?id=${quiet}`]);
    expect((await get(user.headers, quiet)).state).toBe('pendingFeedback');

    // 8 days unanswered (and reminded): closed by the system
    await backdate(quiet, { feedbackAskedAt: new Date(Date.now() - 8 * DAY) });
    await ctx.app.jobs.tick({ force: true });
    const closed = await get(user.headers, quiet);
    expect(closed).toMatchObject({ state: 'closed', canRate: false });
    expect(closed.history.at(-1)).toMatchObject({
      event: 'close',
      from: 'pendingFeedback',
      actor: null,
      reason: 'feedbackTimeout',
    });
    expect((await waiting()).length).toBe(1);
    expect((await get(user.headers, recent)).state).toBe('pendingFeedback');

    // an answer in time returns the ticket to processing; a later request starts a new count
    await call('POST', `/api/tickets/${recent}/messages`, user.headers, { body: 'Here you are' });
    expect((await get(user.headers, recent)).state).toBe('processing');
  });
});
