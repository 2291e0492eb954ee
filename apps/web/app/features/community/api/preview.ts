import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { request } from '~/lib/request';

/** how long the text must rest before it is sent for a preview */
export const PREVIEW_DEBOUNCE_MS = 400;

/** `value`, once it has not changed for `ms` */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * POST /api/community/preview (markdown.preview): the server renders the text with the same
 * sanitising pipeline that publishes it. Debounced; only while the preview is shown.
 */
export function useMarkdownPreview(markdown: string, enabled: boolean) {
  const settled = useDebounced(markdown, PREVIEW_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['community', 'preview', settled],
    queryFn: () =>
      request<{ html: string }>('/api/community/preview', { method: 'POST', body: { markdown: settled } }),
    enabled: enabled && settled.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return { ...query, pending: settled !== markdown || query.isFetching };
}
