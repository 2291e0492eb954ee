import { useCallback, useSyncExternalStore } from 'react';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage refused (private mode, policy)
  }
}

// writes of this page tell its readers at once; other tabs' writes arrive as 'storage' events
const listeners = new Set<() => void>();
function subscribe(fn: () => void) {
  listeners.add(fn);
  window.addEventListener('storage', fn);
  return () => {
    listeners.delete(fn);
    window.removeEventListener('storage', fn);
  };
}

/**
 * A yes/no kept in the browser's storage under `key` ('1' / '0'). The server renders `initial`;
 * the stored value applies once the page is hydrated.
 */
export function useStoredFlag(key: string, initial = false): [boolean, (next: boolean) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => {
      const stored = storage()?.getItem(key);
      return stored === '1' ? true : stored === '0' ? false : initial;
    },
    () => initial,
  );
  const set = useCallback(
    (next: boolean) => {
      storage()?.setItem(key, next ? '1' : '0');
      for (const fn of listeners) fn();
    },
    [key],
  );
  return [value, set];
}
