import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  outboxMessages,
  productI18n,
  products,
  ticketHistory,
  tickets,
} from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { colleagues, ticketForm, type Headers } from './test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const noticesOf = async (userId: string) =>
  (await ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId))).length;
const outboxTo = async (recipient: string) =>
  ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));

describe('ticket reminder settings', () => {
  it('are the submitter’s to read and change; anyone else is refused', async () => {
    const owner = await signIn(ctx);
    const mate = await signIn(ctx);
    const stranger = await signIn(ctx);
    const staff = await signIn(ctx, { roles: ['support'] });
    await colleagues(ctx, '91110000RM01', owner, mate);
    const id = (await call('POST', '/api/tickets', owner.headers, ticketForm)).json().result.id as number;
    await call('POST', `/api/tickets/${id}/followers`, owner.headers, { account: mate.username });
    const url = `/api/tickets/${id}/reminders`;
    const body = { status: true, replies: false, sms: true, email: false };

    const first = (await call('GET', `/api/tickets/${id}`, owner.headers)).json().result;
    expect(first.reminders).toEqual({ status: true, replies: true, sms: false, email: true });
    expect((await call('PUT', url, visitorHeaders(), body)).statusCode).toBe(401);
    expect((await call('PUT', url, stranger.headers, body)).statusCode).toBe(404);
    expect((await call('PUT', url, mate.headers, body)).statusCode).toBe(403);
    const bad = await call('PUT', url, owner.headers, { status: true });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.fields.map((f: { field: string }) => f.field)).toEqual([
      'replies',
      'sms',
      'email',
    ]);

    const saved = await call('PUT', url, owner.headers, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result.reminders).toEqual(body);
    expect((await call('GET', `/api/tickets/${id}`, mate.headers)).json().result.reminders).toBeNull();
    const staffView = await call('GET', `/api/admin/workOrders/${id}/detail`, staff.headers);
    expect(staffView.json().result.reminders).toBeNull();
  });

  it('decide which changes tell the submitter, and by SMS and/or e-mail; followers are told regardless', async () => {
    const owner = await signIn(ctx);
    const mate = await signIn(ctx);
    const staff = await signIn(ctx, { roles: ['support'] });
    await colleagues(ctx, '91110000RM02', owner, mate);
    const mobile = '13912340001';
    const email = `rm-${owner.userId.slice(0, 8)}@example.com`;
    const created = await call('POST', '/api/tickets', owner.headers, {
      ...ticketForm,
      remindMobile: mobile,
      remindEmail: email,
    });
    const id = created.json().result.id as number;
    await call('POST', `/api/tickets/${id}/followers`, owner.headers, { account: mate.username });
    const base = `/api/admin/workOrders/${id}`;
    const settings = (s: object) => call('PUT', `/api/tickets/${id}/reminders`, owner.headers, s);

    // status changes by SMS and e-mail; replies not at all
    await settings({ status: true, replies: false, sms: true, email: true });
    let ownerN = await noticesOf(owner.userId);
    let mateN = await noticesOf(mate.userId);
    expect((await call('POST', `${base}/act`, staff.headers, { event: 'start' })).statusCode).toBe(200);
    expect(await noticesOf(owner.userId)).toBe(ownerN + 1);
    expect(await noticesOf(mate.userId)).toBe(mateN + 1);
    const sms = await outboxTo(mobile);
    const mails = await outboxTo(email);
    expect(sms.map((m) => m.channel)).toEqual(['sms']);
    expect(mails.map((m) => m.channel)).toEqual(['email']);
    expect(sms[0]!.body).toContain(created.json().result.number);

    ownerN = await noticesOf(owner.userId);
    mateN = await noticesOf(mate.userId);
    await call('POST', `${base}/reply`, staff.headers, { body: 'Try again' });
    expect(await noticesOf(owner.userId)).toBe(ownerN);
    expect(await noticesOf(mate.userId)).toBe(mateN + 1);

    // replies by e-mail only; status changes off
    await settings({ status: false, replies: true, sms: false, email: true });
    ownerN = await noticesOf(owner.userId);
    await call('POST', `${base}/act`, staff.headers, { event: 'requestFeedback' });
    expect(await noticesOf(owner.userId)).toBe(ownerN);
    await call('POST', `${base}/reply`, staff.headers, { body: 'More detail, please' });
    expect(await noticesOf(owner.userId)).toBe(ownerN + 1);
    expect((await outboxTo(mobile)).length).toBe(1);
    expect((await outboxTo(email)).length).toBe(2);
  });
});

