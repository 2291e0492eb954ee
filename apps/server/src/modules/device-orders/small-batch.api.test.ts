import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { json, member } from '../devices/test-support';
import { catalogueChip } from './test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => ctx.close());

type H = Record<string, string>;
const order = (h: H, productId: number) =>
  json(ctx, 'POST', '/api/devices/small-batch', h, {
    items: [{ productId, quantity: 20 }],
    contactName: 'Wang',
    contactPhone: '13812345678',
    address: 'Hangzhou, Xihu district',
    purpose: 'prototype run',
  });
const move = (h: H, id: string, body: object) =>
  json(ctx, 'POST', `/api/devices/small-batch/${id}/transition`, h, body);

describe('small-batch orders', () => {
  it('walks submitted → quoted → confirmed → shipped → received with a timeline, notices and audit rows', async () => {
    const chip = await catalogueChip(ctx);
    const customer = await member(ctx, 'ORG-SB1');
    const staff = await signIn(ctx, { roles: ['vendor'] });
    const created = await order(customer.headers, chip);
    expect(created.statusCode).toBe(200);
    const o = created.json().result;
    expect(o.state).toBe('submitted');
    expect(o.items[0]).toMatchObject({ productId: chip, quantity: 20 });
    expect(o.actions).toEqual(['cancel']);

    // staff see it with their own steps
    const seen = await json(ctx, 'GET', `/api/devices/small-batch/${o.id}`, staff.headers);
    expect(seen.json().result.actions).toEqual(['quote', 'decline']);

    // a quote needs the price and lead time (422 naming the field), then passes
    const noPrice = await move(staff.headers, o.id, { event: 'quote' });
    expect(noPrice.statusCode).toBe(422);
    expect(noPrice.json().result.fields[0].field).toBe('price');
    expect(
      (await move(staff.headers, o.id, { event: 'quote', price: 1200, leadTimeDays: 10 })).statusCode,
    ).toBe(200);
    expect((await move(customer.headers, o.id, { event: 'confirm', note: 'ok' })).statusCode).toBe(200);
    const noTracking = await move(staff.headers, o.id, { event: 'ship' });
    expect(noTracking.statusCode).toBe(422);
    expect(noTracking.json().result.fields[0].field).toBe('trackingNo');
    const shipped = await move(staff.headers, o.id, { event: 'ship', trackingNo: 'SF1234567890' });
    expect(shipped.json().result).toMatchObject({
      state: 'shipped',
      trackingNo: 'SF1234567890',
      price: 1200,
    });
    const received = await move(customer.headers, o.id, { event: 'receive' });
    expect(received.json().result.state).toBe('received');
    expect(received.json().result.actions).toEqual([]);
    expect(received.json().result.history.map((h: { event: string }) => h.event)).toEqual([
      'submit',
      'quote',
      'confirm',
      'ship',
      'receive',
    ]);
    expect(received.json().result.history[2]).toMatchObject({ side: 'customer', note: 'ok' });

    const toCustomer = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, customer.userId), eq(notifications.targetId, o.id)));
    expect(toCustomer).toHaveLength(2); // quote, ship (never their own steps)
    const toStaff = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, staff.userId), eq(notifications.targetId, o.id)));
    expect(toStaff).toHaveLength(3); // submit, confirm, receive
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.recordId, o.id));
    expect(audit).toHaveLength(5);
  });

  it('refuses illegal steps with 409 and the other side’s steps with 403, in the request’s language', async () => {
    const chip = await catalogueChip(ctx);
    const customer = await member(ctx, 'ORG-SB2');
    const staff = await signIn(ctx, { roles: ['vendor'] });
    const o = (await order(customer.headers, chip)).json().result;
    const early = await move(customer.headers, o.id, { event: 'confirm' });
    expect(early.statusCode).toBe(409);
    const en = await move({ ...customer.headers, 'accept-language': 'en-US' }, o.id, { event: 'receive' });
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toContain('not allowed');
    expect((await move(staff.headers, o.id, { event: 'ship', trackingNo: 'SF1234567890' })).statusCode).toBe(
      409,
    );
    // quoting is the vendor's, confirming the customer's
    expect(
      (await move(customer.headers, o.id, { event: 'quote', price: 1, leadTimeDays: 1 })).statusCode,
    ).toBe(403);
    await move(staff.headers, o.id, { event: 'quote', price: 10, leadTimeDays: 3 });
    expect((await move(staff.headers, o.id, { event: 'confirm' })).statusCode).toBe(403);
    await move(customer.headers, o.id, { event: 'confirm' });
    // the vendor may no longer decline a confirmed order; the customer may still cancel
    expect((await move(staff.headers, o.id, { event: 'decline' })).statusCode).toBe(409);
    expect((await move(customer.headers, o.id, { event: 'cancel' })).json().result.state).toBe('cancelled');
    expect((await move(staff.headers, o.id, { event: 'ship', trackingNo: 'SF1234567890' })).statusCode).toBe(
      409,
    );
  });

  it('keeps orders inside their organisation and refuses bad input and visitors', async () => {
    const chip = await catalogueChip(ctx);
    const hidden = await catalogueChip(ctx, false);
    const a = await member(ctx, 'ORG-SB3');
    const b = await member(ctx, 'ORG-SB4');
    const loner = await signIn(ctx);
    const o = (await order(a.headers, chip)).json().result;
    expect((await json(ctx, 'GET', `/api/devices/small-batch/${o.id}`, b.headers)).statusCode).toBe(404);
    expect((await move(b.headers, o.id, { event: 'cancel' })).statusCode).toBe(404);
    const list = await json(ctx, 'GET', '/api/devices/small-batch', b.headers);
    expect(list.json().result.items.map((i: { id: string }) => i.id)).not.toContain(o.id);
    expect((await order(loner.headers, chip)).statusCode).toBe(403);
    const unpublished = await order(a.headers, hidden);
    expect(unpublished.statusCode).toBe(422);
    expect(unpublished.json().result.fields[0].field).toBe('items.0.productId');
    const bad = await json(ctx, 'POST', '/api/devices/small-batch', a.headers, { items: [] });
    expect(bad.statusCode).toBe(422);
    expect((await json(ctx, 'GET', '/api/devices/small-batch', visitorHeaders())).statusCode).toBe(401);
  });
});
