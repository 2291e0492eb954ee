import {
  TEST_CSV_COLUMNS,
  TEST_CSV_MAX_ROWS,
  TEST_CSV_REQUIRED,
  TEST_NOTES_MAX,
  TEST_STATION_MAX,
  type MessageKey,
} from '@occ/shared';

// The factory's test station results as CSV (RFC 4180: commas, double-quoted values with `""`
// for a quote, CRLF or LF). The first line names the columns; every problem names its line and
// column, so the factory can fix the file.

export interface TestLine {
  deviceName: string;
  station: string;
  passed: boolean;
  measuredAt: Date;
  notes: string;
  line: number;
}

export type CsvProblem =
  | { key: 'testCsvEmpty' }
  | { key: 'testCsvTooManyRows'; params: { max: string } }
  | { key: 'testCsvHeader'; params: { columns: string; column: string } }
  | {
      key: 'testCsvCell';
      line: number;
      column: string;
      problem: MessageKey;
      params: Record<string, string>;
    };

/** Splits CSV text into records of values with the line each starts on; null values = unclosed quote. */
function records(text: string): { line: number; values: string[] | null }[] {
  const out: { line: number; values: string[] | null }[] = [];
  let line = 1;
  let i = 0;
  const src = text.startsWith('\uFEFF') ? text.slice(1) : text;
  while (i < src.length) {
    const start = line;
    const values: string[] = [];
    let value = '';
    let quoted = false;
    let done = false;
    while (!done) {
      if (i >= src.length) {
        if (quoted) return [...out, { line: start, values: null }];
        values.push(value);
        done = true;
        break;
      }
      const c = src[i]!;
      if (quoted) {
        if (c === '"' && src[i + 1] === '"') {
          value += '"';
          i += 2;
        } else if (c === '"') {
          quoted = false;
          i += 1;
        } else {
          if (c === '\n') line += 1;
          value += c;
          i += 1;
        }
      } else if (c === '"' && value === '') {
        quoted = true;
        i += 1;
      } else if (c === ',') {
        values.push(value);
        value = '';
        i += 1;
      } else if (c === '\n' || c === '\r') {
        values.push(value);
        i += c === '\r' && src[i + 1] === '\n' ? 2 : 1;
        line += 1;
        done = true;
      } else {
        value += c;
        i += 1;
      }
    }
    if (!(values.length === 1 && values[0]!.trim() === '')) out.push({ line: start, values });
  }
  return out;
}

/** An ISO 8601 date with time (a zone or UTC assumed), or null. */
function dateOf(v: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(v)) return null;
  const iso = v.replace(' ', 'T');
  const d = new Date(/(Z|[+-]\d{2}:?\d{2})$/.test(iso) ? iso : `${iso}Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Parses the whole file; the first problem found is returned instead of lines. */
export function parseTestCsv(text: string): { lines: TestLine[] } | { problem: CsvProblem } {
  const recs = records(text);
  const head = recs[0];
  if (!head?.values) return { problem: { key: 'testCsvEmpty' } };
  const header = head.values.map((h) => h.trim().toLowerCase());
  for (const column of TEST_CSV_REQUIRED)
    if (!header.includes(column))
      return { problem: { key: 'testCsvHeader', params: { columns: TEST_CSV_COLUMNS.join(', '), column } } };
  const rows = recs.slice(1);
  if (!rows.length) return { problem: { key: 'testCsvEmpty' } };
  if (rows.length > TEST_CSV_MAX_ROWS)
    return { problem: { key: 'testCsvTooManyRows', params: { max: String(TEST_CSV_MAX_ROWS) } } };
  const at = (name: string) => header.indexOf(name);
  const cell = (line: number, column: string, problem: MessageKey, params: Record<string, string> = {}) => ({
    problem: { key: 'testCsvCell' as const, line, column, problem, params },
  });
  const lines: TestLine[] = [];
  for (const r of rows) {
    if (!r.values) return cell(r.line, header[0] ?? '', 'testCsvQuote');
    if (r.values.length !== header.length)
      return cell(r.line, header[Math.min(r.values.length, header.length) - 1] ?? '', 'testCsvColumns', {
        count: String(r.values.length),
        expected: String(header.length),
      });
    const get = (name: string) => (at(name) < 0 ? '' : r.values![at(name)]!.trim());
    for (const column of TEST_CSV_REQUIRED) if (!get(column)) return cell(r.line, column, 'testCsvRequired');
    for (const [column, max] of [
      ['device_name', 64],
      ['station', TEST_STATION_MAX],
      ['notes', TEST_NOTES_MAX],
    ] as const)
      if ([...get(column)].length > max) return cell(r.line, column, 'testCsvTooLong', { max: String(max) });
    const result = get('result').toLowerCase();
    if (result !== 'pass' && result !== 'fail') return cell(r.line, 'result', 'testCsvResult');
    const measuredAt = dateOf(get('measured_at'));
    if (!measuredAt) return cell(r.line, 'measured_at', 'testCsvDate');
    lines.push({
      deviceName: get('device_name'),
      station: get('station'),
      passed: result === 'pass',
      measuredAt,
      notes: get('notes'),
      line: r.line,
    });
  }
  return { lines };
}
