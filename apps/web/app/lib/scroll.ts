import { useSyncExternalStore } from 'react';
import { SCROLL_THRESHOLD_PX } from '@occ/shared';

function subscribe(fn: () => void) {
  window.addEventListener('scroll', fn, { passive: true });
  return () => window.removeEventListener('scroll', fn);
}

/**
 * True once the page is scrolled more than `px` (spec §9's threshold, 100 px): the header
 * condenses and the back-to-top button appears. False on the server and at the top.
 */
export function useScrolledPast(px: number = SCROLL_THRESHOLD_PX): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > px,
    () => false,
  );
}
