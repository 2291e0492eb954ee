import { useQuery } from '@tanstack/react-query';
import type { Page } from '@occ/shared';
import { request } from '~/lib/request';

/**
 * A section's live count for the console's start page: one list call with pageSize 1, whose
 * `total` is the number (cheap: an indexed count, no rows shipped).
 */
export function useSectionCount(path: string | null, query: Record<string, string> = {}) {
  return useQuery({
    queryKey: ['admin', 'count', path, query],
    queryFn: async () =>
      (await request<Page<unknown>>(path!, { query: { ...query, page: 1, pageSize: 1 } })).total,
    enabled: path !== null,
    retry: false,
  });
}
