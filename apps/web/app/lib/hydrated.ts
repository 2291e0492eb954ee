import { useEffect, useState, useSyncExternalStore } from 'react';

const noop = () => () => undefined;

/**
 * false during the server render and hydration, true after: what depends on the reader's zone
 * or clock (local times, countdowns, date pickers) renders only then, so hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/** The current time, ticking every `ms` (a countdown's clock). */
export function useNow(ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}
