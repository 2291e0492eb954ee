import { describe, expect, it } from 'vitest';
import { sessionReportHtml, testJobHtml, type SessionReport } from './report-html';
import { cleanText } from './report-text';
import type { JobReport } from './test-cases';

const XSS = '<script>alert(document.cookie)</script><img src=x onerror=alert(1)>"\'&';

const job: JobReport = {
  id: '7a1c0e7e-0000-4000-8000-000000000001',
  name: `job ${XSS}`,
  status: 'failed',
  steps: [{ name: `step ${XSS}`, send: XSS, expect: '<b>', timeoutMs: 1000 }],
  results: [
    { index: 0, name: 's', status: 'failed', durationMs: 10, output: `out ${XSS}\u001b[1m`, message: XSS },
  ],
  error: null,
  createdAt: new Date('2026-05-01T10:00:00Z'),
  startedAt: new Date('2026-05-01T10:00:01Z'),
  finishedAt: new Date('2026-05-01T10:00:05Z'),
  board: `board ${XSS}`,
  device: `device ${XSS}`,
};

const session = (over: Partial<SessionReport> = {}): SessionReport => ({
  board: 'QEMU virt',
  device: 'qemu-virt-01',
  user: `user${XSS}`,
  startsAt: new Date('2026-05-01T10:00:00Z'),
  endsAt: new Date('2026-05-01T12:00:00Z'),
  reservationStatus: 'successful',
  generatedAt: new Date('2026-05-01T11:00:00Z'),
  events: [
    { at: new Date('2026-05-01T10:05:00Z'), kind: 'reset', ok: true, detail: null },
    { at: new Date('2026-05-01T10:06:00Z'), kind: 'upload', ok: false, detail: `a.bin: ${XSS}` },
  ],
  jobs: [job],
  consoleLog: `=> echo ${XSS}\r\n\u001b]0;osc-window-title\u0007\u001b[32mgreen\u001b[0m\r\n`,
  ...over,
});

/** Every tag name in the document. */
const tagsOf = (html: string) =>
  new Set([...html.matchAll(/<\/?([a-zA-Z][\w-]*)/g)].map((m) => m[1]!.toLowerCase()));
/** Every attribute name inside a tag (text between tags is not looked at). */
const attributesOf = (html: string) =>
  new Set(
    [...html.matchAll(/<[a-zA-Z][\w-]*([^>]*)>/g)].flatMap((m) =>
      [...m[1]!.replace(/"[^"]*"/g, '""').matchAll(/([\w-]+)=/g)].map((a) => a[1]!.toLowerCase()),
    ),
  );

describe('HTML reports', () => {
  it('escape hostile console output, names and messages: no script, no event handler, no foreign tag', () => {
    for (const html of [testJobHtml(job, 'en-US'), sessionReportHtml(session(), 'en-US')]) {
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/<img/i);
      expect(html).toContain(
        '&lt;script&gt;alert(document.cookie)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;',
      );
      expect(html).not.toContain('\u001b');
      for (const tag of tagsOf(html))
        expect([
          'html',
          'head',
          'meta',
          'title',
          'style',
          'body',
          'h1',
          'h2',
          'h3',
          'dl',
          'dt',
          'dd',
          'table',
          'thead',
          'tbody',
          'tr',
          'th',
          'td',
          'span',
          'code',
          'pre',
          'p',
          'details',
          'summary',
        ]).toContain(tag);
      // only our own attributes (no handler, no src/href: standalone), and the page forbids scripts
      for (const attr of attributesOf(html))
        expect(['lang', 'charset', 'http-equiv', 'content', 'name', 'class']).toContain(attr);
      expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
    }
  });

  it('puts the slot, the actions with their times, the test results and the console log in the session report', () => {
    const html = sessionReportHtml(session(), 'en-US');
    expect(html).toContain('<dt>Time slot</dt><dd>2026-05-01 10:00:00 UTC – 2026-05-01 12:00:00 UTC</dd>');
    expect(html).toContain('<td>2026-05-01 10:05:00 UTC</td><td>Board reset</td><td class="ok">OK</td>');
    expect(html).toContain('<td>File upload</td><td class="failed">Failed</td>');
    expect(html).toContain('<span class="failed">failed</span>');
    expect(html).toContain('=&gt; echo');
    expect(html).toContain('green');
    expect(html).not.toContain('osc-window-title');
  });

  it('says when there is no log, no action and no job, in the reader language', () => {
    const en = sessionReportHtml(session({ consoleLog: null, events: [], jobs: [] }), 'en-US');
    expect(en).toContain('The console log is not available');
    expect(en).toContain('No actions were recorded.');
    expect(en).toContain('No test jobs were run.');
    const zh = sessionReportHtml(session({ consoleLog: null, events: [], jobs: [] }), 'zh-CN');
    expect(zh).toContain('<html lang="zh-CN">');
    expect(zh).toContain('控制台日志不可用');
  });

  it('cleans terminal text: colour and title escapes go, line ends become newlines', () => {
    expect(cleanText('\u001b[1;31mERR\u001b[0m\r\nnext\rline\u001b]0;t\u0007!')).toBe('ERR\nnext\nline!');
  });
});
