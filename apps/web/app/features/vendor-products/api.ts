import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductAreaBody, VendorProductBody, VendorProductItem } from '@occ/shared/admin';
import { request } from '~/lib/request';

const KEY = ['my', 'products'] as const;

/** GET /api/my/products (products.mine): the organisation's products with their review state. */
export function useMyProducts() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => request<{ items: VendorProductItem[] }>('/api/my/products'),
  });
}

/** GET /api/my/products/:id (products.mineGet): the working copy to edit. */
export function useMyProduct(id: number | null) {
  return useQuery({
    queryKey: [...KEY, id],
    queryFn: () => request<ProductAreaBody>(`/api/my/products/${id}`),
    enabled: id !== null,
  });
}

/** POST /api/my/products (products.create) or PUT /api/my/products/:id (products.edit). */
export function useSaveProduct(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VendorProductBody) =>
      id === null
        ? request<{ id: number }>('/api/my/products', { method: 'POST', body })
        : request<null>(`/api/my/products/${id}`, { method: 'PUT', body }).then(() => ({ id })),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /api/my/products/:id/submit (products.submit): into the approval queue. */
export function useSubmitProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      request<{ submissionId: string }>(`/api/my/products/${id}/submit`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
