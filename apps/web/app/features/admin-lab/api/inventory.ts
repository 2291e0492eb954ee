import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LabDeviceStateBody, LabDeviceStateResult, Page } from '@occ/shared';
import { request } from '~/lib/request';

/** The inventory collections under /api/admin/lab/ (labInventory.*). */
export type InventoryResource = 'companies' | 'cpus' | 'socs' | 'boards' | 'devices';

const keyOf = (resource: InventoryResource) => ['admin', 'lab', 'inventory', resource] as const;
const pathOf = (resource: InventoryResource, id?: number) =>
  `/api/admin/lab/${resource}${id === undefined ? '' : `/${id}`}`;

/** GET /api/admin/lab/<resource>?q=&page= (labInventory.list*): by name, `q` searches the name. */
export function useInventoryList<T>(resource: InventoryResource, page: number, q: string) {
  return useQuery({
    queryKey: [...keyOf(resource), 'page', page, q],
    queryFn: () => request<Page<T>>(pathOf(resource), { query: { page, q: q || undefined } }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The choices of a parent select (company, CPU, SoC, board): the first 100 by name, which the
 * list endpoint allows in one page; the inventory of one lab stays far below that.
 */
export function useInventoryOptions(resource: InventoryResource, enabled = true) {
  return useQuery({
    queryKey: [...keyOf(resource), 'options'],
    queryFn: async () =>
      (
        await request<Page<{ id: number; name: string }>>(pathOf(resource), { query: { pageSize: 100 } })
      ).items.map((i) => ({ value: i.id, label: i.name })),
    enabled,
  });
}

/** POST /api/admin/lab/<resource> (create) or PUT /api/admin/lab/<resource>/:id (replace). */
export function useSaveInventory<T, B>(resource: InventoryResource) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: B }) =>
      request<T>(pathOf(resource, id), { method: id === undefined ? 'POST' : 'PUT', body }),
    // parents' counts and children's names shown in other tables change too
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** DELETE /api/admin/lab/<resource>/:id; 409 labInUse while other records use it. */
export function useDeleteInventory(resource: InventoryResource) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<unknown>(pathOf(resource, id), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** PATCH /api/admin/lab/devices/:id (labInventory.setDeviceState): moves or cancels future reservations. */
export function useSetDeviceState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: LabDeviceStateBody }) =>
      request<LabDeviceStateResult>(pathOf('devices', id), { method: 'PATCH', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
