import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LabApplication, LabApplicationAdminItem, LabKind, Page } from '@occ/shared';
import { request } from '~/lib/request';

export const APPLICATION_STATES = ['pending', 'granted', 'failed'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** One row of the review queue: the application and the account that filed it. */
export type AdminLabApplication = LabApplicationAdminItem;

export const APPLICATIONS_KEY = ['admin', 'lab', 'permissions'] as const;

/** GET /api/admin/lab/permissions?state=&kind=&page= (labPermissions.list). */
export function useLabApplications(state: ApplicationState, kind: LabKind | undefined, page: number) {
  return useQuery({
    queryKey: [...APPLICATIONS_KEY, state, kind ?? 'all', page],
    queryFn: () =>
      request<Page<AdminLabApplication>>('/api/admin/lab/permissions', { query: { state, kind, page } }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/lab/permissions/:id/review (labPermissions.review). */
export function useReviewLabApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, comment }: { id: string; approve: boolean; comment?: string }) =>
      request<LabApplication>(`/api/admin/lab/permissions/${encodeURIComponent(id)}/review`, {
        method: 'POST',
        body: { approve, ...(comment ? { comment } : {}) },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
