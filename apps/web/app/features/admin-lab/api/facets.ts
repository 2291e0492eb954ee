import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { labFacets } from '@occ/shared';
import { request } from '~/lib/request';

export type LabFacets = z.infer<typeof labFacets>;

/** GET /api/lab/facets (labBoards.facets): the tag values already in use, offered as suggestions. */
export function useFacetSuggestions() {
  return useQuery({
    queryKey: ['admin', 'lab', 'facets'],
    queryFn: () => request<LabFacets>('/api/lab/facets'),
    staleTime: 60_000,
  });
}
