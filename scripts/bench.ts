// `npm run bench`: seeds BENCH_NEWS news items, starts the portal (production) and a bare Fastify
// hello-world, and measures both with autocannon against the DESIGN §8 budgets (README: Benchmark).
// Options: env BENCH_NEWS / BENCH_CONNECTIONS / BENCH_DURATION, or --news= / --connections= / --duration=.
// With DATABASE_URL it runs on a fresh PostgreSQL database on that server, else on PGlite in a temp dir.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { createScratchDatabase, type ScratchDatabase } from '../apps/server/src/test/scratch-database';

const root = path.resolve(import.meta.dirname, '..');
const WARMUP_SECONDS = 2;
const HEALTH_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
const BUILD_TIMEOUT_MS = 10 * 60_000;
const INSERT_BATCH = 10_000;
const BENCH_SOURCE = 'Bench';
// DESIGN §8: API hot reads p99 < 50 ms at 100 connections and ≥ 40 % of bare Fastify req/s
const BUDGET_P99_MS = 50;
const BUDGET_RATIO = 0.4;

// ---------- options ----------

interface Options {
  news: number;
  connections: number;
  duration: number;
  databaseUrl: string | undefined;
}

function flag(name: string): string | undefined {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith(`--${name}=`)) return a.slice(name.length + 3);
    if (a === `--${name}`) return args[i + 1];
  }
  return undefined;
}

class OptionError extends Error {}

function positiveInt(label: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new OptionError(`${label} must be an integer ≥ ${min}, got "${raw}"`);
  return n;
}

function readOptions(): Options {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new OptionError('DATABASE_URL must start with postgres:// or postgresql://');
  return {
    news: positiveInt('BENCH_NEWS', flag('news') ?? process.env.BENCH_NEWS, 100_000, 0),
    connections: positiveInt(
      'BENCH_CONNECTIONS',
      flag('connections') ?? process.env.BENCH_CONNECTIONS,
      100,
      1,
    ),
    duration: positiveInt('BENCH_DURATION', flag('duration') ?? process.env.BENCH_DURATION, 10, 1),
    databaseUrl,
  };
}

const say = (line: string) => console.log(`[bench] ${line}`);
const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));
const safeUrl = (url: string) => url.replace(/\/\/([^:@/]+)(:[^@/]*)?@/, '//$1@');

// ---------- child processes ----------

interface Child {
  name: string;
  proc: ChildProcess;
  exited: Promise<void>;
  output(): string;
}

const children = new Set<Child>();
const OUTPUT_TAIL = 20_000;

