import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardState } from '@occ/shared';
import { labDevices } from '../../db/schema';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { grantedUser, makeBoard } from '../lab-reservations/test-fixtures';
import { activeReservation, createAgent, listen, openWs, upgradeStatus, type WsClient } from './test-support';

// The agent WebSocket spoken by a small client standing in for the agent: authentication at the
// upgrade, frame validation, board states into lab_devices, heartbeats and their timeout.

const TIMEOUT_MS = 1000;
let ctx: TestContext;
let admin: Record<string, string>;
let base: { http: string; ws: string };
beforeAll(async () => {
  ctx = await createTestApp({
    env: {
      RATE_LIMIT_PER_MINUTE: '100000',
      LAB_AGENT_HEARTBEAT_MS: '200',
      LAB_AGENT_TIMEOUT_MS: String(TIMEOUT_MS),
    },
  });
  admin = (await signIn(ctx, { roles: ['admin'] })).headers;
  base = await listen(ctx.app);
});
afterAll(() => ctx.close());

const agentUrl = () => `${base.ws}/ws/lab/agent`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const deviceRow = async (id: number) =>
  (await ctx.database.db.select().from(labDevices).where(eq(labDevices.id, id)))[0]!;
const stateOf = async (id: number) => (await deviceRow(id)).state;

interface FakeAgent {
  c: WsClient;
  welcome: Record<string, unknown>;
  states: Map<string, BoardState>;
  stopBeating(): void;
}

/** Connects as an agent serving `keys`, says hello and keeps heartbeating until told to stop. */
async function fakeAgent(token: string, keys: string[], state: BoardState = 'ready'): Promise<FakeAgent> {
  const c = await openWs(agentUrl(), bearer(token));
  const states = new Map(keys.map((k) => [k, state]));
  c.send({
    t: 'hello',
    protocol: 1,
    agentVersion: '0.0.1-test',
    host: 'lab-host-1',
    boards: keys.map((key) => ({ key, driver: 'qemu', state })),
  });
  const welcome = await c.waitFor((f) => f.t === 'welcome');
  const beat = setInterval(() => {
    if (c.ws.readyState === c.ws.OPEN)
      c.send({ t: 'heartbeat', boards: [...states].map(([key, s]) => ({ key, state: s })) });
  }, 150);
  void c.closed.then(() => clearInterval(beat));
  return { c, welcome, states, stopBeating: () => clearInterval(beat) };
}

describe('agent authentication at the upgrade', () => {
  it('answers 401 before the upgrade for a missing, forged or revoked token', async () => {
    expect(await upgradeStatus(agentUrl())).toBe(401);
    expect(await upgradeStatus(agentUrl(), bearer('occa_' + 'A'.repeat(43)))).toBe(401);
    expect(await upgradeStatus(agentUrl(), { authorization: 'Bearer not-an-agent-token' })).toBe(401);
    const { id, token } = await createAgent(ctx.app, admin);
    expect(await upgradeStatus(agentUrl(), bearer(token))).toBe(101);
    await ctx.app.inject({ method: 'POST', url: `/api/admin/lab/agents/${id}/revoke`, headers: admin });
    expect(await upgradeStatus(agentUrl(), bearer(token))).toBe(401);
  });
});

