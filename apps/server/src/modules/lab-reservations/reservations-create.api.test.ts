import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { labReservations } from '../../db/schema';
import { grantedUser, makeBoard, nextTuesday, slotAt, step } from './test-fixtures';
import { useReservationsApp, ctx, reserve, act, get } from './reservations-api-setup';

// Lab reservations: booking a slot and the quotas.

useReservationsApp();

describe('creating a reservation', () => {
  it('books one device, shows it in my lists, and refuses an overlapping slot with 409', async () => {
    const { deviceIds, boardId } = await makeBoard(ctx.database.db);
    const me = await grantedUser(ctx);
    const res = await reserve(me.headers, { deviceId: deviceIds[0], ...slotAt(2, 2) });
    expect(res.statusCode).toBe(200);
    const r = res.json().result;
    expect(r).toMatchObject({
      status: 'reserving',
      kind: 'evaluation',
      startsAt: step(2),
      endsAt: step(4),
      enteredAt: null,
      device: { id: deviceIds[0], state: 'online' },
      board: { id: boardId },
    });
    expect(r.user).toBeUndefined();

    const other = await grantedUser(ctx);
    const taken = await reserve(other.headers, { deviceId: deviceIds[0], ...slotAt(3, 2) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This time slot is already reserved, please choose another');
    // touching slots do not overlap ([start, end) ranges)
    expect((await reserve(other.headers, { deviceId: deviceIds[0], ...slotAt(4, 1) })).statusCode).toBe(200);

    const list = await get(me.headers, '/api/lab/reservations');
    expect(list.statusCode).toBe(200);
    expect(list.json().result).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(list.json().result.items[0].id).toBe(r.id);
    expect((await get(me.headers, '/api/lab/reservations?status=cancelled')).json().result.total).toBe(0);
    expect((await get(me.headers, `/api/lab/reservations/${r.id}`)).json().result.id).toBe(r.id);
    const devices = await get(me.headers, '/api/lab/devices/mine');
    expect(devices.json().result.map((d: { id: string }) => d.id)).toEqual([r.id]);
  });

  it('books any free device of a board model, and says so when none is left', async () => {
    const { boardId, deviceIds } = await makeBoard(ctx.database.db, { devices: 2 });
    const slot = slotAt(6, 2);
    const a = await reserve((await grantedUser(ctx)).headers, { boardModelId: boardId, ...slot });
    const b = await reserve((await grantedUser(ctx)).headers, { boardModelId: boardId, ...slot });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().result.device.id, b.json().result.device.id].sort()).toEqual([...deviceIds].sort());
    const c = await reserve((await grantedUser(ctx)).headers, { boardModelId: boardId, ...slot });
    expect(c.statusCode).toBe(409);
    expect(c.json().message).toBe('No device of this board is free in that slot');
  });

  it('never hands out, as any free device, a device no lab agent serves', async () => {
    const { boardId } = await makeBoard(ctx.database.db, { devices: 2, state: 'offline' });
    const res = await reserve((await grantedUser(ctx)).headers, { boardModelId: boardId, ...slotAt(6, 2) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No device of this board is free in that slot');
  });

  it('refuses each bad slot with 422 naming the field in the user language', async () => {
    const { deviceIds } = await makeBoard(ctx.database.db);
    const me = await grantedUser(ctx);
    const device = deviceIds[0];
    const cases: [object, string, string][] = [
      [{ startsAt: step(-1), endsAt: step(1) }, 'startsAt', 'The time slot has already begun or passed'],
      [{ startsAt: step(2), endsAt: step(2) }, 'endsAt', 'The slot must last at least 30 minutes'],
      [{ startsAt: step(4), endsAt: step(2) }, 'endsAt', 'The slot must last at least 30 minutes'],
      [{ startsAt: step(2), endsAt: step(11) }, 'endsAt', 'A slot can last at most 4 hours'],
      [
        { startsAt: new Date(Date.parse(step(2)) + 10 * 60_000).toISOString(), endsAt: step(4) },
        'startsAt',
        'Slots start and end on the hour or half hour',
      ],
      [
        { startsAt: step(15 * 48), endsAt: step(15 * 48 + 2) },
        'startsAt',
        'Slots can be booked at most 14 days ahead',
      ],
      [{ startsAt: 'tomorrow', endsAt: step(4) }, 'startsAt', 'Please choose a valid time slot'],
    ];
    for (const [slot, field, message] of cases) {
      const res = await reserve(me.headers, { deviceId: device, ...slot });
      expect(res.statusCode, message).toBe(422);
      expect(res.json().message).toBe(message);
      expect(res.json().result.fields[0]).toEqual({ field, message });
    }
    // the current step may still be booked (it began less than 30 minutes ago)
    expect((await reserve(me.headers, { deviceId: device, ...slotAt(0, 1) })).statusCode).toBe(200);

    const zh = await reserve(
      { ...me.headers, 'accept-language': 'zh-CN' },
      { deviceId: device, ...slotAt(2, 0) },
    );
    expect(zh.json().message).toBe('时间段至少 30 分钟');

    const neither = await reserve(me.headers, slotAt(2));
    expect(neither.statusCode).toBe(422);
    expect(neither.json().result.fields[0].field).toBe('boardModelId');
    expect((await reserve(me.headers, { deviceId: 999999, ...slotAt(2) })).statusCode).toBe(404);
  });

  it("respects the board's end date and refuses a device in maintenance", async () => {
    const me = await grantedUser(ctx);
    const closing = await makeBoard(ctx.database.db, { availableUntil: new Date(Date.parse(step(4))) });
    expect((await reserve(me.headers, { boardModelId: closing.boardId, ...slotAt(2, 2) })).statusCode).toBe(
      200,
    );
    const late = await reserve(me.headers, { boardModelId: closing.boardId, ...slotAt(4, 2) });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('This board can only be reserved until its end date');

    const broken = await makeBoard(ctx.database.db, { state: 'maintenance' });
    const res = await reserve(me.headers, { deviceId: broken.deviceIds[0], ...slotAt(2) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The development board is not ready');
    const byModel = await reserve(me.headers, { boardModelId: broken.boardId, ...slotAt(2) });
    expect(byModel.json().message).toBe('No device of this board is free in that slot');
  });
});

describe('quotas', () => {
  it('limits live reservations, and counts a slot again once it is cancelled', async () => {
    const { deviceIds } = await makeBoard(ctx.database.db);
    const me = await grantedUser(ctx);
    const device = deviceIds[0];
    const first = await reserve(me.headers, { deviceId: device, ...slotAt(2, 1) });
    expect((await reserve(me.headers, { deviceId: device, ...slotAt(4, 1) })).statusCode).toBe(200);
    const third = await reserve(me.headers, { deviceId: device, ...slotAt(6, 1) });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('You can hold at most 2 reservations at a time');
    expect((await act(me.headers, first.json().result.id, 'cancel')).statusCode).toBe(200);
    expect((await reserve(me.headers, { deviceId: device, ...slotAt(6, 1) })).statusCode).toBe(200);
  });

  it('limits hours per calendar week; cancelled slots do not count, released ones count what was held', async () => {
    const { deviceIds } = await makeBoard(ctx.database.db, { devices: 2 });
    const me = await grantedUser(ctx);
    const at = nextTuesday;
    const four = await reserve(me.headers, { deviceId: deviceIds[0], startsAt: at(0), endsAt: at(4) });
    expect(four.statusCode).toBe(200);
    const over = await reserve(me.headers, { deviceId: deviceIds[1], startsAt: at(0), endsAt: at(3) });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('You can reserve at most 6 hours per week');
    expect(
      (await reserve(me.headers, { deviceId: deviceIds[1], startsAt: at(0), endsAt: at(2) })).statusCode,
    ).toBe(200);

    // the 4-hour slot is released after one hour: 1 + 2 hours held, 3 more fit
    await ctx.database.db
      .update(labReservations)
      .set({ status: 'released', closedAt: new Date(Date.parse(at(1))) })
      .where(eq(labReservations.id, four.json().result.id));
    expect(
      (await reserve(me.headers, { deviceId: deviceIds[0], startsAt: at(5), endsAt: at(8) })).statusCode,
    ).toBe(200);
  });

  it('holds under concurrent creates by one user (advisory lock per user)', async () => {
    const { deviceIds } = await makeBoard(ctx.database.db, { devices: 6 });
    const me = await grantedUser(ctx);
    const answers = await Promise.all(
      deviceIds.map((deviceId, i) => reserve(me.headers, { deviceId, ...slotAt(2 + i, 1) })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().message).toBe('You can hold at most 2 reservations at a time');

    const week = await grantedUser(ctx);
    const more = await makeBoard(ctx.database.db, { devices: 2 });
    const both = await Promise.all(
      more.deviceIds.map((deviceId) =>
        reserve(week.headers, { deviceId, startsAt: nextTuesday(0), endsAt: nextTuesday(4) }),
      ),
    );
    expect(both.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((a) => a.statusCode === 409)!.json().message).toBe(
      'You can reserve at most 6 hours per week',
    );
  });
});
