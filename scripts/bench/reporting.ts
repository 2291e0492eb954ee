// Measuring and reporting: autocannon per target (warm-up first), the table, the verdict of every
// API hot read against the DESIGN §8 budgets, and the JSON results file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { say, type Options } from './options';
import { rotatingRequests, type Session, type WriteSpec } from './sessions';

const WARMUP_SECONDS = 2;
// DESIGN §8: API hot reads p99 < 50 ms at 100 connections and ≥ 40 % of bare Fastify req/s
export const BUDGET_P99_MS = 50;
export const BUDGET_RATIO = 0.4;

/** What is measured: anonymous or signed-in (a session cookie, no shared cache) API or HTML, or a write. */
export type TargetKind = 'bare' | 'api' | 'api-signed' | 'html' | 'html-signed' | 'write';

/** DESIGN §8 per kind: p99 below `p99Ms` and at least `ratio` of bare Fastify's req/s. */
export const BUDGETS: Record<Exclude<TargetKind, 'bare'>, { p99Ms: number; ratio: number }> = {
  api: { p99Ms: BUDGET_P99_MS, ratio: BUDGET_RATIO },
  'api-signed': { p99Ms: 50, ratio: 0.2 },
  html: { p99Ms: 100, ratio: 0.3 },
  'html-signed': { p99Ms: 300, ratio: 0 },
  // issue 14: create question, answer, like toggle at 50 connections
  write: { p99Ms: 100, ratio: 0 },
};

export interface Target {
  name: string;
  url: string;
  kind: TargetKind;
  /** request headers (the session cookie of the signed-in kinds) */
  headers?: Record<string, string>;
  /** signed in: request i carries session i mod n (cookie and XSRF pair, bench/sessions.ts) */
  sessions?: Session[];
  /** a write: its method, path and body per request */
  write?: WriteSpec;
  /** connections of this run (default: the bench's) */
  connections?: number;
}

export interface Row {
  name: string;
  url: string;
  kind: TargetKind;
  connections: number;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  totalRequests: number;
  /** answers other than 2xx, by status */
  statuses: Record<string, number>;
  ratioToBare: number | null;
  verdict: 'PASS' | 'FAIL' | 'info';
}

export async function measure(t: Target, opts: Options): Promise<Omit<Row, 'ratioToBare' | 'verdict'>> {
  const connections = t.connections ?? opts.connections;
  say(`${t.name}: warm-up ${WARMUP_SECONDS} s, then ${opts.duration} s at ${connections} connections`);
  // sessions rotate per request; one counter for warm-up and run, so writes go on where they were
  const requests = t.sessions ? { requests: rotatingRequests(t.sessions, t.write) } : {};
  const base: autocannon.Options = {
    url: t.url,
    connections,
    headers: t.headers,
    method: t.write?.method ?? 'GET',
    ...requests,
  };
  await autocannon({ ...base, duration: WARMUP_SECONDS });
  const r = await autocannon({ ...base, duration: opts.duration });
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(r.statusCodeStats ?? {}))
    if (!code.startsWith('2') && stat?.count) statuses[code] = stat.count;
  return {
    name: t.name,
    url: t.url,
    kind: t.kind,
    connections,
    requestsPerSec: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    totalRequests: r.requests.total,
    statuses,
  };
}

function table(rows: Row[]): string {
  const head = ['name', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs bare'];
  const body = rows.map((r) => [
    r.name,
    String(r.connections),
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

/** Ratio to the bare server and the verdict of each target against its kind's budget. */
export function judge(measured: Omit<Row, 'ratioToBare' | 'verdict'>[]): Row[] {
  const bareRps = measured[0]!.requestsPerSec;
  return measured.map((m) => {
    const ratioToBare = m.kind === 'bare' || bareRps <= 0 ? null : m.requestsPerSec / bareRps;
    if (m.kind === 'bare') return { ...m, ratioToBare, verdict: 'info' as const };
    const budget = BUDGETS[m.kind];
    const pass =
      m.p99Ms < budget.p99Ms &&
      (ratioToBare ?? 0) >= budget.ratio &&
      m.non2xx === 0 &&
      m.errors === 0 &&
      m.totalRequests > 0;
    return { ...m, ratioToBare, verdict: pass ? ('PASS' as const) : ('FAIL' as const) };
  });
}

/** Prints the table and one verdict line per target. */
export function printReport(rows: Row[], opts: Options) {
  console.log('');
  console.log(table(rows));
  console.log('');
  const budgets = Object.entries(BUDGETS)
    .map(([kind, b]) => `${kind} p99 < ${b.p99Ms} ms${b.ratio ? `, ≥ ${b.ratio * 100}% of bare` : ''}`)
    .join('; ');
  console.log(
    `DESIGN §8 budgets at ${opts.connections} connections, writes at their own (and no non-2xx/errors): ${budgets}` +
      (opts.connections === 100 ? '' : ` [note: read budgets are defined at 100 connections]`),
  );
  for (const r of rows) {
    if (r.kind === 'bare') continue;
    const ratio = r.ratioToBare === null ? '—' : `${(r.ratioToBare * 100).toFixed(1)}%`;
    const facts = `p99 ${r.p99Ms.toFixed(2)} ms, ${ratio} of bare, ${r.non2xx} non-2xx, ${r.errors} errors`;
    const tag = r.verdict === 'info' ? 'INFO' : r.verdict;
    const notes = [
      ` (${r.kind})`,
      r.non2xx ? ` — non-2xx by status ${JSON.stringify(r.statuses)}` : '',
      r.totalRequests === 0
        ? ` — no response completed within the ${opts.duration} s run (latency under load exceeds it)`
        : '',
    ].join('');
    console.log(`  ${tag.padEnd(4)}  ${r.name.padEnd(32)}  ${facts}${notes}`);
  }
}

/** Writes the results as JSON to the temp folder; returns its path. */
export function writeResults(
  rows: Row[],
  facts: {
    database: string;
    publishedNews: number;
    questions?: number;
    posts?: number;
    poolUsers?: number;
    signupStorm?: unknown;
  },
  opts: Options,
) {
  const resultsFile = path.join(os.tmpdir(), 'bench-results.json');
  const report = {
    date: new Date().toISOString(),
    database: facts.database,
    news: opts.news,
    publishedNews: facts.publishedNews,
    questions: facts.questions,
    posts: facts.posts,
    poolUsers: facts.poolUsers,
    signupStorm: facts.signupStorm,
    connections: opts.connections,
    durationSeconds: opts.duration,
    warmupSeconds: WARMUP_SECONDS,
    node: process.version,
    cpus: os.cpus().length,
    budgets: BUDGETS,
    rows,
  };
  fs.writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  return resultsFile;
}