function startChild(name: string, args: string[], env: NodeJS.ProcessEnv): Child {
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

async function stopChild(c: Child): Promise<void> {
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

function freePort(): Promise<number> {
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
async function waitReady(url: string, c: Child, timeoutMs = HEALTH_TIMEOUT_MS): Promise<void> {
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

function runNpmBuild(): Promise<void> {
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

// ---------- database ----------

interface Sql {
  query(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

async function openPg(url: string): Promise<Sql> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined);
  await client.connect();
  return {
    query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    close: () => client.end(),
  };
}

async function openPgliteDir(dir: string): Promise<Sql> {
  const db = new PGlite(dir);
  await db.waitReady;
  return {
    query: async (text, params) => (await db.query<Record<string, unknown>>(text, params)).rows,
    close: () => db.close(),
  };
}

const ZH_BODY =
  '开源芯片社区持续推进 RISC-V 软硬件生态建设，本条为基准测试生成的新闻正文，用于衡量门户在大数据量下的读取性能。';
const EN_BODY =
  'The open-source chip community keeps building the RISC-V hardware and software ecosystem; this body was generated by the benchmark to measure read performance with a large table. ';

// One statement per batch: news rows from generate_series, then both translations from RETURNING.
const INSERT_SQL = `
with ins as (
  insert into news (source, cover_url, published_at, created_at, updated_at)
  select '${BENCH_SOURCE}', null, now() - g * interval '1 minute', now(), now()
  from generate_series($1::int, $2::int) as g
  returning id
)
insert into news_i18n (news_id, locale, title, summary, body)
select ins.id, l.locale,
  case l.locale when 'zh-CN' then '基准测试新闻 #' || ins.id else 'Benchmark news #' || ins.id end,
  case l.locale when 'zh-CN' then '第 ' || ins.id || ' 条基准测试新闻的摘要。'
    else 'Summary of benchmark news item ' || ins.id || '.' end,
  case l.locale
    when 'zh-CN' then '## 基准测试新闻 ' || ins.id || E'\\n\\n' || repeat('${ZH_BODY}', 6)
      || E'\\n\\n- 第一点\\n- 第二点\\n\\n**加粗** 与 \`代码\`。'
    else '## Benchmark news ' || ins.id || E'\\n\\n' || repeat('${EN_BODY}', 6)
      || E'\\n\\n- first point\\n- second point\\n\\n**Bold** and \`code\`.'
  end
from ins cross join (values ('zh-CN'), ('en-US')) as l(locale)`;

interface Seeded {
  firstId: number;
  lastId: number;
  published: number;
}

async function bulkInsert(db: Sql, count: number): Promise<Seeded> {
  const started = Date.now();
  for (let from = 1; from <= count; from += INSERT_BATCH) {
    const to = Math.min(count, from + INSERT_BATCH - 1);
    await db.query(INSERT_SQL, [from, to]);
    if (count > INSERT_BATCH && process.stdout.isTTY)
      process.stdout.write(`\r[bench] inserted ${to} / ${count} news`);
  }
  if (count > INSERT_BATCH && process.stdout.isTTY) process.stdout.write('\n');
  await db.query('analyze news');
  await db.query('analyze news_i18n');
  const [row] = await db.query(
    `select min(id) filter (where source = $1) as lo, max(id) filter (where source = $1) as hi,
       count(*) filter (where published_at is not null and published_at <= now()) as n
     from news`,
    [BENCH_SOURCE],
  );
  const seeded = { firstId: Number(row?.lo ?? 0), lastId: Number(row?.hi ?? 0), published: Number(row?.n) };
  say(
    `inserted ${count} news (${count * 2} translations) in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `${seeded.published} published news in total`,
  );
  return seeded;
}

// ---------- measurements ----------

interface Target {
  name: string;
  url: string;
  kind: 'bare' | 'api' | 'html';
}

interface Row {
  name: string;
  url: string;
  kind: Target['kind'];
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  totalRequests: number;
  ratioToBare: number | null;
  verdict: 'PASS' | 'FAIL' | 'info';
}

async function measure(t: Target, opts: Options): Promise<Omit<Row, 'ratioToBare' | 'verdict'>> {
  say(`${t.name}: warm-up ${WARMUP_SECONDS} s, then ${opts.duration} s at ${opts.connections} connections`);
  await autocannon({ url: t.url, connections: opts.connections, duration: WARMUP_SECONDS });
  const r = await autocannon({ url: t.url, connections: opts.connections, duration: opts.duration });
  return {
    name: t.name,
    url: t.url,
    kind: t.kind,
    requestsPerSec: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    totalRequests: r.requests.total,
  };
}

function table(rows: Row[]): string {
  const head = ['name', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs bare'];
  const body = rows.map((r) => [
    r.name,
    r.requestsPerSec.toFixed(0),
    r.p50Ms.toFixed(2),
    r.p99Ms.toFixed(2),
    String(r.non2xx),
    String(r.errors),
    r.ratioToBare === null ? '—' : `${(r.ratioToBare * 100).toFixed(1)}%`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

// ---------- main ----------

const BARE_SERVER = `
const app = require('fastify')({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).catch((e) => { console.error(e); process.exit(1); });
process.on('SIGTERM', () => { app.close().then(() => process.exit(0)); });
`;

let tmpDir: string | undefined;
let benchDb: ScratchDatabase | undefined;
let openDb: Sql | undefined;
let cleaning: Promise<void> | undefined;

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
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
  })();
  return cleaning;
}

function portalEnv(port: number, databaseUrl: string | undefined, seedDemo: boolean): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: tmpDir,
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: `Bench#${crypto.randomBytes(9).toString('base64url')}`,
    RATE_LIMIT_PER_MINUTE: '100000000',
    SEED_DEMO: seedDemo ? '1' : '0',
  };
}

async function main(): Promise<void> {
  const opts = readOptions();
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'occ-bench-'));
  say(
    `news=${opts.news} connections=${opts.connections} duration=${opts.duration}s ` +
      `database=${opts.databaseUrl ? `postgresql (${safeUrl(opts.databaseUrl)})` : `pglite (${tmpDir})`} ` +
      `cpus=${os.cpus().length} node=${process.version}`,
  );

  if (!fs.existsSync(path.join(root, 'apps/web/build/server/index.js'))) {
    say('web build missing: running npm run build');
    await runNpmBuild();
  }

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
      ...portalEnv(port, databaseUrl, true),
    });
    await waitReady(`http://127.0.0.1:${port}/api/health`, seeder);
    await stopChild(seeder);
    say(`portal migrated and seeded demo data in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  // 2. bulk news (PGlite is single-process: the portal is stopped while the script holds it)
  openDb = databaseUrl ? await openPg(databaseUrl) : await openPgliteDir(path.join(tmpDir, 'pglite'));
  const seeded = await bulkInsert(openDb, opts.news);
  await openDb.close();
  openDb = undefined;

  // 3. the two servers
  const barePort = await freePort();
  const bare = startChild('bare fastify', ['-e', BARE_SERVER], { ...process.env, PORT: String(barePort) });
  const portalPort = await freePort();
  const started = Date.now();
  const portal = startChild('portal', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    ...portalEnv(portalPort, databaseUrl, false),
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
    { name: 'portal / (HTML)', url: `${base}/`, kind: 'html' },
  ];
  const measured = [];
  for (const t of targets) measured.push(await measure(t, opts));

  const bareRps = measured[0]!.requestsPerSec;
  const rows: Row[] = measured.map((m) => {
    const ratioToBare = m.kind === 'bare' || bareRps <= 0 ? null : m.requestsPerSec / bareRps;
    const pass =
      m.p99Ms < BUDGET_P99_MS &&
      (ratioToBare ?? 0) >= BUDGET_RATIO &&
      m.non2xx === 0 &&
      m.errors === 0 &&
      m.totalRequests > 0;
    return { ...m, ratioToBare, verdict: m.kind === 'api' ? (pass ? 'PASS' : 'FAIL') : 'info' };
  });

  console.log('');
  console.log(table(rows));
  console.log('');
  console.log(
    `DESIGN §8 budgets — API hot reads: p99 < ${BUDGET_P99_MS} ms at ${opts.connections} connections ` +
      `and ≥ ${BUDGET_RATIO * 100}% of bare req/s (and no non-2xx/errors)` +
      (opts.connections === 100 ? '' : ` [note: budget is defined at 100 connections]`),
  );
  for (const r of rows) {
    if (r.kind === 'bare') continue;
    const ratio = r.ratioToBare === null ? '—' : `${(r.ratioToBare * 100).toFixed(1)}%`;
    const facts = `p99 ${r.p99Ms.toFixed(2)} ms, ${ratio} of bare, ${r.non2xx} non-2xx, ${r.errors} errors`;
    const tag = r.verdict === 'info' ? 'INFO' : r.verdict;
    const notes = [
      r.verdict === 'info' ? ' (HTML, informational)' : '',
      r.totalRequests === 0
        ? ` — no response completed within the ${opts.duration} s run (latency under load exceeds it)`
        : '',
    ].join('');
    console.log(`  ${tag.padEnd(4)}  ${r.name.padEnd(32)}  ${facts}${notes}`);
  }

  const resultsFile = path.join(os.tmpdir(), 'bench-results.json');
  const report = {
    date: new Date().toISOString(),
    database: databaseUrl ? 'postgresql' : 'pglite',
    news: opts.news,
    publishedNews: seeded.published,
    connections: opts.connections,
    durationSeconds: opts.duration,
    warmupSeconds: WARMUP_SECONDS,
    node: process.version,
    cpus: os.cpus().length,
    budgets: { p99Ms: BUDGET_P99_MS, ratioToBare: BUDGET_RATIO },
    rows,
  };
  fs.writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log('');
  say(`results written to ${resultsFile}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n[bench] ${signal}: cleaning up`);
    void cleanup().finally(() => process.exit(130));
  });
}

try {
  await main();
  await cleanup();
  process.exit(0);
} catch (e) {
  const detail =
    e instanceof OptionError ? e.message : e instanceof Error ? (e.stack ?? e.message) : String(e);
  console.error(`[bench] error: ${detail}`);
  await cleanup();
  process.exit(1);
}
