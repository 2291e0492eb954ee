import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

type Update = (prev: URLSearchParams) => URLSearchParams;

/**
 * useSearchParams whose functional updates build on the latest *requested* parameters, not on
 * the last committed location: while a navigation waits for its loaders, a second quick change
 * (a tab, then a filter) would otherwise start from the old URL and drop the first change.
 */
export function useMergedSearchParams() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (fn: Update, options?: NavigateOptions) => {
      const next = fn(new URLSearchParams(latest.current));
      latest.current = next;
      setParams(next, options);
    },
    [setParams],
  );
  return [params, update] as const;
}
