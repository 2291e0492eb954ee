import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoleBody, RoleItem } from '@occ/shared/admin';
import { request } from '~/lib/request';

export const ROLES_KEY = ['admin', 'roles'] as const;
const rolePath = (key: string) => `/api/admin/roles/${encodeURIComponent(key)}`;

/** GET /api/admin/roles (roles.list): every role with its permissions and holder count. */
export function useRoles() {
  return useQuery({
    queryKey: ROLES_KEY,
    queryFn: () => request<RoleItem[]>('/api/admin/roles'),
  });
}

/** POST /api/admin/roles (roles.create) or PUT /api/admin/roles/:key (roles.update; key unchanged). */
export function useSaveRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ existing, body }: { existing: boolean; body: RoleBody }) =>
      request<{ key: string }>(existing ? rolePath(body.key) : '/api/admin/roles', {
        method: existing ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/**
 * DELETE /api/admin/roles/:key?confirm= (roles.delete). Without confirm a role still held answers
 * 409 with `result.holders`; the page asks and retries with confirm=true.
 */
export function useDeleteRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, confirm }: { key: string; confirm: boolean }) =>
      request<unknown>(rolePath(key), { method: 'DELETE', query: { confirm: String(confirm) } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
