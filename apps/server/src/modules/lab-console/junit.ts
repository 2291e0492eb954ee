import { escapeMarkup as x, seconds } from './report-text';
import { testCases, totals, type JobReport, type TestCase } from './test-cases';

// JUnit XML of a test job (the format CI systems read): one testsuite, one testcase per step,
// <failure> for a step whose pattern did not appear, <error> for infrastructure, <skipped> for a
// step that never ran, the step's console output in <system-out>. Every text is cleaned and escaped.

const attrs = (a: Record<string, string | number>) =>
  Object.entries(a)
    .map(([k, v]) => ` ${k}="${x(String(v))}"`)
    .join('');

function testcase(c: TestCase, classname: string): string {
  const head = `    <testcase${attrs({ name: c.step.name, classname, time: seconds(c.durationMs) })}>`;
  const lines = [head];
  const detail = [c.step.send !== undefined ? `send: ${c.step.send}` : null, `expect: /${c.step.expect}/`]
    .filter(Boolean)
    .join('\n');
  if (c.status === 'failed')
    lines.push(
      `      <failure${attrs({ type: 'failed', message: c.message ?? `expected /${c.step.expect}/ within ${c.step.timeoutMs} ms` })}>${x(detail)}</failure>`,
    );
  else if (c.status === 'error')
    lines.push(
      `      <error${attrs({ type: c.notRun ? 'infrastructure' : 'error', message: c.message ?? 'error' })}>${x(detail)}</error>`,
    );
  else if (c.status === 'skipped')
    lines.push(`      <skipped${c.message ? attrs({ message: c.message }) : ''}/>`);
  if (c.output) lines.push(`      <system-out>${x(c.output)}</system-out>`);
  lines.push('    </testcase>');
  return lines.join('\n');
}

export function junitXml(job: JobReport): string {
  const cases = testCases(job);
  const t = totals(cases);
  const counts = {
    tests: t.tests,
    failures: t.failures,
    errors: t.errors,
    skipped: t.skipped,
    time: seconds(t.durationMs),
  };
  const classname = `${job.board}.${job.device}`;
  const properties = [
    ['job.id', job.id],
    ['job.status', job.status],
    ['board', job.board],
    ['device', job.device],
    ...(job.error ? [['error', job.error]] : []),
  ]
    .map(([name, value]) => `      <property${attrs({ name: name!, value: value! })}/>`)
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites${attrs({ name: job.name, ...counts })}>`,
    `  <testsuite${attrs({ name: job.name, ...counts, timestamp: (job.startedAt ?? job.createdAt).toISOString(), hostname: job.device })}>`,
    '    <properties>',
    properties,
    '    </properties>',
    ...cases.map((c) => testcase(c, classname)),
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
