import { useEffect, useState, useSyncExternalStore } from 'react';

const noop = () => () => undefined;

/** false during the server render and hydration, true after (the reader's clock and zone, xterm). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/** The current time, ticking every `ms` (the time-left countdown's clock). */
export function useNow(ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}

/** 3725000 → "1:02:05": hours unbounded, as a slot is at most a few hours long. */
export function formatLeft(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${h}:${mm}:${ss}`;
}
