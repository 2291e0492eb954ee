import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startOidcProvider } from '../apps/server/src/test/oidc-provider';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** the local single sign-on provider (node-oidc-provider with Casdoor's paths) */
    ssoIssuer: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
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

/** Starts the real portal (`main.ts`) on a free port with a fresh database and demo data. */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'occ-e2e-'));
  const port = await freePort();
  // single sign-on: a real OIDC provider, started first so the portal can discover it; it sends
  // the browser back to the portal's /callback on the port chosen above
  const sso = await startOidcProvider({
    clients: [
      {
        client_id: 'occ-portal-e2e',
        client_secret: 'e2e-sso-secret',
        redirect_uris: [`http://127.0.0.1:${port}/callback`],
        post_logout_redirect_uris: [`http://127.0.0.1:${port}/`],
      },
    ],
  });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // not production: the dev outbox (one-time codes, graphic codes) must be readable by tests
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ADMIN_PASSWORD: 'E2e#admin2026',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
    // every browser test registers its own users through one address: the code-send limit per IP
    // is tested by the API tests, not here
    CODE_SENDS_PER_IP_HOUR: '100000',
    SSO_ISSUER: sso.issuer,
    SSO_DEV_ISSUER: sso.issuer,
    SSO_CLIENT_ID: 'occ-portal-e2e',
    SSO_CLIENT_SECRET: 'e2e-sso-secret',
  };
  let dropDb: (() => Promise<void>) | undefined;
  if (process.env.TEST_DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, 'occ_e2e');
    env.DATABASE_URL = scratch.url;
    dropDb = scratch.drop;
  } else {
    delete env.DATABASE_URL;
  }
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('ssoIssuer', sso.issuer);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    await sso.close();
    await dropDb?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
