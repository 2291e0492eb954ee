import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { request } from '~/lib/request';

/**
 * how long the text must rest before it is sent: the endpoint runs the full pipeline and allows a
 * user 60 previews a minute, so a pause of a second keeps steady typing well inside that
 */
export const PREVIEW_DEBOUNCE_MS = 1_000;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The live preview: POST /api/posts/preview (posts.preview, up to the post's length limit) renders the text with the same
 * sanitising pipeline (code highlighting, math, tables) that publishes it.
 */
export function usePreview(markdown: string) {
  const settled = useDebounced(markdown, PREVIEW_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['posts', 'preview', settled],
    queryFn: () =>
      request<{ html: string }>('/api/posts/preview', { method: 'POST', body: { markdown: settled } }),
    enabled: settled.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return { ...query, pending: settled !== markdown || query.isFetching };
}
