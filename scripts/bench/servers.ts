// The processes the benchmark runs: the portal (production build) and a bare Fastify hello-world,
// each on a free port, awaited until it answers and stopped with SIGTERM (SIGKILL after a grace).
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { say } from './options';

export const root = path.resolve(import.meta.dirname, '../..');
const HEALTH_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
const BUILD_TIMEOUT_MS = 10 * 60_000;

export interface Child {
  name: string;
  proc: ChildProcess;
  exited: Promise<void>;
  output(): string;
}

export const children = new Set<Child>();
const OUTPUT_TAIL = 20_000;

export function startChild(name: string, args: string[], env: NodeJS.ProcessEnv): Child {
  const proc = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-OUTPUT_TAIL);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    proc.once('exit', () => resolve());
    proc.once('error', (e) => {
      keep(Buffer.from(`spawn error: ${e.message}\n`));
      resolve();
    });
  });
  const child: Child = { name, proc, exited, output: () => out };
  children.add(child);
  return child;
}

const hasExited = (c: Child) => c.proc.exitCode !== null || c.proc.signalCode !== null;

export async function stopChild(c: Child): Promise<void> {
  if (!hasExited(c)) {
    c.proc.kill('SIGTERM');
    const done = await Promise.race([c.exited.then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)]);
    if (!done) {
      say(`${c.name} did not exit within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM; sending SIGKILL`);
      c.proc.kill('SIGKILL');
      await Promise.race([c.exited, sleep(5_000)]);
    }
  }
  children.delete(c);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 2xx; fails fast if the child exits, and after `timeoutMs`. */
export async function waitReady(url: string, c: Child, timeoutMs = HEALTH_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited(c)) throw new Error(`${c.name} exited early (code ${c.proc.exitCode}):\n${c.output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${c.name} did not answer ${url} within ${timeoutMs / 1000} s:\n${c.output()}`);
}

export function runNpmBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const proc = spawn(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
    const timer = setTimeout(() => proc.kill('SIGTERM'), BUILD_TIMEOUT_MS);
    proc.once('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`npm run build failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

export const BARE_SERVER = `
const app = require('fastify')({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).catch((e) => { console.error(e); process.exit(1); });
process.on('SIGTERM', () => { app.close().then(() => process.exit(0)); });
`;

/** The portal's environment: production, its own data folder, no rate limit in the way. */
export function portalEnv(
  port: number,
  dataDir: string | undefined,
  databaseUrl: string | undefined,
  seedDemo: boolean,
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: `Bench#${crypto.randomBytes(9).toString('base64url')}`,
    RATE_LIMIT_PER_MINUTE: '100000000',
    SEED_DEMO: seedDemo ? '1' : '0',
  };
}
