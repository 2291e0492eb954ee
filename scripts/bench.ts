// `npm run bench`: seeds BENCH_NEWS news items, starts the portal (production) and a bare Fastify
// hello-world, and measures both with autocannon against the DESIGN §8 budgets (README: Benchmark).
// Options: env BENCH_NEWS / BENCH_CONNECTIONS / BENCH_DURATION / BENCH_PRODUCTS / BENCH_QUESTIONS /
// BENCH_POSTS / BENCH_POOL, or --news= / --connections= / --duration= / --products= (hardware
// products with typed specs, bench/product-seed.ts) / --questions= (bench/question-seed.ts) /
// --posts= / --pool= (bench/signed-seed.ts). Question list and detail are read anonymously; signed
// in (issue 14), a pool of users with sessions rotates through the question list and detail, post
// detail, notifications and lab boards (no shared cache), then writes at 50 connections: create
// question, answer, like toggle (bench/signed-load.ts).
// With DATABASE_URL it runs on a fresh PostgreSQL database on that server, else on PGlite in a temp dir.
// Parts: bench/options.ts, bench/servers.ts (child processes), bench/seeding.ts (bulk news),
// bench/reporting.ts (measurements, verdicts, results file).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase, type ScratchDatabase } from '../apps/server/src/test/scratch-database';
import { errorText, intFlag, readOptions, safeUrl, say } from './bench/options';
import { bulkProducts, PRODUCT_FILTERS } from './bench/product-seed';
import { bulkQuestions } from './bench/question-seed';
import { ensureWebBuild, runBench } from './bench/run';
import { judge, measure, printReport, writeResults, type Target } from './bench/reporting';
import { bulkInsert, openPg, openPgliteDir, type Sql } from './bench/seeding';
import { openSessions, probe, signedReadTargets, writeTargets } from './bench/signed-load';
import { bulkPosts, seedPool } from './bench/signed-seed';
import { checkStorm, printStorm, runStorm, seedStorm } from './bench/signup-storm';
import {
  BARE_SERVER,
  children,
  freePort,
  portalEnv,
  startChild,
  stopChild,
  waitReady,
} from './bench/servers';

let tmpDir: string | undefined;
let benchDb: ScratchDatabase | undefined;
let openDb: Sql | undefined;
async function cleanup(): Promise<void> {
  await Promise.all([...children].map(stopChild));
  if (openDb) await openDb.close().catch(() => undefined);
  if (benchDb) {
    try {
      await benchDb.drop();
      say(`dropped database ${benchDb.name}`);
    } catch (e) {
      console.error(`[bench] could not drop database ${benchDb.name}: ${errorText(e)}`);
    }
  }
  if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
}

