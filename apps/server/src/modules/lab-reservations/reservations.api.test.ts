import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labReservations, outboxMessages } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { en, grant, grantedUser, makeBoard, nextTuesday, slotAt, step, uniqueEmail } from './test-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  // a small weekly quota so it can be reached with two live slots (active quota stays 2)
  ctx = await createTestApp({ env: { LAB_MAX_HOURS_PER_WEEK: '6', RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const reserve = (headers: Headers, body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/lab/reservations', headers, payload: body });
const act = (headers: Headers, id: string, verb: 'cancel' | 'release' | 'enter') =>
  ctx.app.inject({ method: 'POST', url: `/api/lab/reservations/${id}/${verb}`, headers });
const get = (headers: Headers, url: string) => ctx.app.inject({ method: 'GET', url, headers });
const endAsAdmin = (headers: Headers, id: string, reason: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/lab/reservations/${id}/end`,
    headers,
    payload: { reason },
  });
/** Moves a reservation's slot (tests only: the API never books the past). */
const moveSlot = (id: string, startsAt: Date, endsAt: Date) =>
  ctx.database.db.update(labReservations).set({ startsAt, endsAt }).where(eq(labReservations.id, id));
const withoutXsrf = (headers: Headers) =>
  Object.fromEntries(Object.entries(headers).filter(([k]) => k !== 'x-xsrf-token'));
const minutes = (m: number) => new Date(Date.now() + m * 60_000);

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

describe('cancel, release, enter', () => {
  it('cancels only before the start and releases only a running slot', async () => {
    const { deviceIds } = await makeBoard(ctx.database.db);
    const me = await grantedUser(ctx);
    const r = (await reserve(me.headers, { deviceId: deviceIds[0], ...slotAt(2, 2) })).json().result;

    const notYet = await act(me.headers, r.id, 'release');
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe('Only a running reservation can be released');
    const early = await act(me.headers, r.id, 'enter');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The time slot has not started yet');

    const cancelled = await act(me.headers, r.id, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().result).toMatchObject({ status: 'cancelled' });
    expect(cancelled.json().result.closedAt).not.toBeNull();
    const again = await act(me.headers, r.id, 'cancel');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a reservation that has not started can be cancelled');
    // the cancelled slot is free again
    expect(
      (await reserve((await grantedUser(ctx)).headers, { deviceId: deviceIds[0], ...slotAt(2, 2) }))
        .statusCode,
    ).toBe(200);
  });

  it('enters a started slot (promoting it), releases it and frees the rest of the slot', async () => {
    const { deviceIds } = await makeBoard(ctx.database.db);
    const device = deviceIds[0];
    const me = await grantedUser(ctx);
    const r = (await reserve(me.headers, { deviceId: device, ...slotAt(2, 2) })).json().result;
    await moveSlot(r.id, minutes(-5), minutes(55));

    const cancel = await act(me.headers, r.id, 'cancel');
    expect(cancel.statusCode).toBe(409);
    const entered = await act(me.headers, r.id, 'enter');
    expect(entered.statusCode).toBe(200);
    expect(entered.json().result).toMatchObject({ status: 'successful', device: { state: 'in_use' } });
    const firstEntry = entered.json().result.enteredAt;
    expect(firstEntry).not.toBeNull();
    expect((await act(me.headers, r.id, 'enter')).json().result.enteredAt).toBe(firstEntry);

    const released = await act(me.headers, r.id, 'release');
    expect(released.statusCode).toBe(200);
    expect(released.json().result).toMatchObject({ status: 'released', device: { state: 'online' } });
    const again = await act(me.headers, r.id, 'release');
    expect(again.json().message).toBe('Only a running reservation can be released');
    const closed = await act(me.headers, r.id, 'enter');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('This reservation has already ended');

    // the rest of the slot can be booked by someone else now
    const next = await reserve((await grantedUser(ctx)).headers, { deviceId: device, ...slotAt(0, 2) });
    expect(next.statusCode).toBe(200);
  });
});

describe('who may do what', () => {
  it('hides my reservation from another user (404) and refuses visitors (401)', async () => {
    const { deviceIds } = await makeBoard(ctx.database.db);
    const me = await grantedUser(ctx);
    const r = (await reserve(me.headers, { deviceId: deviceIds[0], ...slotAt(2) })).json().result;
    const other = await grantedUser(ctx);
    expect((await get(other.headers, `/api/lab/reservations/${r.id}`)).statusCode).toBe(404);
    for (const verb of ['cancel', 'release', 'enter'] as const)
      expect((await act(other.headers, r.id, verb)).statusCode).toBe(404);
    expect((await get(other.headers, '/api/lab/reservations')).json().result.total).toBe(0);
    expect((await get(other.headers, '/api/lab/devices/mine')).json().result).toEqual([]);
    const [row] = await ctx.database.db.select().from(labReservations).where(eq(labReservations.id, r.id));
    expect(row!.status).toBe('reserving');

    const visitor = visitorHeaders();
    for (const url of [
      '/api/lab/reservations',
      `/api/lab/reservations/${r.id}`,
      '/api/lab/devices/mine',
      '/api/admin/lab/reservations',
    ])
      expect((await get(visitor, url)).statusCode, url).toBe(401);
    expect((await reserve(visitor, { deviceId: deviceIds[0], ...slotAt(6) })).statusCode).toBe(401);
    for (const verb of ['cancel', 'release', 'enter'] as const)
      expect((await act(visitor, r.id, verb)).statusCode).toBe(401);
    expect((await endAsAdmin(visitor, r.id, 'x')).statusCode).toBe(401);
  });

  it('refuses every state change without the XSRF header (403)', async () => {
    const { deviceIds } = await makeBoard(ctx.database.db);
    const me = await grantedUser(ctx);
    const r = (await reserve(me.headers, { deviceId: deviceIds[0], ...slotAt(2) })).json().result;
    const admin = await signIn(ctx, { roles: ['admin'] });
    const noXsrf = withoutXsrf(me.headers);
    const adminNoXsrf = withoutXsrf(admin.headers);
    expect((await reserve(noXsrf, { deviceId: deviceIds[0], ...slotAt(6) })).statusCode).toBe(403);
    for (const verb of ['cancel', 'release', 'enter'] as const)
      expect((await act(noXsrf, r.id, verb)).statusCode).toBe(403);
    expect((await endAsAdmin(adminNoXsrf, r.id, 'x')).statusCode).toBe(403);
    const [row] = await ctx.database.db.select().from(labReservations).where(eq(labReservations.id, r.id));
    expect(row!.status).toBe('reserving');
  });

  it('refuses every lab action without a grant (none, pending, failed, other kind)', async () => {
    const { boardId, deviceIds } = await makeBoard(ctx.database.db);
    const states = [null, 'pending', 'failed', 'granted-then-failed'] as const;
    for (const [i, state] of states.entries()) {
      const who = await signIn(ctx);
      if (state === 'granted-then-failed') {
        await grant(ctx.database.db, who.userId, 'granted');
        await new Promise((r) => setTimeout(r, 5));
        await grant(ctx.database.db, who.userId, 'failed');
      } else if (state) await grant(ctx.database.db, who.userId, state);
      const headers = en(who.headers);
      const res = await reserve(headers, { deviceId: deviceIds[0], ...slotAt(2) });
      expect(res.statusCode, String(state)).toBe(403);
      expect(res.json().message).toBe('Failed to obtain permission');

      // a reservation kept from before (e.g. the grant was withdrawn) cannot be acted on either
      const [kept] = await ctx.database.db
        .insert(labReservations)
        .values({
          userId: who.userId,
          deviceId: deviceIds[0]!,
          boardModelId: boardId,
          startsAt: new Date(step(20 + i)),
          endsAt: new Date(step(21 + i)),
        })
        .returning();
      for (const verb of ['cancel', 'release', 'enter'] as const) {
        const a = await act(headers, kept!.id, verb);
        expect(a.statusCode, `${state} ${verb}`).toBe(403);
        expect(a.json().message).toBe('Failed to obtain permission');
      }
    }
    // an evaluation grant does not admit test microservices
    const evalOnly = await grantedUser(ctx);
    const micro = await reserve(evalOnly.headers, {
      deviceId: deviceIds[0],
      kind: 'microservice',
      ...slotAt(2),
    });
    expect(micro.statusCode).toBe(403);
    expect(micro.json().message).toBe('Failed to obtain permission');
  });
});

describe('administrators', () => {
  it('list everyone with the owner, end a live reservation with a reason and notify the owner', async () => {
    const { deviceIds } = await makeBoard(ctx.database.db);
    const email = uniqueEmail();
    const me = await grantedUser(ctx, { email });
    const r = (await reserve(me.headers, { deviceId: deviceIds[0], ...slotAt(2) })).json().result;
    const admin = await signIn(ctx, { roles: ['admin'] });
    const adminEn = en(admin.headers);

    const list = await get(adminEn, `/api/admin/lab/reservations?deviceId=${deviceIds[0]}&status=reserving`);
    expect(list.statusCode).toBe(200);
    expect(list.json().result.items).toEqual([
      expect.objectContaining({ id: r.id, user: { id: me.userId, username: me.username } }),
    ]);

    const empty = await endAsAdmin(adminEn, r.id, '  ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().result.fields[0].field).toBe('reason');

    const ended = await endAsAdmin(adminEn, r.id, 'Board needs a firmware update');
    expect(ended.statusCode).toBe(200);
    expect(ended.json().result).toMatchObject({
      status: 'ended',
      closeReason: 'Board needs a firmware update',
    });
    const [row] = await ctx.database.db.select().from(labReservations).where(eq(labReservations.id, r.id));
    expect(row!.closedBy).toBe(admin.userId);
    const mails = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('Board needs a firmware update');
    expect(mails[0]!.subject).toContain('Your reservation was ended by an administrator');

    const again = await endAsAdmin(adminEn, r.id, 'again');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This reservation has already ended');
    expect((await endAsAdmin(adminEn, '00000000-0000-4000-8000-000000000000', 'x')).statusCode).toBe(404);
    // my own list shows it ended, with the reason
    expect((await get(me.headers, `/api/lab/reservations/${r.id}`)).json().result.closeReason).toBe(
      'Board needs a firmware update',
    );
  });

  it('refuse a user who is not an administrator (403)', async () => {
    const { deviceIds } = await makeBoard(ctx.database.db);
    const me = await grantedUser(ctx);
    const r = (await reserve(me.headers, { deviceId: deviceIds[0], ...slotAt(2) })).json().result;
    expect((await get(me.headers, '/api/admin/lab/reservations')).statusCode).toBe(403);
    expect((await endAsAdmin(me.headers, r.id, 'mine')).statusCode).toBe(403);
    const support = await signIn(ctx, { roles: ['support'] });
    expect((await endAsAdmin(support.headers, r.id, 'x')).statusCode).toBe(403);
    const [row] = await ctx.database.db
      .select()
      .from(labReservations)
      .where(and(eq(labReservations.id, r.id), eq(labReservations.status, 'reserving')));
    expect(row).toBeDefined();
  });
});

describe('API description', () => {
  it('documents every reservation operation in OpenAPI', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const ids = Object.values(doc.paths as Record<string, Record<string, { operationId?: string }>>).flatMap(
      (ops) => Object.values(ops).map((o) => o.operationId),
    );
    expect(ids).toEqual(
      expect.arrayContaining([
        'labReservations.create',
        'labReservations.list',
        'labReservations.get',
        'labReservations.cancel',
        'labReservations.release',
        'labReservations.enter',
        'labReservations.adminList',
        'labReservations.end',
        'labDevices.mine',
      ]),
    );
  });
});