describe('ticket products', () => {
  it('offers the published catalogue to the form and the tickets’ products to the queue filter', async () => {
    const user = await signIn(ctx);
    const staff = await signIn(ctx, { roles: ['support'] });
    const db = ctx.database.db;
    const [p, hidden] = await db
      .insert(products)
      .values([
        { kind: 'hardware', code: 'tk-board', vendor: 'OCC', publishedAt: new Date() },
        { kind: 'hardware', code: 'tk-draft', vendor: 'OCC' },
      ])
      .returning({ id: products.id });
    await db.insert(productI18n).values([
      { productId: p!.id, locale: 'zh-CN', name: '开发板 TK', summary: '', description: '' },
      { productId: p!.id, locale: 'en-US', name: 'Board TK', summary: '', description: '' },
      { productId: hidden!.id, locale: 'en-US', name: 'Draft board', summary: '', description: '' },
    ]);
    expect((await call('GET', '/api/tickets/products', visitorHeaders())).statusCode).toBe(401);
    const zh = (await call('GET', '/api/tickets/products', user.headers)).json().result;
    expect(zh).toEqual([{ value: '开发板 TK', label: '开发板 TK' }]);
    const en = await call('GET', '/api/tickets/products', { ...user.headers, 'accept-language': 'en-US' });
    expect(en.json().result).toEqual([{ value: 'Board TK', label: 'Board TK' }]);

    await call('POST', '/api/tickets', user.headers, { ...ticketForm, productName: 'Board TK' });
    await call('POST', '/api/tickets', user.headers, { ...ticketForm, productName: 'My own board' });
    const opts = await call('GET', '/api/admin/workOrders/products', staff.headers);
    expect(opts.json().result.map((o: { value: string }) => o.value)).toEqual(['Board TK', 'My own board']);
    expect((await call('GET', '/api/admin/workOrders/products', user.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/workOrders/products', visitorHeaders())).statusCode).toBe(401);
    const queue = await call('GET', '/api/admin/workOrders?productName=Board%20TK', staff.headers);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().result.total).toBe(1);
  });
});

describe('ticket report medians', () => {
  it('count working minutes on the SLA calendar, the resolution clock paused while suspended', async () => {
    const user = await signIn(ctx);
    const staff = await signIn(ctx, { roles: ['support'] });
    const db = ctx.database.db;
    // last week's Friday 17:00 Asia/Shanghai → first reply Monday 10:00 (2 working hours),
    // suspended 10:30-11:30, resolved Monday 12:00 (4 working hours less the hour suspended)
    const local = new Date(Date.now() + 8 * 3_600_000);
    const monday = new Date(local.getTime() - ((local.getUTCDay() + 6) % 7) * 86_400_000);
    const day = monday.toISOString().slice(0, 10);
    const at = (offsetDays: number, hhmm: string) =>
      new Date(new Date(`${day}T${hhmm}:00+08:00`).getTime() + offsetDays * 86_400_000);
    const id = (await call('POST', '/api/tickets', user.headers, ticketForm)).json().result.id as number;
    await db
      .update(tickets)
      .set({
        createdAt: at(-3, '17:00'),
        firstResponseAt: at(0, '10:00'),
        resolvedAt: at(0, '12:00'),
        state: 'resolved',
      })
      .where(eq(tickets.id, id));
    // this file's other tickets would count too
    await db.delete(tickets).where(ne(tickets.id, id));
    await db.delete(ticketHistory).where(eq(ticketHistory.ticketId, id));
    await db.insert(ticketHistory).values([
      { ticketId: id, event: 'create', toState: 'assigned', createdAt: at(-3, '17:00') },
      { ticketId: id, event: 'start', toState: 'processing', createdAt: at(0, '09:30') },
      { ticketId: id, event: 'suspend', toState: 'suspended', createdAt: at(0, '10:30') },
      { ticketId: id, event: 'resume', toState: 'processing', createdAt: at(0, '11:30') },
      { ticketId: id, event: 'resolve', toState: 'resolved', createdAt: at(0, '12:00') },
    ]);
    const r = (await call('GET', '/api/admin/workOrders/reports?weeks=4', staff.headers)).json().result;
    expect(r.medianFirstResponseMinutes).toBe(120);
    expect(r.medianResolutionMinutes).toBe(180);
  });
});
