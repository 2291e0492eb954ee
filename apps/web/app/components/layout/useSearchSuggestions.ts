import { useEffect, useState } from 'react';
import type { SearchSuggestion } from '@occ/shared';
import { SEARCH_KEYWORD_MAX, SEARCH_KEYWORD_MIN } from '@occ/shared';
import { request } from '~/lib/request';

const DEBOUNCE_MS = 200;

/** Titles matching what is typed (after 2 characters, debounced; a newer keystroke cancels). */
export function useSearchSuggestions(keyword: string): SearchSuggestion[] {
  const [items, setItems] = useState<{ for: string; items: SearchSuggestion[] }>({ for: '', items: [] });
  const q = keyword.trim().slice(0, SEARCH_KEYWORD_MAX);
  const wanted = [...q].length >= SEARCH_KEYWORD_MIN;

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      request<{ items: SearchSuggestion[] }>('/api/search/suggest', {
        query: { q },
        signal: controller.signal,
      })
        .then((r) => setItems({ for: q, items: r.items }))
        .catch(() => undefined); // suggestions are a help: a failure shows none
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, wanted]);

  return wanted && items.for === q ? items.items : [];
}
