import { POST_SORTS, type PostSort } from '@occ/shared';

// The blog list's filters live in the page URL (?tag=&sort=&page=), so a filtered list can be
// shared, reloaded and rendered on the server.

export interface PostFilters {
  tag?: string;
  sort: PostSort;
  page: number;
}

export function filtersFromSearch(sp: URLSearchParams): PostFilters {
  const sort = sp.get('sort') as PostSort | null;
  const page = Number(sp.get('page') ?? '1');
  return {
    tag: sp.get('tag')?.trim() || undefined,
    sort: sort && POST_SORTS.includes(sort) ? sort : 'latest',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The query string of GET /api/posts for these filters. */
export function listApiQuery(f: PostFilters, pageSize?: number): string {
  const p = new URLSearchParams();
  if (f.tag) p.set('tag', f.tag);
  p.set('sort', f.sort);
  p.set('page', String(f.page));
  if (pageSize) p.set('pageSize', String(pageSize));
  return p.toString();
}

/** The page's search after changing one filter; defaults are left out and any change but the page returns to page 1. */
export function withFilter(
  sp: URLSearchParams,
  key: 'tag' | 'sort' | 'page',
  value?: string,
): URLSearchParams {
  const p = new URLSearchParams(sp);
  if (value && !(key === 'sort' && value === 'latest') && !(key === 'page' && value === '1'))
    p.set(key, value);
  else p.delete(key);
  if (key !== 'page') p.delete('page');
  return p;
}
