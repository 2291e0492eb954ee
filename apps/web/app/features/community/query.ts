import { SORTS, type QuestionKind, type SortKey, type Zone } from './types';

export interface ListFilters {
  kind: QuestionKind;
  zone?: Zone;
  plate?: string;
  tag?: string;
  sort: SortKey;
  page: number;
}

/** The list's filters from the page URL (plate, tag, sort, page); kind and zone come from the route. */
export function filtersFromSearch(sp: URLSearchParams, kind: QuestionKind, zone?: Zone): ListFilters {
  const sort = sp.get('sort') as SortKey | null;
  const page = Number(sp.get('page') ?? '1');
  return {
    kind,
    zone,
    plate: sp.get('plate') || undefined,
    tag: sp.get('tag') || undefined,
    sort: sort && SORTS.includes(sort) ? sort : 'latest',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The canonical query string of GET /api/community/questions for these filters. */
export function listApiQuery(f: ListFilters, pageSize?: number): string {
  const p = new URLSearchParams({ kind: f.kind });
  if (f.zone) p.set('zone', f.zone);
  if (f.plate) p.set('plate', f.plate);
  if (f.tag) p.set('tag', f.tag);
  p.set('sort', f.sort);
  p.set('page', String(f.page));
  if (pageSize) p.set('pageSize', String(pageSize));
  return p.toString();
}

/** The page URL's search after changing one filter; any filter change returns to page 1. */
export function withFilter(sp: URLSearchParams, key: 'plate' | 'tag' | 'sort' | 'page', value?: string) {
  const p = new URLSearchParams(sp);
  if (value && !(key === 'sort' && value === 'latest') && !(key === 'page' && value === '1'))
    p.set(key, value);
  else p.delete(key);
  if (key !== 'page') p.delete('page');
  return p;
}

/** Where the detail of a question lives: the RISC-V zone has its own detail route. */
export function detailPath(q: { id: string; zone?: Zone }): string {
  return q.zone === 'riscv' ? `/community/rv_qa/detail?id=${q.id}` : `/community/qa/detail?id=${q.id}`;
}
