// The portal connection against a tiny WebSocket server playing the portal.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agentSocketUrl, PortalConnection } from './connection';
import { createLogger, type LogFields } from './log';
import { FakePortal } from './testing/fake-portal';

describe('portal connection', { timeout: 30_000 }, () => {
  let portal: FakePortal;
  let conn: PortalConnection;
  let received: unknown[];
  let logs: LogFields[];

  function connect(overrides: Partial<ConstructorParameters<typeof PortalConnection>[0]> = {}) {
    conn = new PortalConnection({
      portalUrl: portal.url,
      token: portal.token,
      heartbeatMs: 5000,
      log: createLogger({ level: 'debug', write: (line) => logs.push(JSON.parse(line) as LogFields) }),
      hello: () => ({
        protocol: 1,
        agentVersion: 'test',
        host: 'lab-host',
        boards: [{ key: 'b1', driver: 'qemu', state: 'ready' }],
      }),
      heartbeat: () => [{ key: 'b1', state: 'ready' }],
      onMessage: (m) => void received.push(m),
      backoff: { minMs: 20, maxMs: 100 },
      authBackoff: { minMs: 600, maxMs: 1000 },
      ...overrides,
    });
    conn.start();
  }

  const until = async (check: () => boolean, timeoutMs = 3000) => {
    await expect.poll(check, { timeout: timeoutMs, interval: 10 }).toBe(true);
  };

  beforeEach(async () => {
    portal = await FakePortal.listen();
    received = [];
    logs = [];
  });

  afterEach(async () => {
    await conn?.stop();
    await portal.close();
  });

  it('maps the portal URL to its agent socket', () => {
    expect(agentSocketUrl('https://portal.example.com/')).toBe('wss://portal.example.com/ws/lab/agent');
    expect(agentSocketUrl('http://127.0.0.1:3000')).toBe('ws://127.0.0.1:3000/ws/lab/agent');
  });

  it('says hello with its bearer token, logs "connected" on welcome and heartbeats at the welcome rate', async () => {
    connect();
    await portal.waitFor('hello');
    expect(portal.authHeaders).toEqual([`Bearer ${portal.token}`]);
    expect(portal.of('hello')[0]).toMatchObject({ protocol: 1, host: 'lab-host', boards: [{ key: 'b1' }] });
    await until(() => conn.connected);
    expect(logs).toContainEqual(
      expect.objectContaining({ level: 'info', msg: 'connected', agentId: 'agent-1' }),
    );
    // the welcome asked for 100 ms although the agent was configured with 5 s
    const started = Date.now();
    await until(() => portal.of('heartbeat').length >= 3, 3000);
    // (5 s each at the configured rate)
    expect(Date.now() - started).toBeLessThan(3000);
    expect(portal.of('heartbeat')[0]).toEqual({ t: 'heartbeat', boards: [{ key: 'b1', state: 'ready' }] });
  });

  it('answers bad frames with error frames, ignores them and keeps working', async () => {
    connect();
    await until(() => conn.connected);
    portal.send('not json');
    portal.send({ t: 'console.input', sessionId: 's1' });
    portal.send({ t: 'reboot-everything' });
    portal.send({
      t: 'session.open',
      sessionId: 's1',
      key: 'b1',
      userId: 'u',
      endsAt: 'tomorrow',
      fresh: true,
    });
    portal.socket!.send(Buffer.from([1, 2, 3]), { binary: true });
    await until(() => portal.of('error').length === 5);
    expect(portal.of('error').map((e) => [e.code, e.ref])).toEqual([
      ['bad_json', undefined],
      ['invalid_frame', 'console.input'],
      ['invalid_frame', 'reboot-everything'],
      ['invalid_frame', 'session.open'],
      ['bad_frame', undefined],
    ]);
    expect(portal.of('error')[1]!.message).toContain('data');
    // the portal's own error frames are logged, not answered
    portal.send({ t: 'error', code: 'bad_frame', message: 'invalid frame' });
    await until(() => logs.some((l) => l.msg === 'portal refused a frame' && l.code === 'bad_frame'));
    expect(portal.of('error')).toHaveLength(5);
    expect(received).toEqual([]);
    // still connected and still handling good frames
    portal.send({ t: 'session.close', sessionId: 's1', reason: 'released' });
    await until(() => received.length === 1);
    expect(received[0]).toEqual({ t: 'session.close', sessionId: 's1', reason: 'released' });
    expect(portal.connections).toBe(1);
  });

  it('reports a failing handler as an error frame instead of crashing', async () => {
    connect({
      onMessage: () => {
        throw new Error('board exploded');
      },
    });
    await until(() => conn.connected);
    portal.send({ t: 'session.close', sessionId: 's1', reason: 'x' });
    const error = await portal.waitFor('error');
    expect(error).toMatchObject({ code: 'internal', message: 'board exploded', ref: 'session.close' });
  });

  it('reconnects after the portal drops the connection, and says hello again', async () => {
    connect();
    await until(() => conn.connected);
    portal.socket!.terminate();
    await until(() => portal.connections === 2 && conn.connected);
    expect(portal.of('hello')).toHaveLength(2);
    // and again after a restart of the whole portal
    const port = Number(new URL(portal.url).port);
    await portal.close();
    await until(() => !conn.connected);
    portal = await FakePortal.listen();
    await new Promise<void>((resolve, reject) => {
      portal.http.close();
      portal.http.once('error', reject);
      portal.http.listen(port, '127.0.0.1', resolve);
    });
    await until(() => conn.connected, 5000);
  });

  it('logs a refused token clearly and retries only after the long backoff', async () => {
    portal.refuseWith = 401;
    connect();
    await until(() => portal.authHeaders.length === 1);
    await until(() => logs.some((l) => l.level === 'error' && String(l.msg).includes('agent token refused')));
    // the auth backoff is 600-1000 ms here against 20 ms for ordinary drops
    await new Promise((r) => setTimeout(r, 250));
    expect(portal.authHeaders).toHaveLength(1);
    // once the administrator fixes the token (here: the portal accepts again) it reconnects
    portal.refuseWith = null;
    await until(() => conn.connected, 3000);
    expect(portal.authHeaders.length).toBe(2);
  });

  it('reconnects when the portal never welcomes it', async () => {
    portal.welcome = null;
    connect({ welcomeTimeoutMs: 200 });
    await until(() => portal.connections >= 2, 3000);
    expect(conn.connected).toBe(false);
  });
});
