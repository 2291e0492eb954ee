import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { labDevices, labReservations, labSessionEvents } from '../../db/schema';
import { grantedUser } from '../lab-reservations/test-fixtures';
import { openWs, upgradeStatus } from './test-support';
import {
  useConsoleApp,
  ctx,
  unb64,
  consoleUrl,
  origin,
  cookieOf,
  fakeAgent,
  setup,
  openConsole,
} from './console-api-setup';

// The browser console WebSocket: who may connect, history then live output, input, slot end, reconnects.

useConsoleApp();

describe('who may open a console', () => {
  it('refuses a foreign Origin before the upgrade and everyone but the owner of an active slot after it', async () => {
    const { reservationId, owner, boardId, device } = await setup();
    // cross-site WebSocket hijacking: another site's page carrying the owner's cookie
    expect(
      await upgradeStatus(consoleUrl(reservationId), {
        cookie: cookieOf(owner.headers).cookie,
        origin: 'https://evil.example',
      }),
    ).toBe(403);
    expect(await upgradeStatus(consoleUrl(reservationId), { cookie: cookieOf(owner.headers).cookie })).toBe(
      403,
    );

    const closeOf = async (id: string, headers: Record<string, string>) => {
      const c = await openWs(consoleUrl(id), headers);
      const closed = await c.closed;
      expect(c.frames.filter((f) => f.t === 'out' || f.t === 'history')).toEqual([]);
      return closed;
    };
    expect((await closeOf(reservationId, origin())).code).toBe(4401);
    const other = await grantedUser(ctx);
    const refused = await closeOf(reservationId, cookieOf(other.headers));
    expect(refused).toMatchObject({ code: 4403, reason: 'You are not allowed to do this' });
    expect((await closeOf('not-a-uuid', cookieOf(owner.headers))).code).toBe(4404);

    // a slot that has not started, and one that is over
    const later = await ctx.database.db
      .insert(labReservations)
      .values({
        userId: owner.userId,
        deviceId: device.id,
        boardModelId: boardId,
        startsAt: new Date(Date.now() + 3_600_000),
        endsAt: new Date(Date.now() + 7_200_000),
      })
      .returning();
    expect((await closeOf(later[0]!.id, cookieOf(owner.headers))).code).toBe(4409);
    await ctx.database.db
      .update(labReservations)
      .set({ status: 'released' })
      .where(eq(labReservations.id, reservationId));
    expect((await closeOf(reservationId, cookieOf(owner.headers))).code).toBe(4409);
  });

  it('refuses the owner whose lab grant was withdrawn', async () => {
    const { reservationId, owner } = await setup();
    const { grant } = await import('../lab-reservations/test-fixtures');
    await grant(ctx.database.db, owner.userId, 'failed');
    const c = await openConsole(reservationId, owner.headers);
    expect((await c.closed).code).toBe(4403);
  });
});

