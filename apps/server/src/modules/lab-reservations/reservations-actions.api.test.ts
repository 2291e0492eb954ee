import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { labReservations, outboxMessages } from '../../db/schema';
import { signIn } from '../../test/harness';
import { en, grantedUser, makeBoard, slotAt, uniqueEmail } from './test-fixtures';
import {
  useReservationsApp,
  ctx,
  reserve,
  act,
  get,
  endAsAdmin,
  moveSlot,
  minutes,
} from './reservations-api-setup';

// Lab reservations: cancel, release and enter by the owner; ending by an administrator.

useReservationsApp();

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
