import { describe, expect, it } from 'vitest';
import type { StepResult } from '@occ/shared';
import { junitXml } from './junit';
import type { JobReport } from './test-cases';

const step = (name: string, expect: string) => ({ name, send: name, expect, timeoutMs: 1000 });
const result = (index: number, status: StepResult['status'], output = '', message?: string): StepResult => ({
  index,
  name: `s${index}`,
  status,
  durationMs: 1500,
  output,
  ...(message ? { message } : {}),
});

const job = (over: Partial<JobReport> = {}): JobReport => ({
  id: '7a1c0e7e-0000-4000-8000-000000000001',
  name: 'smoke',
  status: 'failed',
  steps: [step('echo a', 'a'), step('echo b', 'b'), step('echo c', 'c')],
  results: [],
  error: null,
  createdAt: new Date('2026-05-01T10:00:00Z'),
  startedAt: new Date('2026-05-01T10:00:01Z'),
  finishedAt: new Date('2026-05-01T10:00:05Z'),
  board: 'QEMU virt',
  device: 'qemu-virt-01',
  ...over,
});

/** The attributes of the first element named `tag`. */
function attrsOf(xml: string, tag: string): Record<string, string> {
  const m = new RegExp(`<${tag}((?:\\s+[\\w.-]+="[^"]*")*)\\s*/?>`).exec(xml);
  if (!m) throw new Error(`no <${tag}>`);
  return Object.fromEntries([...m[1]!.matchAll(/([\w.-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!]));
}

describe('JUnit XML of a test job', () => {
  it('counts tests, failures, errors and skipped, and times the suite in seconds', () => {
    const xml = junitXml(
      job({
        results: [result(0, 'passed', 'a\n'), result(1, 'failed', 'x\n', 'no b'), result(2, 'skipped')],
      }),
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites')).toBe(true);
    expect(attrsOf(xml, 'testsuite')).toMatchObject({
      name: 'smoke',
      tests: '3',
      failures: '1',
      errors: '0',
      skipped: '1',
      time: '4.500',
      timestamp: '2026-05-01T10:00:01.000Z',
      hostname: 'qemu-virt-01',
    });
    expect(attrsOf(xml, 'testsuites')).toMatchObject({ tests: '3', failures: '1' });
    expect(xml.match(/<testcase /g)).toHaveLength(3);
    expect(xml).toContain('<failure type="failed" message="no b">send: echo b\nexpect: /b/</failure>');
    expect(xml).toContain('<skipped/>');
    expect(xml).toContain('<system-out>a\n</system-out>');
    expect(attrsOf(xml, 'testcase')).toEqual({
      name: 'echo a',
      classname: 'QEMU virt.qemu-virt-01',
      time: '1.500',
    });
  });

  it('reports steps that never ran in an infrastructure failure as errors, not failures', () => {
    const xml = junitXml(job({ status: 'error', error: 'board offline', results: [result(0, 'passed')] }));
    expect(attrsOf(xml, 'testsuite')).toMatchObject({ tests: '3', failures: '0', errors: '2', skipped: '0' });
    expect(xml.match(/<error type="infrastructure" message="board offline">/g)).toHaveLength(2);
    expect(xml).toContain('<property name="error" value="board offline"/>');
    // a job still running: the rest is skipped, not an error
    const running = junitXml(job({ status: 'running', results: [result(0, 'passed')] }));
    expect(attrsOf(running, 'testsuite')).toMatchObject({ errors: '0', skipped: '2' });
  });

  it('escapes markup and drops what XML cannot hold from names, patterns and console output', () => {
    const hostile = 'a & b <tag attr="x"> \'q\' \u001b[31mred\u001b[0m \u0000\u0007\u0008 \ud800 ok';
    const xml = junitXml(
      job({
        name: '<suite> & "quotes"',
        steps: [step('<step>', '"[a-z]+" & <b>')],
        results: [result(0, 'failed', hostile, 'no <b>')],
      }),
    );
    expect(attrsOf(xml, 'testsuite').name).toBe('&lt;suite&gt; &amp; &quot;quotes&quot;');
    expect(xml).toContain(
      '<system-out>a &amp; b &lt;tag attr=&quot;x&quot;&gt; &#39;q&#39; red   ok</system-out>',
    );
    expect(xml).toContain('expect: /&quot;[a-z]+&quot; &amp; &lt;b&gt;/');
    expect(xml).toContain('message="no &lt;b&gt;"');
    // nothing XML 1.0 forbids is left, and every tag is ours
    // eslint-disable-next-line no-control-regex -- looking for control characters
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    const tags = [...xml.matchAll(/<\/?([a-z-]+)/g)].map((m) => m[1]);
    expect(new Set(tags)).toEqual(
      new Set(['testsuites', 'testsuite', 'properties', 'property', 'testcase', 'failure', 'system-out']),
    );
  });

  it('keeps non-ASCII text and normalises line ends', () => {
    const xml = junitXml(job({ name: '冒烟测试', results: [result(0, 'passed', 'line1\r\nline2\rline3')] }));
    expect(attrsOf(xml, 'testsuite').name).toBe('冒烟测试');
    expect(xml).toContain('<system-out>line1\nline2\nline3</system-out>');
  });
});
