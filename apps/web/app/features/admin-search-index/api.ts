import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SearchIndexStats, SearchRebuild } from '@occ/shared';
import { request } from '~/lib/request';

const KEY = ['admin', 'search-index'] as const;

const busy = (s: SearchIndexStats | undefined) =>
  !!s?.rebuilds.some((r) => r.state === 'queued' || r.state === 'running');

/** GET /api/admin/search-index (searchIndex.stats): every second while a rebuild runs. */
export function useIndexStats() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => request<SearchIndexStats>('/api/admin/search-index'),
    refetchInterval: (q) => (busy(q.state.data) ? 1000 : 10_000),
  });
}

/** POST /api/admin/search-index/rebuild (searchIndex.rebuild): one kind, or all without one. */
export function useRebuild() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kind: string | null) =>
      request<SearchRebuild>('/api/admin/search-index/rebuild', {
        method: 'POST',
        body: kind ? { kind } : {},
      }),
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}
