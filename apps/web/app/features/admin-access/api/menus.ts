import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MenuRow, MenuUpdate } from '@occ/shared/admin';
import { request } from '~/lib/request';

export const MENUS_KEY = ['admin', 'menus'] as const;

/** GET /api/admin/menus (menus.list): every row, flat. */
export function useMenuRows() {
  return useQuery({
    queryKey: MENUS_KEY,
    queryFn: () => request<MenuRow[]>('/api/admin/menus'),
    // the editor restarts from every new answer: only a save (invalidation) may bring one
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** PUT /api/admin/menus (menus.update): the whole menu at once. */
export function useSaveMenus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MenuUpdate) => request<MenuRow[]>('/api/admin/menus', { method: 'PUT', body }),
    // the console's own menu comes from the same rows (refetched in the background: the toast
    // does not wait for it)
    onSuccess: () => void client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
