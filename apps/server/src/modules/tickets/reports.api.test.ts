import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, requests, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { ticketForm as form } from './test-support';
import { weekOf } from './reports';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const { send: call } = requests(() => ctx);

describe('ticket reports', () => {
  it('counts tickets per week, medians and satisfaction per level and staff member, as JSON and CSV', async () => {
    const user = await signIn(ctx);
    const staff = await signIn(ctx, { roles: ['support'] });
    const rate = async (rating: string) => {
      const { id } = (await call('POST', '/api/tickets', user.headers, form)).json().result;
      const base = `/api/admin/workOrders/${id}`;
      await call('POST', `${base}/claim`, staff.headers);
      await call('POST', `${base}/act`, staff.headers, { event: 'start' });
      await call('POST', `${base}/reply`, staff.headers, { body: 'Try this.' });
      await call('POST', `${base}/note`, staff.headers, { body: 'SECRET-NOTE' });
      await call('POST', `${base}/act`, staff.headers, { event: 'resolve' });
      await call('POST', `/api/tickets/${id}/transition`, user.headers, { event: 'confirm' });
      await call('POST', `/api/tickets/${id}/rate`, user.headers, { rating });
    };
    await rate('verySatisfied');
    await rate('verySatisfied');
    await rate('notSatisfied');
    await call('POST', '/api/tickets', user.headers, form);

    const res = await call('GET', '/api/admin/workOrders/reports?weeks=4', staff.headers);
    expect(res.statusCode).toBe(200);
    const r = res.json().result;
    expect(r.weekly).toHaveLength(4);
    expect(r.weekly.at(-1)).toEqual({ week: weekOf(new Date()), opened: 4, closed: 3 });
    expect(r.medianFirstResponseMinutes).toBe(0);
    expect(r.medianResolutionMinutes).toBe(0);
    expect(r.satisfaction).toEqual({ verySatisfied: 2, satisfied: 0, notSatisfied: 1 });
    expect(r.byStaff).toEqual([{ staff: staff.username, verySatisfied: 2, satisfied: 0, notSatisfied: 1 }]);

    const csv = await call('GET', '/api/admin/workOrders/reports.csv?weeks=4', staff.headers);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`weekly,${weekOf(new Date())},opened,4`);
    expect(csv.body).toContain('satisfaction,verySatisfied,share,0.667');
    expect(csv.body).toContain(`staff,${staff.username},notSatisfied,1`);
    expect(csv.body).not.toContain('SECRET-NOTE');

    expect((await call('GET', '/api/admin/workOrders/reports?weeks=0', staff.headers)).statusCode).toBe(422);
    expect((await call('GET', '/api/admin/workOrders/reports', user.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/workOrders/reports.csv', user.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/workOrders/reports', visitorHeaders())).statusCode).toBe(401);
  });

  it('names the Monday of a week in Asia/Shanghai', () => {
    expect(weekOf(new Date('2026-11-29T15:59:00Z'))).toBe('2026-11-23'); // Sunday 23:59 +08:00
    expect(weekOf(new Date('2026-11-29T16:00:00Z'))).toBe('2026-11-30'); // Monday 00:00 +08:00
  });
});
