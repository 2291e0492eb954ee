import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labDevices, labReservations, outboxMessages } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/harness';
import { grantedUser, makeBoard, slotAt, uniqueEmail } from './test-fixtures';

// The sweeper on the job runner: automatic start, end, the no-show release and reminders.
// Rows are moved in time in the database (the API never books the past), then the runner ticks.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => ctx.close());

const minutes = (m: number) => new Date(Date.now() + m * 60_000);
const tick = () => ctx.app.jobs.tick({ force: true });
const rowOf = async (id: string) =>
  (await ctx.database.db.select().from(labReservations).where(eq(labReservations.id, id)))[0]!;
const deviceState = async (id: number) =>
  (await ctx.database.db.select().from(labDevices).where(eq(labDevices.id, id)))[0]!.state;
const move = (id: string, set: Partial<typeof labReservations.$inferInsert>) =>
  ctx.database.db.update(labReservations).set(set).where(eq(labReservations.id, id));
const outboxOf = (to: string) =>
  ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to));

async function booked(contact: { email?: string; mobile?: string } = {}) {
  const { deviceIds } = await makeBoard(ctx.database.db);
  const me = await grantedUser(ctx, contact);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/lab/reservations',
    headers: me.headers,
    payload: { deviceId: deviceIds[0], ...slotAt(2, 2) },
  });
  expect(res.statusCode).toBe(200);
  return { me, id: res.json().result.id as string, deviceId: deviceIds[0]! };
}

describe('the reservation sweeper', () => {
  it('starts a slot at its start (device in use) and ends it at its end (device online)', async () => {
    const { me, id, deviceId } = await booked();
    await tick();
    expect((await rowOf(id)).status).toBe('reserving');

    await move(id, { startsAt: minutes(-1), endsAt: minutes(59) });
    await tick();
    expect((await rowOf(id)).status).toBe('successful');
    expect(await deviceState(deviceId)).toBe('in_use');

    const entered = await ctx.app.inject({
      method: 'POST',
      url: `/api/lab/reservations/${id}/enter`,
      headers: me.headers,
    });
    expect(entered.statusCode).toBe(200);
    // entered: past the grace period it is not released
    await move(id, { startsAt: minutes(-40), endsAt: minutes(20) });
    await tick();
    expect((await rowOf(id)).status).toBe('successful');

    const endsAt = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000);
    await move(id, { startsAt: minutes(-61), endsAt });
    await tick();
    await tick();
    const ended = await rowOf(id);
    expect(ended).toMatchObject({ status: 'ended', closeReason: null });
    expect(ended.closedAt?.getTime()).toBe(endsAt.getTime());
    expect(await deviceState(deviceId)).toBe('online');
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/lab/reservations/${id}`,
      headers: me.headers,
    });
    expect(mine.json().result.status).toBe('ended');
  });

  it('releases a slot nobody entered within the grace period, and frees the device', async () => {
    const { id, deviceId } = await booked();
    await move(id, { createdAt: minutes(-60), startsAt: minutes(-10), endsAt: minutes(50) });
    await tick();
    expect((await rowOf(id)).status).toBe('successful');

    await move(id, { startsAt: minutes(-16), endsAt: minutes(44) });
    await tick();
    const released = await rowOf(id);
    expect(released).toMatchObject({ status: 'released', closeReason: 'no-show', enteredAt: null });
    // … except that a slot booked after it began gets the grace from the booking
    const late = await booked();
    await move(late.id, { createdAt: minutes(-5), startsAt: minutes(-20), endsAt: minutes(40) });
    await tick();
    expect((await rowOf(late.id)).status).toBe('successful');
    expect(await deviceState(deviceId)).toBe('online');
    // the rest of the slot is free for someone else
    const other = await grantedUser(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/lab/reservations',
      headers: other.headers,
      payload: { deviceId, ...slotAt(0, 1) },
    });
    expect(res.statusCode).toBe(200);
  });

  it('leaves devices in maintenance alone', async () => {
    const { id, deviceId } = await booked();
    await ctx.database.db.update(labDevices).set({ state: 'maintenance' }).where(eq(labDevices.id, deviceId));
    await move(id, { startsAt: minutes(-1), endsAt: minutes(59) });
    await tick();
    expect((await rowOf(id)).status).toBe('successful');
    expect(await deviceState(deviceId)).toBe('maintenance');
  });

  it('sends the start and the end reminder once each, by e-mail or else SMS', async () => {
    const email = uniqueEmail();
    const { id } = await booked({ email });
    await move(id, { createdAt: minutes(-60 * 24), startsAt: minutes(10), endsAt: minutes(70) });
    await tick();
    await tick();
    let mails = await outboxOf(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!).toMatchObject({ channel: 'email', status: 'stored' });
    expect(mails[0]!.subject).toContain('Your cloud lab slot starts soon');
    expect(mails[0]!.body).toMatch(/starts at \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect(mails[0]!.body).toContain('（UTC+8）');
    expect((await rowOf(id)).remindedStartAt).not.toBeNull();

    await move(id, { startsAt: minutes(-20), endsAt: minutes(10), enteredAt: minutes(-19) });
    await tick();
    await tick();
    mails = await outboxOf(email);
    expect(mails).toHaveLength(2);
    expect(mails.filter((m) => m.subject?.includes('Your cloud lab slot ends soon'))).toHaveLength(1);

    const mobile = `139${String(Date.now()).slice(-8)}`;
    const sms = await booked({ mobile });
    await move(sms.id, { createdAt: minutes(-60), startsAt: minutes(5), endsAt: minutes(65) });
    await tick();
    const texts = await outboxOf(mobile);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.channel).toBe('sms');
  });

  it('sends no start reminder for a slot booked inside the reminder window', async () => {
    const email = uniqueEmail();
    const { id } = await booked({ email });
    await move(id, { startsAt: minutes(10), endsAt: minutes(70) });
    await tick();
    expect(await outboxOf(email)).toHaveLength(0);
    expect((await rowOf(id)).remindedStartAt).toBeNull();
  });
});