describe('a console session', () => {
  it('opens the session on the agent, replays its history, then relays output and input both ways', async () => {
    const { reservationId, owner, agent, device } = await setup();
    agent.setHistory('U-Boot 2024\r\n=> ');
    const con = await openConsole(reservationId, owner.headers);
    expect(await con.waitFor((f) => f.t === 'state')).toEqual({ t: 'state', state: 'ready' });
    const open = await agent.c.waitFor((f) => f.t === 'session.open');
    expect(open).toMatchObject({
      sessionId: reservationId,
      key: device.name,
      userId: owner.userId,
      fresh: true,
    });
    const history = await con.waitFor((f) => f.t === 'history');
    expect(unb64(history.d)).toBe('U-Boot 2024\r\n=> ');

    agent.output(reservationId, 'hello from the board\r\n');
    expect(unb64((await con.waitFor((f) => f.t === 'out')).d)).toBe('hello from the board\r\n');
    // output of another session never reaches this console
    agent.output('00000000-0000-4000-8000-000000000000', 'not yours');

    con.send({ t: 'in', d: 'echo hello\n' });
    const input = await agent.c.waitFor((f) => f.t === 'console.input');
    expect(input.sessionId).toBe(reservationId);
    expect(unb64(input.data)).toBe('echo hello\n');
    con.send({ t: 'ping' });
    await con.waitFor((f) => f.t === 'pong');
    // malformed frames are dropped, never forwarded, and the console stays open
    const inputs = () => agent.c.frames.filter((f) => f.t === 'console.input').length;
    con.send({ t: 'in', d: '' });
    con.send({ t: 'in', d: 'x'.repeat(5000) });
    con.send('garbage');
    con.send({ t: 'in', d: 'ls\n' });
    await expect.poll(inputs).toBe(2);
    expect(con.frames.filter((f) => f.t === 'out').map((f) => unb64(f.d))).toEqual([
      'hello from the board\r\n',
    ]);

    // the board's state follows
    agent.c.send({ t: 'board.state', key: device.name, state: 'booting' });
    expect(await con.waitFor((f) => f.t === 'state' && f.state === 'booting')).toBeTruthy();

    // the owner releases the slot: the console closes with a message, the agent closes the session
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/lab/reservations/${reservationId}/release`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    const closedFrame = await con.waitFor((f) => f.t === 'closed');
    expect(closedFrame).toMatchObject({ reason: 'released' });
    expect((await con.closed).code).toBe(4410);
    expect(await agent.c.waitFor((f) => f.t === 'session.close')).toMatchObject({
      sessionId: reservationId,
      reason: 'released',
    });

    const kinds = async () =>
      (
        await ctx.database.db
          .select({ kind: labSessionEvents.kind })
          .from(labSessionEvents)
          .where(eq(labSessionEvents.reservationId, reservationId))
      ).map((e) => e.kind);
    await expect
      .poll(kinds)
      .toEqual(expect.arrayContaining(['session_open', 'console_open', 'console_close']));
  });

  it('closes the console when the slot ends', async () => {
    const { reservationId, owner } = await setup();
    await ctx.database.db
      .update(labReservations)
      .set({ endsAt: new Date(Date.now() + 1500) })
      .where(eq(labReservations.id, reservationId));
    const con = await openConsole(reservationId, owner.headers);
    await con.waitFor((f) => f.t === 'history');
    expect(await con.waitFor((f) => f.t === 'closed', 4000)).toMatchObject({
      reason: 'slot_ended',
      message: 'The reserved time slot has ended',
    });
    expect((await con.closed).code).toBe(4410);
  });

  it('reopens a session after the agent reconnects without asking for a fresh environment', async () => {
    const { reservationId, owner, agent, agentRow, device } = await setup();
    const con = await openConsole(reservationId, owner.headers);
    await con.waitFor((f) => f.t === 'history');
    expect((await agent.c.waitFor((f) => f.t === 'session.open')).fresh).toBe(true);
    agent.c.close();
    await con.waitFor((f) => f.t === 'state' && f.state === 'agent_offline');
    await expect
      .poll(
        async () =>
          (await ctx.database.db.select().from(labDevices).where(eq(labDevices.id, device.id)))[0]!.state,
      )
      .toBe('offline');
    const back = await fakeAgent(agentRow.token, device.name);
    expect(await back.c.waitFor((f) => f.t === 'session.open')).toMatchObject({
      sessionId: reservationId,
      fresh: false,
    });
    // running slot on a ready board: in use
    await expect
      .poll(
        async () =>
          (await ctx.database.db.select().from(labDevices).where(eq(labDevices.id, device.id)))[0]!.state,
      )
      .toBe('in_use');
    await con.waitFor((f) => f.t === 'state' && f.state === 'ready');
    back.output(reservationId, 'after reconnect');
    expect(unb64((await con.waitFor((f) => f.t === 'out')).d)).toBe('after reconnect');
    con.close();
    back.c.close();
  });
});