describe('agent frames', () => {
  it('answers bad frames with an error frame and keeps the connection', async () => {
    const { token } = await createAgent(ctx.app, admin);
    const c = await openWs(agentUrl(), bearer(token));
    c.send('this is not json');
    expect(await c.waitFor((f) => f.t === 'error')).toMatchObject({ code: 'bad_json' });
    c.send({ t: 'bogus' });
    expect(await c.waitFor((f) => f.t === 'error', 5000, 1)).toMatchObject({ code: 'bad_frame' });
    c.send({ t: 'action.result', requestId: 'r-1', ok: 'yes' });
    expect(await c.waitFor((f) => f.t === 'error', 5000, 2)).toMatchObject({ code: 'bad_frame', ref: 'r-1' });
    c.send({ t: 'heartbeat', boards: [] });
    expect(await c.waitFor((f) => f.t === 'error', 5000, 3)).toMatchObject({ code: 'hello_required' });
    c.send({ t: 'hello', protocol: 1, agentVersion: 'x', host: 'h', boards: [] });
    expect(await c.waitFor((f) => f.t === 'welcome')).toMatchObject({ boards: [], unknown: [] });
    c.close();
  });

  it('matches boards by device name, maps board states to device states and keeps maintenance', async () => {
    const { deviceIds, boardId } = await makeBoard(ctx.database.db, { devices: 2, state: 'offline' });
    const [a, b] = await Promise.all(deviceIds.map(deviceRow));
    const { id, token } = await createAgent(ctx.app, admin);
    const agent = await fakeAgent(token, [a!.name, b!.name, 'no-such-board']);
    expect(agent.welcome).toMatchObject({
      agentId: id,
      heartbeatMs: 200,
      boards: [
        { key: a!.name, deviceId: a!.id },
        { key: b!.name, deviceId: b!.id },
      ],
      unknown: ['no-such-board'],
    });
    expect(await deviceRow(a!.id)).toMatchObject({ state: 'online', agentId: id, driver: 'qemu' });
    expect(ctx.app.labHub.boardState(a!.id)).toBe('ready');

    const listed = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/lab/agents?pageSize=50', headers: admin })
    ).json().result.items;
    expect(listed.find((x: { id: string }) => x.id === id)).toMatchObject({
      online: true,
      host: 'lab-host-1',
      version: '0.0.1-test',
      boards: [
        { deviceId: a!.id, name: a!.name, state: 'online' },
        { deviceId: b!.id, name: b!.name, state: 'online' },
      ],
    });

    const report = async (key: string, state: BoardState) => {
      agent.states.set(key, state);
      agent.c.send({ t: 'board.state', key, state });
    };
    await report(a!.name, 'booting');
    await expect.poll(() => stateOf(a!.id)).toBe('not_ready');
    expect(ctx.app.labHub.boardState(a!.id)).toBe('booting');
    await report(a!.name, 'env_resetting');
    await expect.poll(() => ctx.app.labHub.boardState(a!.id)).toBe('env_resetting');
    expect(await stateOf(a!.id)).toBe('not_ready');
    // ready while a slot is running on it: in use, as lab-reservations/device-state.ts keeps it
    const user = await grantedUser(ctx);
    await activeReservation(ctx.database.db, user.userId, a!.id, boardId);
    await report(a!.name, 'ready');
    await expect.poll(() => stateOf(a!.id)).toBe('in_use');
    await report(a!.name, 'offline');
    await expect.poll(() => stateOf(a!.id)).toBe('offline');

    // an administrator's maintenance is never overwritten by the agent
    await ctx.database.db.update(labDevices).set({ state: 'maintenance' }).where(eq(labDevices.id, b!.id));
    await report(b!.name, 'booting');
    await report(b!.name, 'ready');
    await expect.poll(() => ctx.app.labHub.boardState(b!.id)).toBe('ready');
    expect(await stateOf(b!.id)).toBe('maintenance');

    agent.c.send({ t: 'board.state', key: 'no-such-board', state: 'ready' });
    expect(await agent.c.waitFor((f) => f.t === 'error')).toMatchObject({ code: 'unknown_board' });
    agent.c.close();
  });
});

describe('agent presence', () => {
  it('marks the boards offline as soon as the socket closes', async () => {
    const { deviceIds } = await makeBoard(ctx.database.db, { state: 'offline' });
    const device = await deviceRow(deviceIds[0]!);
    const { token } = await createAgent(ctx.app, admin);
    const agent = await fakeAgent(token, [device.name]);
    expect(await stateOf(device.id)).toBe('online');
    agent.c.close();
    await agent.c.closed;
    await expect.poll(() => stateOf(device.id), { timeout: 1000, interval: 20 }).toBe('offline');
    expect(ctx.app.labHub.boardState(device.id)).toBe('agent_offline');
  });

  it('drops an agent that stops heartbeating and marks its boards offline within the timeout', async () => {
    const { deviceIds } = await makeBoard(ctx.database.db, { state: 'offline' });
    const device = await deviceRow(deviceIds[0]!);
    const { token } = await createAgent(ctx.app, admin);
    const agent = await fakeAgent(token, [device.name]);
    // still online after several heartbeat periods while it beats
    await new Promise((r) => setTimeout(r, TIMEOUT_MS * 1.5));
    expect(await stateOf(device.id)).toBe('online');
    const silentSince = Date.now();
    agent.stopBeating();
    const closed = await agent.c.closed;
    expect(closed.code).toBe(1006); // terminated by the portal, no close handshake
    await expect.poll(() => stateOf(device.id), { timeout: 2000, interval: 50 }).toBe('offline');
    expect(Date.now() - silentSince).toBeLessThan(TIMEOUT_MS + 1500);
  });

  it('closes a revoked agent with 4401 and replaces an older connection with a newer one', async () => {
    const { deviceIds } = await makeBoard(ctx.database.db, { state: 'offline' });
    const device = await deviceRow(deviceIds[0]!);
    const { id, token } = await createAgent(ctx.app, admin);
    const first = await fakeAgent(token, [device.name]);
    const second = await fakeAgent(token, [device.name]);
    expect((await first.c.closed).code).toBe(4000);
    // the replaced connection leaving does not take the board down
    await new Promise((r) => setTimeout(r, 300));
    expect(await stateOf(device.id)).toBe('online');
    expect(ctx.app.labHub.boardState(device.id)).toBe('ready');

    await ctx.app.inject({ method: 'POST', url: `/api/admin/lab/agents/${id}/revoke`, headers: admin });
    expect((await second.c.closed).code).toBe(4401);
    await expect.poll(() => stateOf(device.id)).toBe('offline');
  });
});
