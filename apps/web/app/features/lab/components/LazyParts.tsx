import { lazy, memo, Suspense, useState, type ComponentProps } from 'react';
import { Skeleton } from '~/components/plain/plain';
import type { LabFacets } from '../types';
import { filtersFromSearch } from '../query';

// Parts of the evaluation page its first load does without (issue 14): the filters' selects and
// date picker, the signed-in tabs' tables and the reservation drawer come in their own chunks.

const loadFilterBar = () => import('./FilterBar');
// The filters are in the server's HTML; their code is fetched as soon as the page's module runs
// and they hydrate when it arrives.
if (typeof document !== 'undefined') void loadFilterBar().catch(() => undefined);
const FilterBarPart = lazy(() => loadFilterBar().then((m) => ({ default: m.FilterBar })));
const DevicesPart = lazy(() => import('./DevicesTab').then((m) => ({ default: m.DevicesTab })));
const ReservationsPart = lazy(() =>
  import('./ReservationsTab').then((m) => ({ default: m.ReservationsTab })),
);
const DrawerPart = lazy(() => import('./ReserveDrawer').then((m) => ({ default: m.ReserveDrawer })));

/**
 * The filter bar, server-rendered and hydrated once its chunk is in. Memoised on plain props (the
 * facets of the loader, the query string), so a re-render of the page before then leaves the
 * server's markup in place instead of showing the fallback.
 */
export const LazyFilterBar = memo(function LazyFilterBar({
  facets,
  search,
}: {
  facets: LabFacets;
  search: string;
}) {
  return (
    <Suspense fallback={<div className="lab-filters lab-filters-loading" aria-busy="true" />}>
      <FilterBarPart facets={facets} filters={filtersFromSearch(new URLSearchParams(search))} />
    </Suspense>
  );
});

const tabFallback = <Skeleton />;

export function LazyDevicesTab() {
  return (
    <Suspense fallback={tabFallback}>
      <DevicesPart />
    </Suspense>
  );
}

export function LazyReservationsTab() {
  return (
    <Suspense fallback={tabFallback}>
      <ReservationsPart />
    </Suspense>
  );
}

/** The reservation drawer, loaded on its first opening and kept mounted after (its closing motion). */
export function LazyReserveDrawer(props: ComponentProps<typeof DrawerPart>) {
  const [used, setUsed] = useState(false);
  if (props.target && !used) setUsed(true);
  if (!used && !props.target) return null;
  return (
    <Suspense fallback={null}>
      <DrawerPart {...props} />
    </Suspense>
  );
}
