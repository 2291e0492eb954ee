import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketHistory, tickets } from '../../db/schema';
import { createTestApp, requests, signIn, type TestContext } from '../../test/harness';
import { ticketForm } from './test-support';

// SLA marks (issue 18): the sweep on the job runner stores each open ticket's verdict, the queue
// filters the breached ones, the staff view shows both clocks, the submitter never sees them.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const form = { ...ticketForm, productName: 'SLA Board X1' };
const { send: call } = requests(() => ctx);

async function ticketOf(h: Headers): Promise<{ id: number; number: string }> {
  const res = await call('POST', '/api/tickets', h, form);
  expect(res.statusCode).toBe(200);
  return res.json().result;
}

describe('ticket SLA', () => {
  it('marks a ticket unanswered for two weeks breached, in the queue and on the staff page', async () => {
    const user = await signIn(ctx);
    const staff = await signIn(ctx, { roles: ['support'] });
    const old = await ticketOf(user.headers);
    const fresh = await ticketOf(user.headers);
    const long = new Date(Date.now() - 14 * 86_400_000);
    await ctx.database.db.update(tickets).set({ createdAt: long }).where(eq(tickets.id, old.id));
    await ctx.database.db
      .update(ticketHistory)
      .set({ createdAt: long })
      .where(eq(ticketHistory.ticketId, old.id));
    await ctx.app.jobs.tick({ force: true });

    const breached = await call('GET', '/api/admin/workOrders?slaBreached=true&pageSize=100', staff.headers);
    const ids = breached.json().result.items.map((i: { id: number }) => i.id);
    expect(ids).toContain(old.id);
    expect(ids).not.toContain(fresh.id);
    const row = breached.json().result.items.find((i: { id: number }) => i.id === old.id);
    expect(row.sla).toBe('breached');

    const view = (await call('GET', `/api/admin/workOrders/${old.id}/detail`, staff.headers)).json().result;
    expect(view.sla.state).toBe('breached');
    expect(view.sla.firstResponse).toMatchObject({ targetMinutes: 240, stopped: false, state: 'breached' });
    expect(view.sla.resolution.elapsedMinutes).toBeGreaterThanOrEqual(9 * 540);
    const freshView = (await call('GET', `/api/admin/workOrders/${fresh.id}/detail`, staff.headers)).json()
      .result;
    expect(freshView.sla.state).toBe('ok');
    // the submitter never sees the clocks
    expect((await call('GET', `/api/tickets/${old.id}`, user.headers)).json().result.sla).toBeNull();

    // staff's first reply stops the first-response clock; the product name is searchable
    await call('POST', `/api/admin/workOrders/${fresh.id}/reply`, staff.headers, { body: 'On it.' });
    const answered = (await call('GET', `/api/admin/workOrders/${fresh.id}/detail`, staff.headers)).json()
      .result;
    expect(answered.sla.firstResponse.stopped).toBe(true);
    const byProduct = await call(
      'GET',
      `/api/admin/workOrders?q=${encodeURIComponent('SLA Board X1')}`,
      staff.headers,
    );
    expect(byProduct.json().result.total).toBeGreaterThanOrEqual(2);
    expect((await call('GET', '/api/admin/workOrders?slaBreached=true', user.headers)).statusCode).toBe(403);
  });
});
