import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  labBoardModels,
  labCompanies,
  labCpuModels,
  labDevices,
  labReservations,
  labSocModels,
  outboxMessages,
  users,
} from '../../db/schema';
import { createTestApp, signIn, type TestContext } from '../../test/harness';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx, { roles: ['admin'] });
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;
const tag = () => crypto.randomBytes(3).toString('hex');
const at = (hours: number) => new Date(Date.now() + hours * HOUR);
type Headers = Record<string, string>;
const en = (headers: Headers): Headers => ({ ...headers, cookie: `${headers.cookie}; locale=en-US` });
const setState = (id: number, body: object, headers: Headers = admin.headers) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/admin/lab/devices/${id}`, headers, payload: body });

/** A board model with devices in the given states (inserted directly). */
async function board(states: string[]) {
  const db = ctx.database.db;
  const t = tag();
  const [company] = await db
    .insert(labCompanies)
    .values({ name: `c${t}`, nameEn: `c${t}` })
    .returning();
  const [cpu] = await db
    .insert(labCpuModels)
    .values({ companyId: company!.id, name: `cpu${t}`, isa: 'RV64GC' })
    .returning();
  const [soc] = await db
    .insert(labSocModels)
    .values({ companyId: company!.id, cpuModelId: cpu!.id, name: `soc${t}` })
    .returning();
  const [model] = await db
    .insert(labBoardModels)
    .values({ companyId: company!.id, socModelId: soc!.id, name: `VisionFive 2 ${t}` })
    .returning();
  const devices = await db
    .insert(labDevices)
    .values(states.map((state, i) => ({ boardModelId: model!.id, name: `vf2-${t}-${i + 1}`, state })))
    .returning();
  return { model: model!, devices };
}

/** A user with both contacts, so the notice goes by e-mail and SMS. */
async function owner() {
  const who = await signIn(ctx);
  const email = `own${tag()}@example.com`;
  const mobile = `138${String(crypto.randomInt(1e7, 1e8))}`;
  await ctx.database.db.update(users).set({ email, mobile }).where(eq(users.id, who.userId));
  return { ...who, email, mobile };
}

async function reserve(
  userId: string,
  device: { id: number; boardModelId: number },
  from: number,
  to: number,
  status = 'reserving',
) {
  const [row] = await ctx.database.db
    .insert(labReservations)
    .values({
      userId,
      deviceId: device.id,
      boardModelId: device.boardModelId,
      startsAt: at(from),
      endsAt: at(to),
      status,
    })
    .returning();
  return row!;
}

const reservation = async (id: string) =>
  (await ctx.database.db.select().from(labReservations).where(eq(labReservations.id, id)))[0]!;
const outboxTo = (to: string) =>
  ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to));

describe('taking a device out of service', () => {
  it('moves a future reservation to a free twin of the same board and tells the owner', async () => {
    const { devices } = await board(['online', 'online', 'maintenance']);
    const [a, b, broken] = devices as [(typeof devices)[0], (typeof devices)[0], (typeof devices)[0]];
    const user = await owner();
    const r = await reserve(user.userId, a, 2, 3);

    const res = await setState(a.id, { state: 'maintenance' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      device: { id: a.id, state: 'maintenance' },
      moved: [{ reservationId: r.id, toDeviceId: b.id }],
      cancelled: [],
    });
    expect(await reservation(r.id)).toMatchObject({ deviceId: b.id, status: 'reserving', closeReason: null });
    expect(broken.id).not.toBe(b.id);

    const [mail] = await outboxTo(user.email);
    expect(mail).toMatchObject({ channel: 'email' });
    expect(mail!.subject).toContain('Your reservation was moved');
    expect(mail!.body).toContain(`now uses device ${b.name}`);
    expect(mail!.body).toContain('北京时间');
    const [sms] = await outboxTo(user.mobile);
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms!.body).toContain(`改用设备 ${b.name}`);
  });

  it('cancels, with the reason kept, when no twin is free in that slot, and ends a running one', async () => {
    const { devices } = await board(['online', 'online', 'offline']);
    const [a, b, off] = devices as [(typeof devices)[0], (typeof devices)[0], (typeof devices)[0]];
    const user = await owner();
    const other = await signIn(ctx);
    const future = await reserve(user.userId, a, 5, 6);
    // the twin is taken in that slot (overlapping by half an hour); the offline device is not a candidate
    await reserve(other.userId, b, 5.5, 7);
    const running = await reserve(user.userId, a, -0.5, 1, 'successful');
    await reserve(other.userId, b, -1, 2, 'successful');
    // finished and closed reservations stay as they are
    const past = await reserve(user.userId, a, -3, -2, 'ended');
    const cancelled = await reserve(user.userId, a, 8, 9, 'cancelled');

    const res = await setState(a.id, { state: 'maintenance', reason: '更换散热器' }, en(admin.headers));
    expect(res.statusCode).toBe(200);
    expect(res.json().result.moved).toEqual([]);
    expect(res.json().result.cancelled).toEqual([
      { reservationId: running.id, status: 'ended' },
      { reservationId: future.id, status: 'cancelled' },
    ]);
    expect(await reservation(future.id)).toMatchObject({
      deviceId: a.id,
      status: 'cancelled',
      closeReason: '更换散热器',
      closedBy: admin.userId,
    });
    expect((await reservation(future.id)).closedAt).not.toBeNull();
    expect(await reservation(running.id)).toMatchObject({ status: 'ended', closeReason: '更换散热器' });
    expect(await reservation(past.id)).toMatchObject({ status: 'ended', closeReason: null });
    expect(await reservation(cancelled.id)).toMatchObject({ status: 'cancelled', closeReason: null });
    expect(
      (await ctx.database.db.select().from(labReservations).where(eq(labReservations.deviceId, off.id)))
        .length,
    ).toBe(0);

    const mails = await outboxTo(user.email);
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.subject?.includes('Your reservation was cancelled'))).toBe(true);
    expect(mails[0]!.body).toContain('更换散热器');
    expect(await outboxTo(user.mobile)).toHaveLength(2);
  });

  it('moves what fits and cancels the rest, keeping a default reason in both languages', async () => {
    const { devices } = await board(['online', 'in_use']);
    const [a, b] = devices as [(typeof devices)[0], (typeof devices)[0]];
    const user = await signIn(ctx); // no contacts: the kept reason is what they will see
    const other = await signIn(ctx);
    const fits = await reserve(user.userId, a, 2, 3);
    const clashes = await reserve(user.userId, a, 4, 5);
    await reserve(other.userId, b, 4, 5);

    const res = await setState(a.id, { state: 'offline' });
    expect(res.json().result).toMatchObject({
      moved: [{ reservationId: fits.id, toDeviceId: b.id }],
      cancelled: [{ reservationId: clashes.id, status: 'cancelled' }],
    });
    expect((await reservation(clashes.id)).closeReason).toBe(
      '设备停止服务：离线 / device taken out of service: offline',
    );
  });

  it('leaves reservations alone when the device comes back or goes into another in-service state', async () => {
    const { devices } = await board(['maintenance', 'online']);
    const [a] = devices as [(typeof devices)[0]];
    const user = await signIn(ctx);
    const r = await reserve(user.userId, a, 2, 3);
    for (const state of ['online', 'not_ready', 'in_use']) {
      const res = await setState(a.id, { state });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({ device: { state }, moved: [], cancelled: [] });
    }
    expect(await reservation(r.id)).toMatchObject({ deviceId: a.id, status: 'reserving' });
  });

  it('never leaves a live reservation on a device when two twins leave service at once', async () => {
    const { devices } = await board(['online', 'online']);
    const [a, b] = devices as [(typeof devices)[0], (typeof devices)[0]];
    const user = await signIn(ctx);
    const ra = await reserve(user.userId, a, 2, 3);
    const rb = await reserve(user.userId, b, 4, 5);
    const results = await Promise.all([
      setState(a.id, { state: 'maintenance' }),
      setState(b.id, { state: 'offline' }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    // whichever went first may have moved its reservation to the other; the second then cancelled it
    expect((await reservation(ra.id)).status).toBe('cancelled');
    expect((await reservation(rb.id)).status).toBe('cancelled');
  });

  it('answers 404 for an unknown device and 422 for an unknown state', async () => {
    expect((await setState(99_999_999, { state: 'online' })).statusCode).toBe(404);
    const { devices } = await board(['online']);
    const bad = await setState(devices[0]!.id, { state: 'broken' }, en(admin.headers));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.fields).toEqual([{ field: 'state', message: 'Please choose the device state' }]);
    const zh = await setState(devices[0]!.id, {}, admin.headers);
    expect(zh.json().result.fields).toEqual([{ field: 'state', message: '请选择设备状态' }]);
    const states = await ctx.database.db
      .select({ state: labDevices.state })
      .from(labDevices)
      .where(inArray(labDevices.id, [devices[0]!.id]));
    expect(states).toEqual([{ state: 'online' }]);
  });
});
