// The agent as the command lab hosts run (and the portal's integration test starts): a child
// process with a config file, talking JSON lines on stdout.
import { spawn, type ChildProcess } from 'node:child_process';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeBoard } from './testing/fake-board';
import { FakePortal } from './testing/fake-portal';

const MAIN = path.join(import.meta.dirname, 'main.ts');

interface Run {
  child: ChildProcess;
  lines: Record<string, unknown>[];
  exited: Promise<number | null>;
}

function startAgent(args: string[], env: Record<string, string> = {}): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: Record<string, unknown>[] = [];
  let rest = '';
  child.stdout!.on('data', (d: Buffer) => {
    const parts = (rest + d.toString()).split('\n');
    rest = parts.pop()!;
    for (const p of parts) if (p.trim()) lines.push(JSON.parse(p) as Record<string, unknown>);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, lines, exited };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('lab agent command', () => {
  let dir: string;
  let portal: FakePortal;
  let board: FakeBoard;
  let run: Run | undefined;

  beforeEach(async () => {
    dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'occ-agent-main-'));
    portal = await FakePortal.listen();
    portal.welcome = { t: 'welcome', agentId: 'a1', heartbeatMs: 500, boards: [], unknown: [] };
    board = await FakeBoard.listen();
  });

  afterEach(async () => {
    if (run && run.child.exitCode === null) run.child.kill('SIGKILL');
    await portal.close();
    await board.close();
    await fsp.rm(dir, { recursive: true, force: true });
  });

  it('starts from a config file, logs "connected" and board states, and stops its boards on SIGTERM', async () => {
    const config = path.join(dir, 'agent.json');
    await fsp.writeFile(
      config,
      JSON.stringify({
        portalUrl: portal.url,
        token: 'placeholder-overridden-by-env',
        dataDir: 'data',
        boards: [
          { key: 'qemu-a', driver: 'qemu' },
          { key: 'serial-a', driver: 'serial', serial: { tcp: board.endpoint } },
        ],
      }),
    );
    run = startAgent(['--config', config], { LAB_AGENT_TOKEN: portal.token });
    const find = (match: Record<string, unknown>) =>
      run!.lines.find((l) => Object.entries(match).every(([k, v]) => l[k] === v));
    await expect.poll(() => find({ msg: 'connected' }), { timeout: 60_000 }).toBeTruthy();
    expect(portal.authHeaders[0]).toBe(`Bearer ${portal.token}`);
    await expect
      .poll(() => find({ msg: 'board.state', key: 'qemu-a', state: 'ready' }), { timeout: 60_000 })
      .toBeTruthy();
    await expect
      .poll(() => find({ msg: 'board.state', key: 'serial-a', state: 'ready' }), { timeout: 10_000 })
      .toBeTruthy();
    expect(find({ msg: 'starting' })).toMatchObject({ level: 'info', dataDir: path.join(dir, 'data') });
    const qemuPid = Number(find({ msg: 'qemu started' })!.pid);
    expect(alive(qemuPid)).toBe(true);

    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(find({ msg: 'stopped' })).toBeTruthy();
    expect(alive(qemuPid)).toBe(false);
  }, 120_000);

  it('takes its emulated boards down with it even when killed outright', async () => {
    const config = path.join(dir, 'agent.json');
    await fsp.writeFile(
      config,
      JSON.stringify({
        portalUrl: portal.url,
        token: portal.token,
        dataDir: 'data',
        boards: [{ key: 'q', driver: 'qemu' }],
      }),
    );
    run = startAgent(['--config', config]);
    await expect
      .poll(() => run!.lines.find((l) => l.msg === 'qemu started'), { timeout: 60_000 })
      .toBeTruthy();
    const qemuPid = Number(run.lines.find((l) => l.msg === 'qemu started')!.pid);
    run.child.kill('SIGKILL');
    await run.exited;
    await expect.poll(() => alive(qemuPid), { timeout: 5000 }).toBe(false);
  }, 90_000);

  it('refuses an invalid configuration with exit code 2 and says what is wrong', async () => {
    const config = path.join(dir, 'bad.json');
    await fsp.writeFile(
      config,
      JSON.stringify({ portalUrl: 'not a url', token: 't', dataDir: 'd', boards: [] }),
    );
    run = startAgent([], { LAB_AGENT_CONFIG: config });
    expect(await run.exited).toBe(2);
    expect(run.lines[0]).toMatchObject({ level: 'error' });
    expect(String(run.lines[0]!.msg)).toMatch(/portalUrl.*boards/);
  }, 60_000);
});
