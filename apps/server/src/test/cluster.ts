import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// Test helpers for the portal as several processes: real portal processes (main.ts), nginx with
// the shipped deploy/nginx.conf, and a throwaway redis-server.

const root = path.resolve(import.meta.dirname, '../../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** The first of these executables that exists, or undefined. */
export function findBinary(...candidates: string[]): string | undefined {
  for (const c of candidates) {
    if (c.includes('/')) {
      if (fs.existsSync(c)) return c;
    } else if (spawnSync('sh', ['-c', `command -v ${c}`]).status === 0) {
      return spawnSync('sh', ['-c', `command -v ${c}`])
        .stdout.toString()
        .trim();
    }
  }
  return undefined;
}

/** Polls `check` until it resolves true (or throws after `ms`). */
export async function until(check: () => Promise<boolean>, ms: number, what: string, log = () => '') {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not happen within ${ms} ms\n${log()}`);
}

const answers = (url: string) => async () => (await fetch(url)).ok;

function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

export interface Proc {
  port: number;
  url: string;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A portal process (main.ts) on `port`; resolves once it is ready. */
export async function startPortalProcess(port: number, env: Record<string, string>): Promise<Proc> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'occ-multi-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const output = () => out;
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`portal exited:\n${out}`);
      return answers(`${url}/api/health/ready`)();
    },
    180_000,
    `portal on ${port} ready`,
    output,
  );
  return {
    port,
    url,
    output,
    async stop(signal) {
      await stopChild(child, signal);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** nginx with deploy/nginx.conf, its upstreams and listen address replaced by these ports. */
export async function startNginx(bin: string, port: number, upstreams: [number, number]): Promise<Proc> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'occ-nginx-'));
  fs.chmodSync(dir, 0o755);
  const site = fs
    .readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replace('127.0.0.1:3001', `127.0.0.1:${upstreams[0]}`)
    .replace('127.0.0.1:3002', `127.0.0.1:${upstreams[1]}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  fs.writeFileSync(path.join(dir, 'occ-portal.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `${t}_temp_path ${dir}/${t};`)
    .join('\n  ');
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp}
  include ${dir}/occ-portal.conf;
}
`,
  );
  const child = spawn(bin, ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`]);
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const output = () =>
    out + (fs.existsSync(`${dir}/error.log`) ? fs.readFileSync(`${dir}/error.log`, 'utf8') : '');
  const url = `http://127.0.0.1:${port}`;
  await until(answers(`${url}/api/health/live`), 20_000, 'nginx answering', output);
  return {
    port,
    url,
    output,
    async stop() {
      await stopChild(child, 'SIGQUIT');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A throwaway redis-server on `port` (no persistence). */
export async function startRedis(bin: string, port: number): Promise<Proc> {
  const child = spawn(bin, [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  await until(
    () =>
      new Promise<boolean>((resolve) => {
        const s = net.connect(port, '127.0.0.1', () => {
          s.end();
          resolve(true);
        });
        s.on('error', () => resolve(false));
      }),
    10_000,
    'redis-server listening',
    () => out,
  );
  return { port, url: `redis://127.0.0.1:${port}`, output: () => out, stop: (s) => stopChild(child, s) };
}
