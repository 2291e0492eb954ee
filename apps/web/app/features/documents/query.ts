import { DOCUMENT_CATEGORIES, DOCUMENT_SORTS, type DocumentCategory } from '@occ/shared';

/** The centre's state as the page address keeps it (`?product=&category=&version=&q=&sort=&page=`). */
export interface DocumentFilters {
  product: string | null;
  category: DocumentCategory | null;
  version: string | null;
  q: string;
  sort: (typeof DOCUMENT_SORTS)[number];
  page: number;
}

/** Reads the filters from a page address; unknown values are ignored. */
export function filtersOf(params: URLSearchParams): DocumentFilters {
  const product = params.get('product');
  const category = params.get('category') as DocumentCategory | null;
  const sort = params.get('sort') as DocumentFilters['sort'] | null;
  const version = params.get('version')?.trim().slice(0, 32) || null;
  return {
    product: product && /^\d{1,9}$/.test(product) ? product : null,
    category: category && DOCUMENT_CATEGORIES.includes(category) ? category : null,
    version,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    sort: sort && DOCUMENT_SORTS.includes(sort) ? sort : '-updatedAt',
    page: Math.min(1000, Math.max(1, Number(params.get('page')) || 1)),
  };
}

/** The `documents.list` query for these filters. */
export function apiQueryOf(f: DocumentFilters, pageSize: number): string {
  const q = new URLSearchParams({ page: String(f.page), pageSize: String(pageSize), sort: f.sort });
  if (f.product) q.set('productId', f.product);
  if (f.category) q.set('category', f.category);
  if (f.version) q.set('version', f.version);
  if (f.q) q.set('q', f.q);
  return q.toString();
}

/** The page address of these filters with `change` applied (any change but the page goes to page 1). */
export function hrefOf(base: string, f: DocumentFilters, change: Partial<DocumentFilters>): string {
  const next = { ...f, page: 1, ...change };
  const q = new URLSearchParams();
  if (next.product) q.set('product', next.product);
  if (next.category) q.set('category', next.category);
  if (next.version) q.set('version', next.version);
  if (next.q) q.set('q', next.q);
  if (next.sort !== '-updatedAt') q.set('sort', next.sort);
  if (next.page > 1) q.set('page', String(next.page));
  return q.size ? `${base}?${q}` : base;
}
