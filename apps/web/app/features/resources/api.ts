import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page, ResourceItem, ResourcePage, ResourceProductOption, UserFilePage } from '@occ/shared';
import { request } from '~/lib/request';

const RESOURCES = ['resources'] as const;
const MY_RESOURCES = ['resources', 'mine'] as const;
const MY_FILES = ['my-files'] as const;
export const PAGE_SIZE = 10;

export function resourceQuery(
  type: string | null,
  page: number,
  q = '',
  product: string | null = null,
): string {
  const p = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (type) p.set('type', type);
  if (q) p.set('q', q);
  if (product) p.set('product', product);
  return p.toString();
}

/** GET /api/resources/products (resources.productOptions): the product picker of the forms. */
export function useProductOptions() {
  return useQuery({
    queryKey: [...RESOURCES, 'products'],
    queryFn: () => request<ResourceProductOption[]>('/api/resources/products'),
    staleTime: 5 * 60_000,
  });
}

/** The form values of a resource's text fields, as the server takes them. */
export interface ResourceFormValues {
  name: string;
  description?: string;
  type: string;
  productId?: number | null;
  version?: string;
  /** who may download it (RESOURCE_ACCESS_KEYS) */
  access?: string;
  fileLink?: string;
}

/** PUT /api/my/resources/:id (resources.update): the owner edits its resource. */
export function useUpdateMyResource() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: ResourceFormValues }) =>
      request<ResourceItem>(`/api/my/resources/${id}`, {
        method: 'PUT',
        body: {
          name: values.name,
          description: values.description ?? '',
          type: values.type,
          productId: values.productId ?? null,
          version: values.version ?? '',
          access: values.access ?? '0',
          fileLink: values.fileLink ?? '',
        },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: RESOURCES }),
  });
}

/** GET /api/resources (resources.list), first page from the loader. */
export function useResources(query: string, initial?: ResourcePage) {
  return useQuery({
    queryKey: [...RESOURCES, query],
    queryFn: () => request<ResourcePage>(`/api/resources?${query}`),
    initialData: initial,
    placeholderData: keepPreviousData,
  });
}

export function useMyResources(page: number) {
  return useQuery({
    queryKey: [...MY_RESOURCES, page],
    queryFn: () => request<Page<ResourceItem>>(`/api/my/resources?page=${page}&pageSize=${PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
}

export function useDeleteMyResource() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<null>(`/api/my/resources/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: RESOURCES }),
  });
}

export function useMyFiles(page: number) {
  return useQuery({
    queryKey: [...MY_FILES, page],
    queryFn: () => request<UserFilePage>(`/api/my/files?page=${page}&pageSize=${PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
}

export function useDeleteMyFile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<null>(`/api/my/files/${id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: MY_FILES });
      await qc.invalidateQueries({ queryKey: RESOURCES });
    },
  });
}
