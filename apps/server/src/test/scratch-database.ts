import crypto from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  name: string;
  /** connection URL of the new database */
  url: string;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database an earlier run kept (`name`), on the server of `serverUrl`, to use and drop again. */
export function existingScratchDatabase(serverUrl: string, name: string): ScratchDatabase {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return {
    name,
    url: u.toString(),
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

/**
 * A fresh, empty database on the PostgreSQL server of `serverUrl` (tests, browser tests and the
 * benchmark each get their own); `drop()` removes it even with connections still open.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return {
    name,
    url: u.toString(),
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}
