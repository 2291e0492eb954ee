import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LabApplication, LabApplyBody, LabPermissionStatus } from '@occ/shared';
import { request } from '~/lib/request';

export const PERMISSIONS_KEY = ['lab', 'permissions'] as const;

/** GET /api/lab/permissions (labPermissions.get): state and newest application per kind. */
export function useLabPermissions(initial?: LabPermissionStatus | null, enabled = true) {
  return useQuery({
    queryKey: PERMISSIONS_KEY,
    queryFn: () => request<LabPermissionStatus>('/api/lab/permissions'),
    initialData: initial ?? undefined,
    enabled,
  });
}

/** POST /api/lab/permissions (labPermissions.apply). */
export function useApplyLab() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LabApplyBody) =>
      request<LabApplication>('/api/lab/permissions', { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: PERMISSIONS_KEY }),
  });
}
