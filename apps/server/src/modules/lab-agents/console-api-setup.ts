import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { labDevices } from '../../db/schema';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { grantedUser, makeBoard } from '../lab-reservations/test-fixtures';
import { activeReservation, createAgent, listen, openWs, type Frame } from './test-support';

// Shared setup of the console WebSocket API tests (console-*.api.test.ts).

// The browser console WebSocket and the LabHub against a small client standing in for the agent:
// who may connect, history then live output, input to the board, actions and their answers,
// release, slot end, and the agent's file downloads.
export let ctx: TestContext;

export let admin: Record<string, string>;
export let base: { http: string; ws: string };

export const b64 = (s: string) => Buffer.from(s).toString('base64');

export const unb64 = (s: unknown) => Buffer.from(String(s), 'base64').toString();

export const consoleUrl = (id: string) => `${base.ws}/ws/lab/console/${id}`;

export const origin = () => ({ origin: base.http });

/** what a browser page of the portal sends with its WebSocket: the cookie, its language, its origin */
export const cookieOf = (headers: Record<string, string>) => ({
  cookie: headers.cookie ?? '',
  'accept-language': 'en-US',
  ...origin(),
});

/** An agent stand-in that answers history requests and actions the way it is told. */
export async function fakeAgent(token: string, key: string) {
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
export async function setup() {
  const { deviceIds, boardId } = await makeBoard(ctx.database.db, { state: 'offline' });
  const [device] = await ctx.database.db.select().from(labDevices).where(eq(labDevices.id, deviceIds[0]!));
  const agentRow = await createAgent(ctx.app, admin);
  const agent = await fakeAgent(agentRow.token, device!.name);
  const owner = await grantedUser(ctx);
  const reservationId = await activeReservation(ctx.database.db, owner.userId, device!.id, boardId);
  return { device: device!, boardId, agent, agentRow, owner, reservationId };
}

export const openConsole = (id: string, headers: Record<string, string>) =>
  openWs(consoleUrl(id), cookieOf(headers));

/** The app of these tests and its users, made once per test file. */
export function useConsoleApp() {
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '100000', LAB_AGENT_HEARTBEAT_MS: '500', LAB_AGENT_TIMEOUT_MS: '5000' },
    });
    admin = (await signIn(ctx, { roles: ['admin'] })).headers;
    base = await listen(ctx.app);
  });
  afterAll(() => ctx.close());
}
