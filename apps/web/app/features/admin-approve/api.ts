import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EnterpriseApplication, Page } from '@occ/shared';
import { request } from '~/lib/request';

export const REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** One row of the queue: the application and who filed it. */
export type QueueItem = EnterpriseApplication & {
  applicant: { id: string; username: string; nickname: string };
};

const QUEUE_KEY = ['admin', 'enterprise'] as const;

/** GET /api/admin/enterprise?state=&page= (enterprise.list). */
export function useApplications(state: ReviewState, page: number) {
  return useQuery({
    queryKey: [...QUEUE_KEY, state, page],
    queryFn: () => request<Page<QueueItem>>('/api/admin/enterprise', { query: { state, page } }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/enterprise/:id/review (enterprise.review). */
export function useReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, comment }: { id: string; approve: boolean; comment?: string }) =>
      request<EnterpriseApplication>(`/api/admin/enterprise/${encodeURIComponent(id)}/review`, {
        method: 'POST',
        body: { approve, ...(comment ? { comment } : {}) },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
}
