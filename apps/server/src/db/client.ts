import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { statementLogger as logger } from './statement-count';

export type Schema = typeof schema;
/** The one database type the services see, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgresql';

export interface Database {
  db: Db;
  kind: DbKind;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** requests waiting for a pooled connection now (0 for the embedded database) */
  waiting(): number;
  /** pooled connections open and idle (metrics; undefined for the embedded database) */
  poolStats?(): { total: number; idle: number };
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export class DatabaseConnectError extends Error {}

/** PostgreSQL at `url`; verifies the connection before returning. */
export async function connectPostgres(url: string, poolMax = 10, timeoutMs = 5000): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: timeoutMs });
  // A broken idle client must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  try {
    const c = await pool.connect();
    c.release();
  } catch (e) {
    await pool.end().catch(() => undefined);
    const safeUrl = url.replace(/\/\/([^:@/]+)(:[^@/]*)?@/, '//$1@');
    throw new DatabaseConnectError(
      `cannot connect to DATABASE_URL ${safeUrl}: ${(e as Error).message || String(e)}`,
    );
  }
  const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'postgresql',
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
    close: () => pool.end(),
    waiting: () => pool.waitingCount,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount }),
  };
}

/** Embedded PostgreSQL (PGlite) in `dir`, or in memory when dir is undefined. */
export async function openPglite(dir?: string): Promise<Database> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const client = dir ? new PGlite(dir) : new PGlite();
  await client.waitReady;
  const d = drizzlePglite(client, { schema, logger });
  return {
    db: d as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(d, { migrationsFolder }),
    close: () => client.close(),
    waiting: () => 0,
  };
}
