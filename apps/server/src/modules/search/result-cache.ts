import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Answers of the global search, shared by every reader and kept until the index changes (issue
 * 21). The index holds only what everybody may see, so one answer serves everyone; it is keyed by
 * the request and stored with the index's version (the `search_index_version` sequence, advanced
 * after every committed index change, sync.ts). Each request reads the version (one cheap
 * statement, shared by the requests that arrive while it is read) and an answer of an older
 * version is never served. Concurrent requests for the same missing answer share one search.
 * The least recently used answers leave first; `entries: 0` turns the cache off.
 */
export interface ResultCache {
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  readonly stats: { hits: number; misses: number; size: number };
}

interface Entry {
  version: string;
  value: Promise<unknown>;
}

/** Advances the index's version: call after a committed change of `search_documents`. */
export async function bumpIndexVersion(db: Db): Promise<void> {
  await db.execute(sql`select nextval('search_index_version')`);
}

export function createResultCache(db: Db, entries: number): ResultCache {
  const answers = new Map<string, Entry>();
  const stats = { hits: 0, misses: 0, size: 0 };
  // a version read answers only the requests that arrived before it started (later ones wait for
  // the next read), so no request is answered from a version older than its own arrival
  let reading: Promise<string> | null = null;
  let queued: Promise<string> | null = null;

  const readVersion = async () => {
    const r = (await db.execute(
      sql`select last_value::text as v, is_called from search_index_version`,
    )) as unknown as {
      rows: Array<{ v: string; is_called: boolean }>;
    };
    const row = r.rows[0];
    return row && row.is_called ? row.v : '0';
  };
  const startRead = () => {
    const p = readVersion().finally(() => {
      if (reading === p) reading = null;
    });
    reading = p;
    return p;
  };
  const version = (): Promise<string> => {
    if (!reading) return startRead();
    if (!queued) {
      const q = reading
        .catch(() => undefined)
        .then(() => {
          queued = null;
          return startRead();
        });
      queued = q;
    }
    return queued;
  };

  return {
    stats,
    async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (entries <= 0) return compute();
      const current = await version();
      const found = answers.get(key);
      if (found && found.version === current) {
        stats.hits++;
        answers.delete(key);
        answers.set(key, found); // most recently used last
        return found.value as Promise<T>;
      }
      stats.misses++;
      const value = compute();
      const entry = { version: current, value };
      answers.delete(key);
      answers.set(key, entry);
      // a failed search is not kept
      value.catch(() => {
        if (answers.get(key) === entry) answers.delete(key);
        stats.size = answers.size;
      });
      while (answers.size > entries) answers.delete(answers.keys().next().value!);
      stats.size = answers.size;
      return value;
    },
  };
}
