// `npm run bench:search`: the global search under load (issue 21). Seeds a generated corpus of
// mixed Chinese/English items into the search index (1 000 000 on PostgreSQL with DATABASE_URL,
// 100 000 on PGlite; --items=N), starts the portal (production, no public answer cache, so every
// request searches), asks one- and two-word Chinese and English keywords from 50 connections and
// prints p50/p95/p99 per group against p95 < 50 ms, with the index's size.
// Answers are kept by the portal until the index changes (SEARCH_CACHE_ENTRIES, result-cache.ts);
// --answers=0 turns that off, so every request searches the database.
// Options: --items= / BENCH_SEARCH_ITEMS, --connections= (50), --duration= (10 s per group),
// --answers= (2000), --keep (leave the PostgreSQL database for EXPLAIN and --reuse),
// --reuse=NAME (PostgreSQL: measure a database an earlier --keep run left, without seeding).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createScratchDatabase,
  existingScratchDatabase,
  type ScratchDatabase,
} from '../apps/server/src/test/scratch-database';
import { boolFlag, errorText, intFlag, safeUrl, say } from './bench/options';
import { ensureWebBuild, runBench } from './bench/run';
import { QUERY_GROUPS } from './bench/search-corpus';
import { loadGroup, printGroups } from './bench/search-load';
import { indexSize, seedSearchCorpus } from './bench/search-seed';
import { openPg, openPgliteDir, type Sql } from './bench/seeding';
import { children, freePort, portalEnv, startChild, stopChild, waitReady } from './bench/servers';

const databaseUrl = process.env.DATABASE_URL || undefined;
const items = intFlag('items', databaseUrl ? 1_000_000 : 100_000, 1, 'BENCH_SEARCH_ITEMS');
const connections = intFlag('connections', 50);
const duration = intFlag('duration', 10);
/** --answers=N: search answers the portal keeps until the index changes (0: none) */
const answers = intFlag('answers', 2000, 0);
/** --keep: leave the PostgreSQL database for EXPLAIN after the run */
const keep = boolFlag('keep');
/** --reuse=NAME: a database kept by an earlier run (PostgreSQL), measured again without seeding */
const reuse = process.argv.find((a) => a.startsWith('--reuse='))?.slice('--reuse='.length);
if (reuse !== undefined && (!databaseUrl || !/^occ_bench_search_[a-f0-9]{12}$/.test(reuse))) {
  console.error(
    '--reuse needs DATABASE_URL and the name of a database a --keep run left (occ_bench_search_…)',
  );
  process.exit(2);
}

const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'occ-bench-search-'));
let scratch: ScratchDatabase | undefined;
let open: Sql | undefined;

async function cleanup() {
  await Promise.all([...children].map(stopChild));
  await open?.close().catch(() => undefined);
  if (keep && scratch) say(`kept database ${scratch.name} (--keep)`);
  else
    await scratch
      ?.drop()
      .catch((e: unknown) => console.error(`[bench] could not drop ${scratch?.name}: ${errorText(e)}`));
  fs.rmSync(tmpDir, { recursive: true, force: true });
}

async function main() {
  say(
    `search: items=${items} connections=${connections} duration=${duration}s per group answers=${answers} ` +
      `database=${databaseUrl ? `postgresql (${safeUrl(databaseUrl)})` : 'pglite'} cpus=${os.cpus().length}`,
  );
  await ensureWebBuild();
  if (databaseUrl && reuse) scratch = existingScratchDatabase(databaseUrl, reuse);
  else if (databaseUrl) scratch = await createScratchDatabase(databaseUrl, 'occ_bench_search');
  const url = scratch?.url;

  if (!reuse) {
    // the portal migrates the database (no demo data: the corpus is the whole index)
    const seedPort = await freePort();
    const migrator = startChild('portal (migrate)', ['--import', 'tsx', 'apps/server/src/main.ts'], {
      ...portalEnv(seedPort, tmpDir, url, false),
    });
    await waitReady(`http://127.0.0.1:${seedPort}/api/health`, migrator);
    await stopChild(migrator);
  }

  open = url ? await openPg(url) : await openPgliteDir(path.join(tmpDir, 'pglite'));
  if (!reuse) await seedSearchCorpus(open, items);
  const size = await indexSize(open);
  await open.close();
  open = undefined;

  const port = await freePort();
  const portal = startChild('portal', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    ...portalEnv(port, tmpDir, url, false),
    PUBLIC_CACHE_MS: '0',
    SEARCH_CACHE_ENTRIES: String(answers),
  });
  const base = `http://127.0.0.1:${port}`;
  await waitReady(`${base}/api/health`, portal);
  const rows = [];
  for (const group of QUERY_GROUPS) {
    say(`${group.name}: warm-up 2 s, then ${duration} s at ${connections} connections`);
    await loadGroup(base, group, connections, 2);
    rows.push(await loadGroup(base, group, connections, duration));
  }
  console.log('');
  printGroups(rows);
  console.log(
    `\nindex: ${size.rows} rows, ${size.totalMb.toFixed(0)} MB with its indexes (GIN ${size.ginMb.toFixed(0)} MB)`,
  );
  const file = path.join(os.tmpdir(), 'bench-search-results.json');
  fs.writeFileSync(
    file,
    JSON.stringify(
      { at: new Date().toISOString(), database: url ? 'postgresql' : 'pglite', items, answers, size, rows },
      null,
      2,
    ),
  );
  say(`results written to ${file}`);
}

await runBench(main, cleanup);
