import {
  COMPONENT_CATEGORIES,
  COMPONENT_LICENCES,
  type ComponentCategory,
  type ComponentLicence,
} from '@occ/shared';

export const LIBRARY_BASE = '/community/openSource';

/** The home page's state as its address keeps it (`?q=&category=&licence=&chip=&page=`). */
export interface LibraryFilters {
  q: string;
  category: ComponentCategory | null;
  licence: ComponentLicence | null;
  chip: string | null;
  page: number;
}

const CHIP = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Reads the filters from a page address; unknown values are ignored, control characters dropped. */
export function filtersOf(params: URLSearchParams): LibraryFilters {
  const category = params.get('category') as ComponentCategory | null;
  const licence = params.get('licence') as ComponentLicence | null;
  const chip = params.get('chip');
  return {
    q: (params.get('q') ?? '')
      .replace(/\p{Cc}/gu, ' ')
      .trim()
      .slice(0, 100),
    category: category && COMPONENT_CATEGORIES.includes(category) ? category : null,
    licence: licence && COMPONENT_LICENCES.includes(licence) ? licence : null,
    chip: chip && CHIP.test(chip) ? chip : null,
    page: Math.min(1000, Math.max(1, Math.trunc(Number(params.get('page'))) || 1)),
  };
}

/** The `components.list` query of these filters. */
export function apiQueryOf(f: LibraryFilters, pageSize: number): string {
  const q = new URLSearchParams({ page: String(f.page), pageSize: String(pageSize) });
  if (f.q) q.set('q', f.q);
  if (f.category) q.set('category', f.category);
  if (f.licence) q.set('licence', f.licence);
  if (f.chip) q.set('chip', f.chip);
  return q.toString();
}

/** The page address of these filters with `change` applied (any change but the page goes to page 1). */
export function hrefOf(f: LibraryFilters, change: Partial<LibraryFilters>): string {
  const next = { ...f, page: 1, ...change };
  const q = new URLSearchParams();
  if (next.q) q.set('q', next.q);
  if (next.category) q.set('category', next.category);
  if (next.licence) q.set('licence', next.licence);
  if (next.chip) q.set('chip', next.chip);
  if (next.page > 1) q.set('page', String(next.page));
  return q.size ? `${LIBRARY_BASE}?${q}` : LIBRARY_BASE;
}
