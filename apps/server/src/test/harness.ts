import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { connectPostgres, openPglite, type Database } from '../db/client';
import { users } from '../db/schema';
import { seedDemo } from '../db/seed';
import { createSession, SESSION_COOKIE } from '../platform/session';
import { createScratchDatabase } from './scratch-database';
import type { App } from '../platform/types';

/**
 * A fresh database per test file: PGlite in memory by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (created here, dropped on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openPglite();
    await database.migrate();
    return database;
  }
  const scratch = await createScratchDatabase(url, 'occ_test');
  const database = await connectPostgres(scratch.url, 4);
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), `occ-test-${process.pid}`),
    ADMIN_PASSWORD: 'Admin#2026',
    // tests write straight into the database between reads; the cache has its own test
    PUBLIC_CACHE_MS: '0',
    ...overrides,
  });
}

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(
  opts: { seed?: boolean; env?: Record<string, string>; extraRoutes?: (app: App) => Promise<void> } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  if (opts.seed) await seedDemo(database.db);
  const config = testConfig(opts.env);
  const app = await buildApp({ config, database, web: false, extraRoutes: opts.extraRoutes });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

const XSRF = 'test-xsrf-token';

/** Cookie + header set for a state-changing request as a visitor. */
export function visitorHeaders() {
  return { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF };
}

/** Creates a user with a live session; returns headers that act as that user. */
export async function signIn(
  ctx: TestContext,
  opts: { roles?: string[]; userType?: number; completeProfile?: boolean } = {},
) {
  const username = `u${crypto.randomBytes(4).toString('hex')}`;
  // a complete profile (real name, unit, position) is what event sign-up and certification need
  const profile = opts.completeProfile ? { realName: '张三', unit: '浙江大学', position: '学生' } : {};
  const [user] = await ctx.database.db
    .insert(users)
    .values({
      username,
      nickname: username,
      roles: opts.roles ?? [],
      userType: opts.userType ?? 0,
      ...profile,
    })
    .returning({ id: users.id });
  const token = await createSession(ctx.database.db, ctx.config, user!.id);
  return {
    userId: user!.id,
    username,
    headers: { cookie: `${SESSION_COOKIE}=${token}; XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The request helpers every API test writes: `get(url, headers)`, `post(url, headers, payload)`
 * and `send(method, url, headers, payload)` against the context's app (read when called, so it
 * can be created in `beforeAll`).
 */
export function requests(ctxOf: () => TestContext) {
  const send = (method: Method, url: string, headers: Record<string, string> = {}, payload?: unknown) =>
    ctxOf().app.inject({ method, url, headers, payload: payload as object | undefined });
  return {
    send,
    get: (url: string, headers: Record<string, string> = {}) => send('GET', url, headers),
    post: (url: string, headers: Record<string, string>, payload?: unknown) =>
      send('POST', url, headers, payload),
  };
}
