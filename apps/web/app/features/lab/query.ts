import { TABS, type EvaluationTab } from './types';

// The filter bar lives in the URL (same names as labBoardQuery) so a reload or a shared link
// shows the same cards; these helpers read and write it.

export const TEXT_FILTERS = ['industry', 'field', 'os', 'microservice'] as const;
export const ID_FILTERS = ['company', 'cpu', 'soc', 'board'] as const;
export type TextFilter = (typeof TEXT_FILTERS)[number];
export type IdFilter = (typeof ID_FILTERS)[number];

export interface BoardFilters {
  industry: string[];
  field: string[];
  os: string[];
  microservice: string[];
  company: number[];
  cpu: number[];
  soc: number[];
  board: number[];
  from?: string;
  to?: string;
  page: number;
}

const list = (v: string | null) => (v ? v.split(',').filter(Boolean) : []);
const isInstant = (v: string | null): v is string => Boolean(v) && !Number.isNaN(Date.parse(v!));

export function filtersFromSearch(sp: URLSearchParams): BoardFilters {
  const page = Number(sp.get('page') ?? '1');
  const from = sp.get('from');
  const to = sp.get('to');
  const f: BoardFilters = {
    industry: [],
    field: [],
    os: [],
    microservice: [],
    company: [],
    cpu: [],
    soc: [],
    board: [],
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  for (const k of TEXT_FILTERS) f[k] = list(sp.get(k));
  for (const k of ID_FILTERS)
    f[k] = list(sp.get(k))
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
  // a time range counts only when both ends are real instants in order
  if (isInstant(from) && isInstant(to) && Date.parse(from) < Date.parse(to)) {
    f.from = new Date(from).toISOString();
    f.to = new Date(to).toISOString();
  }
  return f;
}

/** The labBoards.list query string for these filters, in a fixed order (also the cache key). */
export function boardsApiQuery(f: BoardFilters): string {
  const sp = new URLSearchParams();
  for (const k of [...TEXT_FILTERS, ...ID_FILTERS]) if (f[k].length) sp.set(k, f[k].join(','));
  if (f.from && f.to) {
    sp.set('from', f.from);
    sp.set('to', f.to);
  }
  if (f.page > 1) sp.set('page', String(f.page));
  return sp.toString();
}

export function hasFilters(f: BoardFilters): boolean {
  return [...TEXT_FILTERS, ...ID_FILTERS].some((k) => f[k].length > 0) || Boolean(f.from);
}

/** The page's search params with one filter changed; any filter change goes back to page 1. */
export function withFilter(
  sp: URLSearchParams,
  key: TextFilter | IdFilter | 'range',
  value: (string | number)[] | [string, string] | null,
): URLSearchParams {
  const next = new URLSearchParams(sp);
  next.delete('page');
  if (key === 'range') {
    next.delete('from');
    next.delete('to');
    if (value && value.length === 2) {
      next.set('from', String(value[0]));
      next.set('to', String(value[1]));
    }
  } else if (value && value.length) next.set(key, value.join(','));
  else next.delete(key);
  return next;
}

export function tabFromSearch(sp: URLSearchParams): EvaluationTab {
  const t = sp.get('tab');
  return (TABS as readonly string[]).includes(t ?? '') ? (t as EvaluationTab) : 'reserve';
}
