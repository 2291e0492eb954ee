import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database';

const root = path.resolve(import.meta.dirname, '..');

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

async function waitForHealth(url: string, child: ChildProcess, log: () => string) {
  // generous: the first start on a busy 2-core machine (PGlite initdb, migrations, seed) can take minutes
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`portal exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`portal did not become healthy:\n${log()}`);
}

export interface PortalProcess {
  baseUrl: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the real portal (`main.ts`) on `port` (or a free one) with a fresh data directory and
 * demo data; on PostgreSQL when TEST_DATABASE_URL is set (a scratch database, dropped by stop).
 */
export async function startPortal(env: Record<string, string>, port?: number): Promise<PortalProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'occ-e2e-'));
  const p = port ?? (await freePort());
  const full: NodeJS.ProcessEnv = {
    ...process.env,
    // not production: the dev outbox (one-time codes, graphic codes) must be readable by tests
    NODE_ENV: 'test',
    PORT: String(p),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${p}`,
    LOG_LEVEL: 'warn',
    ...env,
  };
  let dropDb: (() => Promise<void>) | undefined;
  if (process.env.TEST_DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, 'occ_e2e');
    full.DATABASE_URL = scratch.url;
    dropDb = scratch.drop;
  } else {
    delete full.DATABASE_URL;
  }
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: full,
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${p}`;
  await waitForHealth(baseUrl, child, () => output);
  return {
    baseUrl,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      }
      await dropDb?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