async function main(): Promise<void> {
  const opts = readOptions();
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'occ-bench-'));
  say(
    `news=${opts.news} connections=${opts.connections} duration=${opts.duration}s ` +
      `database=${opts.databaseUrl ? `postgresql (${safeUrl(opts.databaseUrl)})` : `pglite (${tmpDir})`} ` +
      `cpus=${os.cpus().length} node=${process.version}`,
  );

  await ensureWebBuild();

  let databaseUrl: string | undefined;
  if (opts.databaseUrl) {
    benchDb = await createScratchDatabase(opts.databaseUrl, 'occ_bench');
    databaseUrl = benchDb.url;
    say(`created database ${benchDb.name}`);
  }

  // 1. migrations and demo data, by the portal itself
  {
    const port = await freePort();
    const started = Date.now();
    const seeder = startChild('portal (seed)', ['--import', 'tsx', 'apps/server/src/main.ts'], {
      ...portalEnv(port, tmpDir, databaseUrl, true),
    });
    await waitReady(`http://127.0.0.1:${port}/api/health`, seeder);
    await stopChild(seeder);
    say(`portal migrated and seeded demo data in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  // 2. bulk news (PGlite is single-process: the portal is stopped while the script holds it)
  openDb = databaseUrl ? await openPg(databaseUrl) : await openPgliteDir(path.join(tmpDir, 'pglite'));
  const seeded = await bulkInsert(openDb, opts.news);
  await bulkProducts(openDb, intFlag('products', 10_000, 0, 'BENCH_PRODUCTS'));
  const questionCount = intFlag('questions', 100_000, 1, 'BENCH_QUESTIONS');
  const questionId = await bulkQuestions(openDb, questionCount);
  const postCount = intFlag('posts', 100_000, 1, 'BENCH_POSTS');
  const postId = await bulkPosts(openDb, postCount);
  const pool = await seedPool(openDb, intFlag('pool', 50, 1, 'BENCH_POOL'), 1000);
  const storm = await seedStorm(
    openDb,
    Number(process.env.BENCH_STORM_USERS ?? 1000),
    Number(process.env.BENCH_STORM_PLACES ?? 100),
    Number(process.env.BENCH_STORM_ONLINE_PLACES ?? 100),
  );
  await openDb.close();
  openDb = undefined;

  // 3. the two servers
  const barePort = await freePort();
  const bare = startChild('bare fastify', ['-e', BARE_SERVER], { ...process.env, PORT: String(barePort) });
  const portalPort = await freePort();
  const started = Date.now();
  const portal = startChild('portal', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    ...portalEnv(portalPort, tmpDir, databaseUrl, false),
  });
  const bareBase = `http://127.0.0.1:${barePort}`;
  const base = `http://127.0.0.1:${portalPort}`;
  await Promise.all([waitReady(`${bareBase}/`, bare), waitReady(`${base}/api/health`, portal)]);
  say(`portal ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const detailId = seeded.lastId
    ? Math.floor((seeded.firstId + seeded.lastId) / 2)
    : await (async () => {
        const res = await fetch(`${base}/api/news?page=1`);
        const body = (await res.json()) as { result?: { items?: { id: number }[] } };
        const id = body.result?.items?.[0]?.id;
        if (id === undefined) throw new Error('no published news to read');
        return id;
      })();
  const deepPage = 500;
  const deep = await fetch(`${base}/api/news?page=${deepPage}`);
  const deepBody = (await deep.json()) as { result?: { items?: unknown[]; pageSize?: number } };
  if (!deepBody.result?.items?.length)
    say(`note: page ${deepPage} is empty with ${seeded.published} published news (fewer than needed)`);
  const detail = await fetch(`${base}/api/news/${detailId}`);
  await detail.arrayBuffer();
  if (!detail.ok) throw new Error(`GET /api/news/${detailId} answered ${detail.status}`);

  const targets: Target[] = [
    { name: 'bare fastify /', url: `${bareBase}/`, kind: 'bare' },
    { name: 'portal /api/news?page=1', url: `${base}/api/news?page=1`, kind: 'api' },
    { name: `portal /api/news?page=${deepPage}`, url: `${base}/api/news?page=${deepPage}`, kind: 'api' },
    { name: `portal /api/news/${detailId}`, url: `${base}/api/news/${detailId}`, kind: 'api' },
    { name: 'portal /api/home', url: `${base}/api/home`, kind: 'api' },
    {
      name: `portal /api/products?kind=hardware&${PRODUCT_FILTERS}`,
      url: `${base}/api/products?kind=hardware&${PRODUCT_FILTERS}`,
      kind: 'api',
    },
    { name: 'portal / (HTML)', url: `${base}/`, kind: 'html' },
    ...questionTargets(base, questionId),
  ];
  const sessions = await openSessions(base, pool.tokens);
  const signed = signedReadTargets(base, { questionId, postId }, sessions);
  // writes after every read, so their rows do not disturb the read measurements
  const writes = await writeTargets(base, pool, sessions);
  await probe([...targets, ...signed, ...writes]).catch(async (e: unknown) => {
    await new Promise((r) => setTimeout(r, 500)); // the portal's log line of the failure
    throw new Error(`${errorText(e)}\nportal output:\n${portal.output().slice(-4000)}`);
  });
  // BENCH_ONLY=<regex>: while developing, measure the bare server and the targets it names only
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
  const chosen = [...targets, ...signed, ...writes].filter((t, i) => !only || i === 0 || only.test(t.name));
  const measured = [];
  for (const t of chosen) {
    // requests a run left in the portal (autocannon hangs up; the handlers go on) must not be
    // charged to the next target: wait until the portal answers its health check promptly again
    await settle(`${base}/api/health`);
    measured.push(await measure(t, opts));
  }

  const rows = judge(measured);
  printReport(rows, opts);
  // last, so its writes do not disturb the read measurements
  const stormResult = await runStorm(base, storm);
  // the seat counters against the rows, read straight from the database (PGlite: the portal stops first)
  if (!databaseUrl) await Promise.all([...children].map(stopChild));
  openDb = databaseUrl ? await openPg(databaseUrl) : await openPgliteDir(path.join(tmpDir, 'pglite'));
  const stormDb = await checkStorm(openDb, storm);
  await openDb.close();
  openDb = undefined;
  printStorm(storm, stormResult, stormDb, databaseUrl ? 'postgresql' : 'pglite');
  const resultsFile = writeResults(
    rows,
    {
      database: databaseUrl ? 'postgresql' : 'pglite',
      publishedNews: seeded.published,
      questions: questionCount,
      posts: postCount,
      poolUsers: sessions.length,
      signupStorm: { ...stormResult, database: stormDb },
    },
    opts,
  );
  console.log('');
  say(`results written to ${resultsFile}`);
}

/** Polls `url` until three answers in a row come within 50 ms (at most 60 s); says how long it took. */
async function settle(url: string): Promise<void> {
  const started = Date.now();
  let prompt = 0;
  while (prompt < 3 && Date.now() - started < 60_000) {
    const t0 = Date.now();
    const ok = await fetch(url, { signal: AbortSignal.timeout(10_000) })
      .then(async (r) => (await r.arrayBuffer(), r.ok))
      .catch(() => false);
    prompt = ok && Date.now() - t0 < 50 ? prompt + 1 : 0;
    if (prompt < 3) await new Promise((r) => setTimeout(r, 100));
  }
  const waited = Date.now() - started;
  if (waited > 2_000)
    say(
      `waited ${(waited / 1000).toFixed(1)} s for the portal to settle${prompt < 3 ? ' (it did not)' : ''}`,
    );
}

/** The community's hot reads of a visitor (the signed-in ones: bench/signed-load.ts). */
function questionTargets(base: string, questionId: string): Target[] {
  return [
    { name: 'portal questions list', url: `${base}/api/community/questions?page=1`, kind: 'api' },
    { name: 'portal question detail', url: `${base}/api/community/questions/${questionId}`, kind: 'api' },
    {
      name: 'portal question page (HTML)',
      url: `${base}/community/qa/detail?id=${questionId}`,
      kind: 'html',
    },
  ];
}

await runBench(main, cleanup);
