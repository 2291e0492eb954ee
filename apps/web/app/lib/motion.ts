import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(fn: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', fn);
  return () => list.removeEventListener('change', fn);
}

/** True when the reader's system asks for less motion; false on the server (the first paint animates nothing anyway). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}

/** Whether a smooth scroll fits this reader (call from an event handler). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(QUERY).matches;
}
