import { describe, expect, it } from 'vitest';
import { parseTestCsv } from './test-csv';

const head = 'device_name,station,result,measured_at,notes';

describe('parseTestCsv', () => {
  it('reads quoted values, CRLF, a BOM, blank lines and columns in any order', () => {
    const r = parseTestCsv(
      `\uFEFFstation,device_name,result,measured_at,notes\r\nRF,d1,PASS,2026-11-28T08:00:00+08:00,"a ""b"", c"\r\n\r\nRF,d2,fail,2026-11-28 09:00,\r\n`,
    );
    expect('lines' in r && r.lines.map((l) => [l.deviceName, l.passed, l.notes, l.line])).toEqual([
      ['d1', true, 'a "b", c', 2],
      ['d2', false, '', 4],
    ]);
    expect('lines' in r && r.lines[0]!.measuredAt.toISOString()).toBe('2026-11-28T00:00:00.000Z');
  });

  it('names the line and column of the first problem', () => {
    const problem = (csv: string) => ('problem' in parseTestCsv(csv) ? parseTestCsv(csv) : null);
    expect(problem(`${head}\nd1,RF,pass,2026-11-28T08:00:00Z,\nd2,RF,ok,2026-11-28T08:00:00Z,`)).toEqual({
      problem: expect.objectContaining({ key: 'testCsvCell', line: 3, column: 'result' }),
    });
    expect(problem(`${head}\nd1,,pass,2026-11-28T08:00:00Z,`)).toEqual({
      problem: expect.objectContaining({ line: 2, column: 'station', problem: 'testCsvRequired' }),
    });
    expect(problem(`${head}\nd1,RF,pass,2026-13-45,`)).toEqual({
      problem: expect.objectContaining({ line: 2, column: 'measured_at' }),
    });
    expect(problem(`${head}\nd1,RF,pass`)).toEqual({
      problem: expect.objectContaining({ line: 2, problem: 'testCsvColumns' }),
    });
    expect(problem(`${head}\nd1,"RF,pass,2026-11-28T08:00:00Z,`)).toEqual({
      problem: expect.objectContaining({ line: 2, problem: 'testCsvQuote' }),
    });
    expect(problem('device_name,result\nd1,pass')).toEqual({
      problem: expect.objectContaining({
        key: 'testCsvHeader',
        params: expect.objectContaining({ column: 'station' }),
      }),
    });
    expect(problem(head)).toEqual({ problem: { key: 'testCsvEmpty' } });
  });
});
