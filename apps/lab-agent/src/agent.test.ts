// The agent's authority model and actions, end to end inside the agent: a fake portal (WebSocket +
// file downloads) on one side, a serial board behind a ser2net-style TCP port on the other.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Agent } from './agent';
import { agentConfig } from './config';
import { silentLogger } from './log';
import { FakeBoard } from './testing/fake-board';
import { FakePortal } from './testing/fake-portal';

const b64 = (s: string) => Buffer.from(s).toString('base64');
const unb64 = (s: string) => Buffer.from(s, 'base64').toString();
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

describe('agent', { timeout: 30_000 }, () => {
  let portal: FakePortal;
  let board: FakeBoard;
  let agent: Agent;
  let dir: string;
  let commands: string;

  beforeEach(async () => {
    portal = await FakePortal.listen();
    portal.welcome = {
      t: 'welcome',
      agentId: 'a1',
      heartbeatMs: 1000,
      boards: [{ key: 'b1', deviceId: 7 }],
      unknown: [],
    };
    board = await FakeBoard.listen();
    dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'occ-agent-test-'));
    commands = path.join(dir, 'commands.log');
    const config = agentConfig.parse({
      portalUrl: portal.url,
      token: portal.token,
      dataDir: path.join(dir, 'data'),
      boards: [
        {
          key: 'b1',
          driver: 'serial',
          serial: {
            tcp: board.endpoint,
            resetCommand: `echo reset >> "${commands}"`,
            envResetCommand: `echo wipe >> "${commands}"`,
            uploadDir: path.join(dir, 'home'),
          },
        },
      ],
    });
    agent = new Agent(config, silentLogger);
    await agent.start();
    await expect
      .poll(() => agent.connection.connected && agent.drivers.get('b1')!.state === 'ready', {
        timeout: 10_000,
      })
      .toBe(true);
  });

  afterEach(async () => {
    await agent.stop();
    await portal.close();
    await board.close();
    await fsp.rm(dir, { recursive: true, force: true });
  });

  const open = (sessionId = 's1', extra: Record<string, unknown> = {}) =>
    portal.send({
      t: 'session.open',
      sessionId,
      key: 'b1',
      userId: 'u1',
      endsAt: inMinutes(30),
      fresh: false,
      ...extra,
    });
  const consoleText = (sessionId: string) =>
    portal
      .of('console.data')
      .filter((f) => f.sessionId === sessionId)
      .map((f) => unb64(f.data))
      .join('');

  it('registers its boards with their states and forwards the console of an open session', async () => {
    expect(portal.of('hello')[0]!.boards).toEqual([
      { key: 'b1', driver: 'serial', state: expect.any(String) },
    ]);
    // the portal learns the board is ready, by a state frame or the heartbeat sent on welcome
    await expect
      .poll(() => [...portal.of('board.state'), ...portal.of('heartbeat').flatMap((h) => h.boards)], {
        timeout: 10_000,
      })
      .toContainEqual(expect.objectContaining({ key: 'b1', state: 'ready' }));
    open();
    portal.send({ t: 'console.input', sessionId: 's1', data: b64('echo hello\r') });
    await expect.poll(() => consoleText('s1'), { timeout: 10_000 }).toContain('hello\r\n=> ');
    expect(board.input).toContain('echo hello\r');
    // the history replays what the session saw
    portal.send({ t: 'console.history', requestId: 'h1', sessionId: 's1' });
    const history = await portal.waitFor('console.history');
    expect(history).toMatchObject({ requestId: 'h1', sessionId: 's1' });
    expect(unb64(history.data)).toBe(consoleText('s1'));
  });

  it('refuses console input, history and actions without a session, and leaves the board alone', async () => {
    const before = board.input;
    portal.send({ t: 'console.input', sessionId: 'nobody', data: b64('reset\r') });
    portal.send({ t: 'console.history', requestId: 'h2', sessionId: 'nobody' });
    portal.send({ t: 'action', requestId: 'r1', sessionId: 'nobody', action: { kind: 'reset' } });
    const result = await portal.waitFor('action.result');
    expect(result).toMatchObject({ requestId: 'r1', ok: false, error: 'session_closed' });
    expect(portal.of('error').map((e) => [e.code, e.ref])).toEqual([
      ['session_closed', 'nobody'],
      ['session_closed', 'h2'],
    ]);
    expect(board.input).toBe(before);
    expect(fs.existsSync(commands)).toBe(false);
    // nothing the board prints reaches the portal while nobody holds it
    board.print('secret of the previous user');
    await new Promise((r) => setTimeout(r, 100));
    expect(portal.of('console.data')).toEqual([]);
  });

  it('refuses a session for a board it does not serve, and an already ended slot', async () => {
    portal.send({
      t: 'session.open',
      sessionId: 's9',
      key: 'b2',
      userId: 'u1',
      endsAt: inMinutes(5),
      fresh: false,
    });
    portal.send({
      t: 'session.open',
      sessionId: 's8',
      key: 'b1',
      userId: 'u1',
      endsAt: inMinutes(-1),
      fresh: false,
    });
    await expect
      .poll(() => portal.of('error').map((e) => [e.code, e.ref]), { timeout: 10_000 })
      .toEqual([
        ['unknown_board', 's9'],
        ['session_expired', 's8'],
      ]);
    portal.send({ t: 'console.input', sessionId: 's8', data: b64('x') });
    await expect.poll(() => portal.of('error').length, { timeout: 10_000 }).toBe(3);
  });

  it('ends a session at endsAt by itself: input after it is refused', async () => {
    const endsAt = Date.now() + 1500;
    open('s2', { endsAt: new Date(endsAt).toISOString() });
    portal.send({ t: 'console.input', sessionId: 's2', data: b64('echo early\r') });
    await expect.poll(() => consoleText('s2'), { timeout: 10_000 }).toContain('early');
    await new Promise((r) => setTimeout(r, endsAt - Date.now() + 50));
    const before = board.input;
    portal.send({ t: 'console.input', sessionId: 's2', data: b64('echo late\r') });
    portal.send({ t: 'action', requestId: 'r2', sessionId: 's2', action: { kind: 'camera' } });
    expect(await portal.waitFor('action.result')).toMatchObject({ ok: false, error: 'session_closed' });
    expect(portal.of('error')).toContainEqual(expect.objectContaining({ code: 'session_closed', ref: 's2' }));
    expect(board.input).toBe(before);
  });

  it('stops forwarding after session.close, and a new session does not see the old history', async () => {
    open('s3');
    portal.send({ t: 'console.input', sessionId: 's3', data: b64('echo first\r') });
    await expect.poll(() => consoleText('s3'), { timeout: 10_000 }).toContain('first');
    portal.send({ t: 'session.close', sessionId: 's3', reason: 'released' });
    portal.send({ t: 'console.input', sessionId: 's3', data: b64('echo gone\r') });
    await portal.waitFor('error', (e) => e.ref === 's3');
    open('s4');
    portal.send({ t: 'console.history', requestId: 'h4', sessionId: 's4' });
    expect(unb64((await portal.waitFor('console.history')).data)).not.toContain('first');
  });

  it('gives a fresh session a fresh environment', async () => {
    open('s5', { fresh: true });
    await expect
      .poll(() => (fs.existsSync(commands) ? fs.readFileSync(commands, 'utf8') : ''), { timeout: 10_000 })
      .toBe('wipe\nreset\n');
    await portal.waitFor('board.state', (f) => f.state === 'env_resetting');
  });

  it('performs actions for the session: reset, upload from the portal, test job', async () => {
    open('s6');
    portal.send({ t: 'action', requestId: 'r-reset', sessionId: 's6', action: { kind: 'reset' } });
    expect(await portal.waitFor('action.result', (r) => r.requestId === 'r-reset')).toMatchObject({
      ok: true,
    });
    expect(fs.readFileSync(commands, 'utf8')).toBe('reset\n');
    board.print('\r\n=> ');

    portal.files.set('/api/lab/agent/files/session/f1', Buffer.from('my program'));
    const upload = {
      kind: 'upload',
      fileId: 'f1',
      name: 'prog.bin',
      size: 10,
      url: '/api/lab/agent/files/session/f1',
    };
    portal.send({ t: 'action', requestId: 'r-up', sessionId: 's6', action: upload });
    expect(await portal.waitFor('action.result', (r) => r.requestId === 'r-up')).toMatchObject({ ok: true });
    expect(fs.readFileSync(path.join(dir, 'home', 'prog.bin'), 'utf8')).toBe('my program');

    // a file larger than the portal announced, a missing file, a URL off the portal: refused
    const bad = [
      { ...upload, name: 'big.bin', size: 3 },
      { ...upload, name: 'none.bin', url: '/api/lab/agent/files/session/nope' },
      { ...upload, name: 'evil.bin', url: 'http://attacker.example/steal' },
    ];
    for (const [i, action] of bad.entries()) {
      portal.send({ t: 'action', requestId: `r-bad${i}`, sessionId: 's6', action });
      expect(await portal.waitFor('action.result', (r) => r.requestId === `r-bad${i}`)).toMatchObject({
        ok: false,
        error: 'download_failed',
      });
    }
    expect(fs.readdirSync(path.join(dir, 'home'))).toEqual(['prog.bin']);

    const steps = [
      { name: 'echo', send: 'echo ok', expect: '^ok', timeoutMs: 2000 },
      { name: 'missing', send: 'echo other', expect: '^absent', timeoutMs: 300 },
    ];
    portal.send({
      t: 'action',
      requestId: 'r-test',
      sessionId: 's6',
      action: { kind: 'testJob', jobId: 'j1', steps },
    });
    const result = await portal.waitFor('action.result', (r) => r.requestId === 'r-test');
    expect(result.ok).toBe(true);
    const results = (result.data as { results: { status: string }[] }).results;
    expect(results.map((r) => r.status)).toEqual(['passed', 'failed']);
    expect(portal.of('test.progress').map((p) => [p.jobId, p.step.status])).toEqual([
      ['j1', 'passed'],
      ['j1', 'failed'],
    ]);
  });
});
