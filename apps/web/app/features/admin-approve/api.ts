import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationKindName, ApplicationQueueItem, ApplicationState, Page } from '@occ/shared';
import { request } from '~/lib/request';

export type QueueItem = ApplicationQueueItem;
export type QueuePage = Page<QueueItem> & { kinds: ApplicationKindName[] };

const QUEUE_KEY = ['admin', 'applications'] as const;

/** GET /api/admin/applications?kind=&state=&page= (applications.list); no kind = every kind I review. */
export function useApplications(kind: ApplicationKindName | null, state: ApplicationState, page: number) {
  return useQuery({
    queryKey: [...QUEUE_KEY, kind, state, page],
    queryFn: () =>
      request<QueuePage>('/api/admin/applications', {
        query: { state, page, ...(kind ? { kind } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/applications/:kind/:id/review (applications.review). */
export function useReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, approve, comment }: { item: QueueItem; approve: boolean; comment?: string }) =>
      request<{ state: ApplicationState }>(
        `/api/admin/applications/${item.kind}/${encodeURIComponent(item.id)}/review`,
        { method: 'POST', body: { approve, ...(comment ? { comment } : {}) } },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
}
