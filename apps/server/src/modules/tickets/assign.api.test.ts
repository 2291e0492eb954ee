import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { createTestApp, requests, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { ticketForm as form } from './test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const { send: call } = requests(() => ctx);

describe('assigning tickets', () => {
  it('assigns to support staff only and filters the queue by assignee', async () => {
    const user = await signIn(ctx);
    const lead = await signIn(ctx, { roles: ['support'] });
    const mate = await signIn(ctx, { roles: ['support'] });
    const { id } = (await call('POST', '/api/tickets', user.headers, form)).json().result;
    const other = (await call('POST', '/api/tickets', user.headers, form)).json().result.id;

    const staffList = await call('GET', '/api/admin/workOrders/staff', lead.headers);
    const values = staffList.json().result.map((o: { value: string }) => o.value);
    expect(values).toEqual(expect.arrayContaining([lead.userId, mate.userId]));
    expect(values).not.toContain(user.userId);
    expect((await call('GET', '/api/admin/workOrders/staff', user.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/workOrders/staff', visitorHeaders())).statusCode).toBe(401);

    const assign = (h: Headers, assigneeId: string) =>
      call('POST', `/api/admin/workOrders/${id}/assign`, h, { assigneeId });
    for (const bad of [user.userId, 'not-a-uuid']) {
      const res = await assign(lead.headers, bad);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().result.fields.map((f: { field: string }) => f.field)).toEqual(['assigneeId']);
    }
    expect((await assign(user.headers, mate.userId)).statusCode).toBe(403);
    const done = await assign(lead.headers, mate.userId);
    expect(done.json().result.assignee).toBe(mate.username);
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, mate.userId));
    expect(told.map((n) => n.link)).toEqual([`/admin/work_order_detail/${id}`]);

    const byMate = await call('GET', `/api/admin/workOrders?assigneeId=${mate.userId}`, lead.headers);
    expect(byMate.json().result.items.map((i: { id: number }) => i.id)).toEqual([id]);
    const unassigned = await call('GET', '/api/admin/workOrders?unassigned=true&pageSize=100', lead.headers);
    const free = unassigned.json().result.items.map((i: { id: number }) => i.id);
    expect(free).toContain(other);
    expect(free).not.toContain(id);
    expect(
      (await call('GET', '/api/admin/workOrders?assigneeId=nobody', lead.headers)).json().result.total,
    ).toBe(0);
  });
});
