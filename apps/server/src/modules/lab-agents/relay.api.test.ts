import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { labDevices } from '../../db/schema';
import type { App } from '../../platform/types';
import { createTestApp, signIn, testConfig, type TestContext } from '../../test/harness';
import { grantedUser, makeBoard } from '../lab-reservations/test-fixtures';
import { activeReservation, createAgent, listen, openWs, type Frame } from './test-support';

// Two portal processes on one database behind a load balancer, joined by Redis: the agent's socket
// on process 1, the browser console and the REST action on process 2.

describe.skipIf(!process.env.TEST_REDIS_URL)('the lab relay across portal processes (Redis pub/sub)', () => {
  let one: TestContext;
  let two: App;
  let base1: { http: string; ws: string };
  let base2: { http: string; ws: string };
  beforeAll(async () => {
    const env = {
      REDIS_URL: process.env.TEST_REDIS_URL!,
      RATE_LIMIT_PER_MINUTE: '100000',
      LAB_AGENT_HEARTBEAT_MS: '300',
      LAB_AGENT_TIMEOUT_MS: '3000',
    };
    one = await createTestApp({ env });
    two = await buildApp({ config: testConfig(env), database: one.database, web: false });
    await two.ready();
    base1 = await listen(one.app);
    base2 = await listen(two);
  }, 180_000);
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('relays console output and input, actions and the release between the processes', async () => {
    const b64 = (s: string) => Buffer.from(s).toString('base64');
    const { deviceIds, boardId } = await makeBoard(one.database.db, { state: 'offline' });
    const [device] = await one.database.db.select().from(labDevices).where(eq(labDevices.id, deviceIds[0]!));
    const admin = (await signIn(one, { roles: ['admin'] })).headers;
    const { token } = await createAgent(one.app, admin);

    const agent = await openWs(`${base1.ws}/ws/lab/agent`, { authorization: `Bearer ${token}` });
    const key = device!.name;
    agent.send({
      t: 'hello',
      protocol: 1,
      agentVersion: 't',
      host: 'h',
      boards: [{ key, driver: 'qemu', state: 'ready' }],
    });
    await agent.waitFor((f) => f.t === 'welcome');
    const beat = setInterval(() => agent.send({ t: 'heartbeat', boards: [{ key, state: 'ready' }] }), 200);
    agent.ws.on('message', (raw) => {
      const f = JSON.parse(String(raw)) as Frame;
      if (f.t === 'console.history')
        agent.send({
          t: 'console.history',
          requestId: f.requestId,
          sessionId: f.sessionId,
          data: b64('=> '),
        });
      if (f.t === 'action') agent.send({ t: 'action.result', requestId: f.requestId, ok: true });
    });

    try {
      // process 2 learns the board is served (through the relay) without holding the agent
      await expect.poll(() => two.labHub.boardState(device!.id), { timeout: 5000 }).toBe('ready');

      const owner = await grantedUser(one);
      const reservationId = await activeReservation(one.database.db, owner.userId, device!.id, boardId);
      const con = await openWs(`${base2.ws}/ws/lab/console/${reservationId}`, {
        cookie: (owner.headers as Record<string, string>).cookie ?? '',
        origin: base2.http,
      });
      expect(Buffer.from(String((await con.waitFor((f) => f.t === 'history')).d), 'base64').toString()).toBe(
        '=> ',
      );
      expect(await agent.waitFor((f) => f.t === 'session.open')).toMatchObject({
        sessionId: reservationId,
        fresh: true,
      });

      agent.send({ t: 'console.data', sessionId: reservationId, data: b64('hello') });
      expect(await con.waitFor((f) => f.t === 'out')).toEqual({ t: 'out', d: b64('hello') });
      con.send({ t: 'in', d: 'echo hi\n' });
      expect((await agent.waitFor((f) => f.t === 'console.input')).data).toBe(b64('echo hi\n'));

      // an action requested on process 2 is answered by the agent on process 1
      expect(await two.labHub.request(reservationId, { kind: 'reset' })).toEqual({ ok: true });

      // released through process 2: the console there closes, the agent on process 1 closes the session
      const res = await two.inject({
        method: 'POST',
        url: `/api/lab/reservations/${reservationId}/release`,
        headers: owner.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(await con.waitFor((f) => f.t === 'closed')).toMatchObject({ reason: 'released' });
      expect(await agent.waitFor((f) => f.t === 'session.close')).toMatchObject({ sessionId: reservationId });

      // the agent leaves process 1: process 2 sees the board unserved
      clearInterval(beat);
      agent.close();
      await expect.poll(() => two.labHub.boardState(device!.id), { timeout: 5000 }).toBe('agent_offline');
    } finally {
      clearInterval(beat);
      agent.close();
    }
  });
});
