import type { CompleteLocale } from '@occ/shared';
import { reportLabels, type ReportLabels } from './report-labels';
import { escapeMarkup as h, seconds, utcTime } from './report-text';
import { testCases, totals, type JobReport } from './test-cases';

// Standalone HTML reports (test job, session): one file with inline CSS, no script, no external
// resource, a CSP that forbids both, and every text escaped — console output is hostile input.

const CSS = `
body{font:14px/1.5 system-ui,-apple-system,"Segoe UI","Noto Sans CJK SC",sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1f2328}
h1{font-size:1.6rem}h2{font-size:1.25rem;margin-top:2rem;border-bottom:1px solid #d0d7de}h3{font-size:1.05rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border:1px solid #d0d7de;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f6f8fa}dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}dt{font-weight:600}dd{margin:0}
pre{background:#0d1117;color:#e6edf3;padding:.75rem;overflow:auto;white-space:pre-wrap;word-break:break-all;max-height:40rem}
code{background:#f6f8fa;padding:0 .2rem}.passed,.ok{color:#1a7f37}.failed,.error{color:#cf222e}.skipped,.queued,.running{color:#9a6700}
`;

export interface PageOptions {
  locale: CompleteLocale;
  title: string;
  body: string;
}

export function page({ locale, title, body }: PageOptions): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${h(title)}</title>
<style>${CSS}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/** A definition list of label → value pairs (values escaped here). */
export const facts = (pairs: [string, string][]) =>
  `<dl>${pairs.map(([k, v]) => `<dt>${h(k)}</dt><dd>${h(v)}</dd>`).join('')}</dl>`;

const status = (L: ReportLabels, s: string) => `<span class="${h(s)}">${h(L.state(s))}</span>`;

/** A test job: its facts, a table of steps, then each step's console output. */
export function jobSection(job: JobReport, L: ReportLabels, heading: 'h1' | 'h3'): string {
  const cases = testCases(job);
  const t = totals(cases);
  const pairs: [string, string][] = [
    [L.board, job.board],
    [L.device, job.device],
    [L.status, L.state(job.status)],
    [L.started, utcTime(job.startedAt)],
    [L.finished, utcTime(job.finishedAt)],
    [
      L.summary,
      `${L.tests} ${t.tests} · ${L.failures} ${t.failures} · ${L.errors} ${t.errors} · ${L.skipped} ${t.skipped}`,
    ],
  ];
  if (job.error) pairs.push([L.error, job.error]);
  const rows = cases
    .map(
      (c) =>
        `<tr><td>${c.index + 1}</td><td>${h(c.step.name)}</td><td>${status(L, c.status)}${c.notRun ? ` (${h(L.notRun)})` : ''}</td>` +
        `<td>${seconds(c.durationMs)}</td><td>${c.step.send !== undefined ? `<code>${h(c.step.send)}</code>` : ''}</td>` +
        `<td><code>/${h(c.step.expect)}/</code></td><td>${h(c.message ?? '')}</td></tr>`,
    )
    .join('\n');
  const outputs = cases
    .filter((c) => c.output)
    .map(
      (c) =>
        `<details><summary>${c.index + 1}. ${h(c.step.name)} — ${h(L.output)}</summary><pre>${h(c.output)}</pre></details>`,
    )
    .join('\n');
  return `<${heading}>${h(job.name)} ${status(L, job.status)}</${heading}>
${facts(pairs)}
<table><thead><tr><th>#</th><th>${h(L.step)}</th><th>${h(L.status)}</th><th>${h(L.duration)}</th><th>${h(L.send)}</th><th>${h(L.expect)}</th><th>${h(L.message)}</th></tr></thead>
<tbody>
${rows}
</tbody></table>
${outputs}`;
}

/** The readable report of one test job. */
export function testJobHtml(job: JobReport, locale: CompleteLocale): string {
  const L = reportLabels(locale);
  return page({ locale, title: `${L.testReport}: ${job.name}`, body: jobSection(job, L, 'h1') });
}

export interface SessionReport {
  board: string;
  device: string;
  user: string;
  startsAt: Date;
  endsAt: Date;
  reservationStatus: string;
  generatedAt: Date;
  events: { at: Date; kind: string; ok: boolean; detail: string | null }[];
  jobs: JobReport[];
  /** decoded console output, or null when the agent could not give it */
  consoleLog: string | null;
}

/** The session report (spec §1 report download): facts, actions with times, test jobs, console log. */
export function sessionReportHtml(r: SessionReport, locale: CompleteLocale): string {
  const L = reportLabels(locale);
  const events = r.events.length
    ? `<table><thead><tr><th>${h(L.time)}</th><th>${h(L.action)}</th><th>${h(L.result)}</th><th>${h(L.detail)}</th></tr></thead><tbody>
${r.events
  .map(
    (e) =>
      `<tr><td>${h(utcTime(e.at))}</td><td>${h(L.event(e.kind))}</td><td class="${e.ok ? 'ok' : 'failed'}">${h(e.ok ? L.ok : L.failed)}</td><td>${h(e.detail ?? '')}</td></tr>`,
  )
  .join('\n')}
</tbody></table>`
    : `<p>${h(L.noActions)}</p>`;
  const jobs = r.jobs.length
    ? r.jobs.map((j) => jobSection(j, L, 'h3')).join('\n')
    : `<p>${h(L.noTestJobs)}</p>`;
  const log = r.consoleLog !== null ? `<pre>${h(r.consoleLog)}</pre>` : `<p>${h(L.consoleUnavailable)}</p>`;
  const body = `<h1>${h(L.sessionReport)}</h1>
${facts([
  [L.board, r.board],
  [L.device, r.device],
  [L.user, r.user],
  [L.slot, `${utcTime(r.startsAt)} – ${utcTime(r.endsAt)}`],
  [L.reservationStatus, r.reservationStatus],
  [L.generatedAt, utcTime(r.generatedAt)],
])}
<h2>${h(L.actions)}</h2>
${events}
<h2>${h(L.testJobs)}</h2>
${jobs}
<h2>${h(L.consoleLog)}</h2>
${log}`;
  return page({ locale, title: `${L.sessionReport}: ${r.device}`, body });
}
