import {
  PRODUCT_CATEGORIES,
  SEARCH_KEYWORD_MAX,
  SEARCH_KEYWORD_MIN,
  SEARCH_SORTS,
  SEARCH_TIMES,
  type SearchSort,
  type SearchTime,
} from '@occ/shared';

/** The search page's state in its URL (spec §2: /search?keyword=&tab=&sort=&time=&category=). */
export interface SearchState {
  keyword: string;
  /** a kind key, or '' for All */
  tab: string;
  page: number;
  /** relevance (the default, left out of the URL) or newest */
  sort: SearchSort;
  /** the publication time filter (any, the default, is left out of the URL) */
  time: SearchTime;
  /** the products tab's category filter, '' for every category */
  category: string;
}

const oneOf = <T extends string>(values: readonly T[], v: string | null, fallback: T): T =>
  values.includes(v as T) ? (v as T) : fallback;

export function searchStateOf(params: URLSearchParams): SearchState {
  const tab = params.get('tab') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, SEARCH_KEYWORD_MAX * 2),
    tab: /^[a-z][a-z0-9_]{0,31}$/.test(tab) ? tab : '',
    page: Number.isInteger(page) && page > 0 && page <= 1000 ? page : 1,
    sort: oneOf(SEARCH_SORTS, params.get('sort'), 'relevance'),
    time: oneOf(SEARCH_TIMES, params.get('time'), 'any'),
    category: tab === 'products' ? oneOf(['', ...PRODUCT_CATEGORIES], params.get('category'), '') : '',
  };
}

export const keywordTooShort = (keyword: string) => [...keyword].length < SEARCH_KEYWORD_MIN;

/** The page address for a state; the first page, the All tab and the defaults leave their parameter out. */
export function searchHref(s: Partial<SearchState> & Pick<SearchState, 'keyword'>): string {
  const p = new URLSearchParams();
  if (s.keyword) p.set('keyword', s.keyword);
  if (s.tab) p.set('tab', s.tab);
  if (s.sort && s.sort !== 'relevance') p.set('sort', s.sort);
  if (s.time && s.time !== 'any') p.set('time', s.time);
  if (s.category && s.tab === 'products') p.set('category', s.category);
  if (s.page && s.page > 1) p.set('page', String(s.page));
  const q = p.toString();
  return q ? `/search?${q}` : '/search';
}

/** The API query for a state. */
export function searchApiPath(s: SearchState, pageSize: number): string {
  const p = new URLSearchParams({ q: s.keyword, page: String(s.page), pageSize: String(pageSize) });
  if (s.tab) p.set('kind', s.tab);
  if (s.sort !== 'relevance') p.set('sort', s.sort);
  if (s.time !== 'any') p.set('time', s.time);
  if (s.category) p.set('category', s.category);
  return `/api/search?${p.toString()}`;
}
