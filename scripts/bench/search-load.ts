// The search benchmark's load: C connections ask the keywords of one group in turn for D seconds;
// every latency is kept, so p50/p95/p99 are exact (autocannon reports no p95).
import http from 'node:http';
import type { QueryGroup } from './search-corpus';

/** Issue 21: first page with counts, p95 < 50 ms at 50 connections. */
export const SEARCH_BUDGET_P95_MS = 50;

export interface GroupResult {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
  /** the tab total of each keyword, as the first answer gave it */
  totals: Record<string, number>;
  verdict: 'PASS' | 'FAIL';
}

function get(agent: http.Agent, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : NaN;

export async function loadGroup(
  base: string,
  group: QueryGroup,
  connections: number,
  seconds: number,
): Promise<GroupResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const urls = group.keywords.map((k) => `${base}/api/search?q=${encodeURIComponent(k)}`);
  const totals: Record<string, number> = {};
  for (const [i, url] of urls.entries()) {
    const first = await get(agent, url);
    const parsed = JSON.parse(first.body) as { result?: { total?: number } };
    totals[group.keywords[i]!] = parsed.result?.total ?? -1;
  }
  const latencies: number[] = [];
  let failures = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      for (let n = c; Date.now() < until; n++) {
        const started = performance.now();
        try {
          const res = await get(agent, urls[n % urls.length]!);
          if (res.status !== 200) failures++;
        } catch {
          failures++;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const p95 = percentile(latencies, 95);
  return {
    name: group.name,
    requests: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95,
    p99: percentile(latencies, 99),
    failures,
    totals,
    verdict: p95 < SEARCH_BUDGET_P95_MS && failures === 0 ? 'PASS' : 'FAIL',
  };
}

export function printGroups(rows: GroupResult[]): void {
  const head = [
    'query group',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'failed',
    `p95 < ${SEARCH_BUDGET_P95_MS}`,
  ];
  const body = rows.map((r) => [
    r.name,
    r.perSecond.toFixed(0),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    String(r.failures),
    r.verdict,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log([line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n'));
  for (const r of rows)
    console.log(
      `  ${r.name}: ${Object.entries(r.totals)
        .map(([k, n]) => `${k} → ${n}`)
        .join(', ')}`,
    );
}
