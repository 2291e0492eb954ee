// Measuring and reporting: autocannon per target (warm-up first), the table, the verdict of every
// API hot read against the DESIGN §8 budgets, and the JSON results file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { say, type Options } from './options';

const WARMUP_SECONDS = 2;
// DESIGN §8: API hot reads p99 < 50 ms at 100 connections and ≥ 40 % of bare Fastify req/s
export const BUDGET_P99_MS = 50;
export const BUDGET_RATIO = 0.4;

export interface Target {
  name: string;
  url: string;
  kind: 'bare' | 'api' | 'html';
}

export interface Row {
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

export async function measure(t: Target, opts: Options): Promise<Omit<Row, 'ratioToBare' | 'verdict'>> {
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

/** Ratio to the bare server and the verdict: API reads PASS or FAIL, the rest is informational. */
export function judge(measured: Omit<Row, 'ratioToBare' | 'verdict'>[]): Row[] {
  const bareRps = measured[0]!.requestsPerSec;
  return measured.map((m) => {
    const ratioToBare = m.kind === 'bare' || bareRps <= 0 ? null : m.requestsPerSec / bareRps;
    const pass =
      m.p99Ms < BUDGET_P99_MS &&
      (ratioToBare ?? 0) >= BUDGET_RATIO &&
      m.non2xx === 0 &&
      m.errors === 0 &&
      m.totalRequests > 0;
    return { ...m, ratioToBare, verdict: m.kind === 'api' ? (pass ? 'PASS' : 'FAIL') : 'info' };
  });
}

/** Prints the table and one verdict line per target. */
export function printReport(rows: Row[], opts: Options) {
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
}

/** Writes the results as JSON to the temp folder; returns its path. */
export function writeResults(
  rows: Row[],
  facts: { database: string; publishedNews: number; signupStorm?: unknown },
  opts: Options,
) {
  const resultsFile = path.join(os.tmpdir(), 'bench-results.json');
  const report = {
    date: new Date().toISOString(),
    database: facts.database,
    news: opts.news,
    publishedNews: facts.publishedNews,
    signupStorm: facts.signupStorm,
    connections: opts.connections,
    durationSeconds: opts.duration,
    warmupSeconds: WARMUP_SECONDS,
    node: process.version,
    cpus: os.cpus().length,
    budgets: { p99Ms: BUDGET_P99_MS, ratioToBare: BUDGET_RATIO },
    rows,
  };
  fs.writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  return resultsFile;
}
