import { useEffect, useRef, useSyncExternalStore } from 'react';
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

/**
 * Calls `onReach` when the returned element comes within `px` of the scroll container's visible
 * area (spec §9: a list that loads more on scroll starts 100 px before its end). `root`: the
 * scrolling element when it is not the page.
 */
export function useLoadMoreSentinel<E extends Element>(
  onReach: () => void,
  { enabled = true, root = null, px = SCROLL_THRESHOLD_PX }: { enabled?: boolean; root?: Element | null; px?: number } = {},
) {
  const ref = useRef<E>(null);
  const latest = useRef(onReach);
  latest.current = onReach;
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { root, rootMargin: `${px}px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled, root, px]);
  return ref;
}
