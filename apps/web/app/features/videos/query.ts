import { PAGE_SIZE_DEFAULT, VIDEO_SORTS, type VideoSort } from '@occ/shared';

// The public list's filters live in the URL (?tag=&sort=&page=), so a filtered list can be shared
// and survives a reload; the server and the browser build the same API query from them.

export interface VideoFilters {
  tag?: string;
  sort: VideoSort;
  page: number;
}

export function filtersFromSearch(sp: URLSearchParams): VideoFilters {
  const sort = sp.get('sort');
  const page = Number(sp.get('page'));
  return {
    tag: sp.get('tag')?.trim() || undefined,
    sort: (VIDEO_SORTS as readonly string[]).includes(sort ?? '') ? (sort as VideoSort) : 'latest',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The canonical query string of videos.list (stable key order: one cache entry per list). */
export function listApiQuery(f: VideoFilters): string {
  const q = new URLSearchParams();
  if (f.tag) q.set('tag', f.tag);
  q.set('sort', f.sort);
  q.set('page', String(f.page));
  q.set('pageSize', String(PAGE_SIZE_DEFAULT));
  return q.toString();
}

/** The URL parameters after changing one filter (any change but the page goes back to page 1). */
export function withFilter(
  sp: URLSearchParams,
  key: 'tag' | 'sort' | 'page',
  value?: string,
): URLSearchParams {
  const next = new URLSearchParams(sp);
  if (value) next.set(key, value);
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  return next;
}
