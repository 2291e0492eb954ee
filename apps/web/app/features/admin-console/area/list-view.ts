import type { AdminAreaDeclaration } from '@occ/shared/admin';

/** What a declared area's list shows, read from the page's search (the URL keeps it). */
export interface AreaListView {
  page: number;
  q: string;
  /** a declared sort name or `-name`; the declaration's default when absent */
  sort: string;
  /** filter name → value, only the valid ones */
  filters: Record<string, string>;
}

/** A filter value the server accepts: 'true'|'false' for switches, a declared option, or a code. */
function validFilter(f: AdminAreaDeclaration['filters'][number], v: string | null): v is string {
  if (!v) return false;
  if (f.kind === 'switch') return v === 'true' || v === 'false';
  if (f.options) return f.options.includes(v);
  return v.length <= 64;
}

export function listViewOf(decl: AdminAreaDeclaration, params: URLSearchParams): AreaListView {
  const sort = params.get('sort') ?? '';
  const filters: Record<string, string> = {};
  for (const f of decl.filters) {
    const v = params.get(f.name);
    if (validFilter(f, v)) filters[f.name] = v;
  }
  return {
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    q: decl.search ? (params.get('q') ?? '').trim().slice(0, 100) : '',
    sort: decl.sort.includes(sort.replace(/^-/, '')) ? sort : decl.defaultSort,
    filters,
  };
}

/** The search that shows `view`: defaults left out, so a plain list has a plain URL. */
export function searchOf(decl: AdminAreaDeclaration, view: AreaListView): URLSearchParams {
  const out = new URLSearchParams();
  if (view.q) out.set('q', view.q);
  for (const f of decl.filters) if (view.filters[f.name]) out.set(f.name, view.filters[f.name]!);
  if (view.sort !== decl.defaultSort) out.set('sort', view.sort);
  if (view.page > 1) out.set('page', String(view.page));
  return out;
}

/** The API query of `view` (list and CSV export take the same one; export ignores the page). */
export function apiQueryOf(view: AreaListView, withPage = true): Record<string, string> {
  return {
    ...(withPage && view.page > 1 ? { page: String(view.page) } : {}),
    ...(view.q ? { q: view.q } : {}),
    sort: view.sort,
    ...view.filters,
  };
}

/** antd's sort order of column `name` under `sort`. */
export function sortOrderOf(sort: string, name: string): 'ascend' | 'descend' | null {
  if (sort === name) return 'ascend';
  if (sort === `-${name}`) return 'descend';
  return null;
}
