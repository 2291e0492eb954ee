import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CatalogueParts,
  demoBoardOption,
  DemoConfig,
  DemoConfigBody,
  Page,
  ProductionGuide,
  ProductionInfo,
  ProductionInfoBody,
  TestResult,
  testUploadResult,
} from '@occ/shared';
import { request } from '~/lib/request';
import { uploadFile } from '~/lib/upload';

// A product's demo settings, production information and production guide (issue 23).

const KEY = ['devices', 'production'] as const;
const productUrl = (id: string) => `/api/devices/products/${encodeURIComponent(id)}`;
type UploadResult = z.infer<typeof testUploadResult>;

export const useDemoConfig = (id: string) =>
  useQuery({ queryKey: [...KEY, 'demo', id], queryFn: () => request<DemoConfig>(`${productUrl(id)}/demo`) });

/** The catalogue's published chips, MCUs and modules the product form offers. */
export const useCatalogueParts = () =>
  useQuery({
    queryKey: ['devices', 'catalogue-parts'],
    queryFn: () => request<CatalogueParts>('/api/devices/catalogue-parts'),
    staleTime: 5 * 60_000,
  });

export const useDemoBoards = () =>
  useQuery({
    queryKey: [...KEY, 'boards'],
    queryFn: () => request<z.infer<typeof demoBoardOption>[]>('/api/devices/demo-boards'),
  });

export function useSaveDemoConfig(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DemoConfigBody) =>
      request<DemoConfig>(`${productUrl(id)}/demo`, { method: 'PUT', body }),
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

export const useProductionInfo = (id: string) =>
  useQuery({
    queryKey: [...KEY, 'info', id],
    queryFn: () => request<ProductionInfo>(`${productUrl(id)}/production`),
  });

export function useSaveProductionInfo(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductionInfoBody) =>
      request<null>(`${productUrl(id)}/production`, { method: 'PUT', body }),
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

export const useTestResults = (id: string, page: number, station: string | null) =>
  useQuery({
    queryKey: [...KEY, 'results', id, page, station],
    queryFn: () =>
      request<Page<TestResult>>(`${productUrl(id)}/test-results`, {
        query: { page, pageSize: 20, ...(station ? { station } : {}) },
      }),
    placeholderData: keepPreviousData,
  });

export function useUploadTestResults(id: string, onProgress: (percent: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      uploadFile<UploadResult>(`${productUrl(id)}/test-results`, file, file.name, onProgress),
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

export const useGuide = (id: string) =>
  useQuery({
    queryKey: [...KEY, 'guide', id],
    queryFn: () => request<ProductionGuide>(`${productUrl(id)}/guide`),
  });

export function useSaveGuideNote(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => request<null>(`${productUrl(id)}/guide`, { method: 'PUT', body: { note } }),
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

/** A signed link to a firmware image (valid for an hour). */
export const firmwareLink = (productId: string, firmwareId: string) =>
  request<{ url: string }>(`${productUrl(productId)}/firmware/${encodeURIComponent(firmwareId)}/link`, {
    method: 'POST',
  });

/** A resource's download link (the resources directory's access rules apply). */
export const resourceLink = (resourceId: number) =>
  request<{ url: string }>(`/api/resources/${resourceId}/link`, { method: 'POST' });
