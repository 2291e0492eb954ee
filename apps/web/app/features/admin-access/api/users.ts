import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@occ/shared';
import type { AdminUserDetail, AdminUserItem } from '@occ/shared/admin';
import { request } from '~/lib/request';

export const USERS_KEY = ['admin', 'users'] as const;
const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export interface UserFilters {
  page: number;
  q: string;
  role?: string;
  disabled?: 'true' | 'false';
}

/** GET /api/admin/users?page&q&role&disabled (users.adminList). */
export function useAdminUsers(f: UserFilters) {
  return useQuery({
    queryKey: [...USERS_KEY, 'list', f.page, f.q, f.role ?? '', f.disabled ?? ''],
    queryFn: () =>
      request<Page<AdminUserItem>>('/api/admin/users', {
        query: { page: f.page, q: f.q || undefined, role: f.role, disabled: f.disabled },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/users/:id (users.adminGet): profile, roles, badges, sessions. */
export function useAdminUser(id: string) {
  return useQuery({
    queryKey: [...USERS_KEY, 'detail', id],
    queryFn: () => request<AdminUserDetail>(userPath(id)),
  });
}

export type UserAction = 'disable' | 'enable' | 'reset-password';

/** POST /api/admin/users/:id/disable|enable|reset-password (users.disable, users.enable, users.resetPassword). */
export function useUserAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: UserAction }) =>
      request<unknown>(`${userPath(id)}/${action}`, { method: 'POST', body: {} }),
    onSuccess: () => void client.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

/** PUT /api/admin/users/:id/roles (users.setRoles). */
export function useSetUserRoles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, roles }: { id: string; roles: string[] }) =>
      request<unknown>(`${userPath(id)}/roles`, { method: 'PUT', body: { roles } }),
    // holder counts of the roles change too
    onSuccess: () => void client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
