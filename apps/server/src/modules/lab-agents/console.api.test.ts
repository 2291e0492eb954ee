import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StepResult } from '@occ/shared';
import {
  labBoardImages,
  labDevices,
  labReservations,
  labSessionEvents,
  labSessionFiles,
} from '../../db/schema';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { grantedUser, makeBoard } from '../lab-reservations/test-fixtures';
import {
  activeReservation,
  createAgent,
  listen,
  openWs,
  upgradeStatus,
  type Frame,
  type WsClient,
} from './test-support';

// The browser console WebSocket and the LabHub against a small client standing in for the agent:
// who may connect, history then live output, input to the board, actions and their answers,
// release, slot end, and the agent's file downloads.

let ctx: TestContext;
let admin: Record<string, string>;
let base: { http: string; ws: string };
beforeAll(async () => {
  ctx = await createTestApp({
    env: { RATE_LIMIT_PER_MINUTE: '100000', LAB_AGENT_HEARTBEAT_MS: '500', LAB_AGENT_TIMEOUT_MS: '5000' },
  });
  admin = (await signIn(ctx, { roles: ['admin'] })).headers;
  base = await listen(ctx.app);
});
afterAll(() => ctx.close());

const b64 = (s: string) => Buffer.from(s).toString('base64');
const unb64 = (s: unknown) => Buffer.from(String(s), 'base64').toString();
const consoleUrl = (id: string) => `${base.ws}/ws/lab/console/${id}`;
const origin = () => ({ origin: base.http });
/** what a browser page of the portal sends with its WebSocket: the cookie, its language, its origin */
const cookieOf = (headers: Record<string, string>) => ({
  cookie: headers.cookie ?? '',
  'accept-language': 'en-US',
  ...origin(),
});

/** An agent stand-in that answers history requests and actions the way it is told. */
async function fakeAgent(token: string, key: string) {
  const c = await openWs(`${base.ws}/ws/lab/agent`, { authorization: `Bearer ${token}` });
  c.send({
    t: 'hello',
    protocol: 1,
    agentVersion: 't',
    host: 'h',
    boards: [{ key, driver: 'qemu', state: 'ready' }],
  });
  await c.waitFor((f) => f.t === 'welcome');
  const beat = setInterval(() => {
    if (c.ws.readyState === c.ws.OPEN) c.send({ t: 'heartbeat', boards: [{ key, state: 'ready' }] });
  }, 300);
  void c.closed.then(() => clearInterval(beat));
  let history = '';
  c.ws.on('message', (raw) => {
    const f = JSON.parse(String(raw)) as Frame;
    if (f.t === 'console.history')
      c.send({ t: 'console.history', requestId: f.requestId, sessionId: f.sessionId, data: b64(history) });
  });
  return {
    c,
    setHistory: (s: string) => (history = s),
    output: (sessionId: string, s: string) => c.send({ t: 'console.data', sessionId, data: b64(s) }),
  };
}

/** A board with one device served by a fresh fake agent, and a granted user with a running slot on it. */
async function setup() {
  const { deviceIds, boardId } = await makeBoard(ctx.database.db, { state: 'offline' });
  const [device] = await ctx.database.db.select().from(labDevices).where(eq(labDevices.id, deviceIds[0]!));
  const agentRow = await createAgent(ctx.app, admin);
  const agent = await fakeAgent(agentRow.token, device!.name);
  const owner = await grantedUser(ctx);
  const reservationId = await activeReservation(ctx.database.db, owner.userId, device!.id, boardId);
  return { device: device!, boardId, agent, agentRow, owner, reservationId };
}

const openConsole = (id: string, headers: Record<string, string>) =>
  openWs(consoleUrl(id), cookieOf(headers));

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

