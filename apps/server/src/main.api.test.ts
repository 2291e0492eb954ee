import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

function run(env: Record<string, string>, untilListening = false) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('OCC portal on')) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    child.on('exit', () => {
      clearInterval(timer);
      if (untilListening) reject(new Error(`exited early: ${err}`));
    });
  });
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { child, listening, exited, out: () => out, err: () => err };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

describe('main', () => {
  it('exits with one clear line when DATABASE_URL is wrong or malformed', async () => {
    const refused = run({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(await refused.exited).toBe(1);
    expect(refused.err().trim().split('\n')).toHaveLength(1);
    expect(refused.err()).toMatch(
      /^error: cannot connect to DATABASE_URL postgres:\/\/nobody@127\.0\.0\.1:1\/none: /,
    );

    const malformed = run({ DATABASE_URL: 'mysql://x' });
    expect(await malformed.exited).toBe(1);
    expect(malformed.err().trim()).toBe(
      'error: invalid configuration: DATABASE_URL: must start with postgres:// or postgresql://',
    );
  }, 30_000);

  it('starts on PGlite, prints the generated admin password once, and stops cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'occ-main-'));
    const port = await freePort();
    const p = run({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' }, true);
    await p.listening;
    const file = path.join(dataDir, 'admin-password.txt');
    const [user, password] = fs.readFileSync(file, 'utf8').trim().split('\n');
    expect(user).toBe('admin');
    expect(password).toMatch(/^[\w-]{24}$/);
    expect(p.out()).toContain(password);
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');
    const health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
    expect(health.result).toEqual({ status: 'ok', database: 'pglite' });

    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);

    // second start: same data, the password is not printed again
    const again = run({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' }, true);
    await again.listening;
    expect(again.out()).not.toContain(password);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 90_000);
});