describe('board actions through the hub', () => {
  /** Waits for the agent's next action frame from `from` on. */
  const nextAction = (c: WsClient, from: number) => c.waitFor((f) => f.t === 'action', 5000, from);

  it('relays an action and its answer, refuses the same kind while one runs, and times out', async () => {
    const { reservationId, agent } = await setup();
    const hub = ctx.app.labHub;
    const pending = hub.request(reservationId, { kind: 'reset' });
    const sent = await nextAction(agent.c, 0);
    expect(sent).toMatchObject({ sessionId: reservationId, action: { kind: 'reset' } });
    // the session was opened before the first action
    expect(agent.c.frames.findIndex((f) => f.t === 'session.open')).toBeLessThan(
      agent.c.frames.indexOf(sent),
    );
    await expect(hub.request(reservationId, { kind: 'reset' })).rejects.toMatchObject({
      status: 409,
      messageKey: 'labBusy',
    });
    agent.c.send({
      t: 'action.result',
      requestId: sent.requestId,
      ok: false,
      error: 'boot_timeout',
      message: 'no prompt',
    });
    expect(await pending).toEqual({ ok: false, error: 'boot_timeout', message: 'no prompt' });

    // answered: the board takes the same kind again; a silent agent times out
    const count = agent.c.frames.length;
    await expect(hub.request(reservationId, { kind: 'reset' }, { timeoutMs: 300 })).rejects.toMatchObject({
      status: 504,
      messageKey: 'labActionTimeout',
    });
    await nextAction(agent.c, count);

    // a refused action (the agent's error frame naming the request) answers at once
    const camera = hub.request(reservationId, { kind: 'camera' });
    const cam = await agent.c.waitFor(
      (f) => f.t === 'action' && (f.action as { kind: string }).kind === 'camera',
    );
    agent.c.send({ t: 'error', code: 'session_closed', message: 'no such session', ref: cam.requestId });
    expect(await camera).toMatchObject({ ok: false, error: 'session_closed' });
  });

  it('streams test progress to the requester and the consoles, and answers history', async () => {
    const { reservationId, agent, owner } = await setup();
    const hub = ctx.app.labHub;
    const seen: [string, StepResult][] = [];
    const stop = hub.onTestProgress((jobId, step) => seen.push([jobId, step]));
    const con = await openConsole(reservationId, owner.headers);
    await con.waitFor((f) => f.t === 'history');
    const steps = [{ name: 'prompt', send: 'version', expect: 'U-Boot', timeoutMs: 1000 }];
    const job = hub.request(reservationId, { kind: 'testJob', jobId: 'job-1', steps });
    const sent = await agent.c.waitFor((f) => f.t === 'action');
    const step: StepResult = { index: 0, name: 'prompt', status: 'passed', durationMs: 12, output: 'U-Boot' };
    agent.c.send({ t: 'test.progress', jobId: 'job-1', step });
    agent.c.send({ t: 'action.result', requestId: sent.requestId, ok: true, data: { results: [step] } });
    expect(await job).toEqual({ ok: true, data: { results: [step] } });
    expect(seen).toEqual([['job-1', step]]);
    expect(await con.waitFor((f) => f.t === 'test')).toEqual({ t: 'test', jobId: 'job-1', step });
    stop();

    agent.setHistory('buffered output');
    expect((await hub.history(reservationId)).toString()).toBe('buffered output');
    con.close();
  });

  it('answers 503 when no agent serves the board and 409 outside the slot', async () => {
    const { reservationId, agent, device } = await setup();
    agent.c.close();
    await expect.poll(() => ctx.app.labHub.boardState(device.id)).toBe('agent_offline');
    await expect(ctx.app.labHub.request(reservationId, { kind: 'reset' })).rejects.toMatchObject({
      status: 503,
      messageKey: 'labAgentOffline',
    });
    await ctx.database.db
      .update(labReservations)
      .set({ status: 'ended' })
      .where(eq(labReservations.id, reservationId));
    await expect(ctx.app.labHub.request(reservationId, { kind: 'reset' })).rejects.toMatchObject({
      status: 409,
      messageKey: 'labSlotNotActive',
    });
  });
});

describe('agent file downloads', () => {
  it('serves session files of sessions open on the agent and images of boards it serves, to that agent only', async () => {
    const { reservationId, owner, agent, agentRow, boardId } = await setup();
    const dir = (d: string) => path.join(ctx.config.uploadDir, d);
    fs.mkdirSync(dir('lab-files'), { recursive: true });
    fs.mkdirSync(dir('lab-images'), { recursive: true });
    fs.writeFileSync(path.join(dir('lab-files'), 'k-session-1'), 'file for the board');
    fs.writeFileSync(path.join(dir('lab-images'), 'k-image-1'), 'firmware bytes');
    const [file] = await ctx.database.db
      .insert(labSessionFiles)
      .values({ reservationId, userId: owner.userId, name: 'hello.txt', storageKey: 'k-session-1', size: 18 })
      .returning();
    const [image] = await ctx.database.db
      .insert(labBoardImages)
      .values({
        boardModelId: boardId,
        target: 'hardware',
        name: 'fw',
        storageKey: 'k-image-1',
        fileName: 'fw.bin',
        size: 14,
      })
      .returning();
    const other = await makeBoard(ctx.database.db);
    const [foreignImage] = await ctx.database.db
      .insert(labBoardImages)
      .values({
        boardModelId: other.boardId,
        target: 'hardware',
        name: 'fw',
        storageKey: 'k-image-1',
        fileName: 'fw.bin',
        size: 14,
      })
      .returning();
    const get = (url: string, token?: string) =>
      ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const fileUrl = `/api/lab/agent/files/session/${file!.id}`;

    // not yet opened on the agent: nothing to download
    expect((await get(fileUrl, agentRow.token)).statusCode).toBe(404);
    const con = await openConsole(reservationId, owner.headers);
    await con.waitFor((f) => f.t === 'history');
    const ok = await get(fileUrl, agentRow.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/octet-stream');
    expect(ok.body).toBe('file for the board');
    expect((await get(`/api/lab/agent/files/image/${image!.id}`, agentRow.token)).body).toBe(
      'firmware bytes',
    );

    expect((await get(fileUrl)).statusCode).toBe(401);
    expect((await get(fileUrl, 'occa_' + 'B'.repeat(43))).statusCode).toBe(401);
    // a user's session cookie is not an agent
    expect((await ctx.app.inject({ method: 'GET', url: fileUrl, headers: owner.headers })).statusCode).toBe(
      401,
    );
    const stranger = await createAgent(ctx.app, admin);
    expect((await get(fileUrl, stranger.token)).statusCode).toBe(404);
    expect((await get(`/api/lab/agent/files/image/${foreignImage!.id}`, agentRow.token)).statusCode).toBe(
      404,
    );
    expect((await get('/api/lab/agent/files/other/1', agentRow.token)).statusCode).toBe(422);

    // released: the session is closed, its files are no longer the agent's to fetch
    await ctx.app.inject({
      method: 'POST',
      url: `/api/lab/reservations/${reservationId}/release`,
      headers: owner.headers,
    });
    expect((await get(fileUrl, agentRow.token)).statusCode).toBe(404);
    await con.closed;
    agent.c.close();
    expect(
      await ctx.database.db
        .select()
        .from(labSessionEvents)
        .where(
          and(eq(labSessionEvents.reservationId, reservationId), eq(labSessionEvents.kind, 'session_open')),
        ),
    ).toHaveLength(1);
  });
});
