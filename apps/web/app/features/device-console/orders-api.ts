import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  catalogueOption,
  Page,
  SmallBatchBody,
  smallBatchOrder,
  voiceRequest,
  VoiceRequestBody,
} from '@occ/shared';
import { request } from '~/lib/request';
import { uploadFile } from '~/lib/upload';

// Small-batch orders and voice-model requests (issue 23): the server says which steps the viewer may take.

export type SmallBatchOrder = z.infer<typeof smallBatchOrder>;
export type VoiceRequest = z.infer<typeof voiceRequest>;
export type OrderKind = 'small-batch' | 'voice-requests';
export type OrderRow<K extends OrderKind> = K extends 'small-batch' ? SmallBatchOrder : VoiceRequest;
export type OrderBody<K extends OrderKind> = K extends 'small-batch'
  ? SmallBatchBody
  : Partial<VoiceRequestBody>;

const KEY = ['device-orders'] as const;
const base = (kind: OrderKind) => `/api/devices/${kind}`;

export const useCatalogueHardware = () =>
  useQuery({
    queryKey: [...KEY, 'catalogue'],
    queryFn: () => request<z.infer<typeof catalogueOption>[]>('/api/devices/catalogue-hardware'),
  });

export const useOrders = <K extends OrderKind>(kind: K, page: number) =>
  useQuery({
    queryKey: [...KEY, kind, 'list', page],
    queryFn: () => request<Page<OrderRow<K>>>(base(kind), { query: { page, pageSize: 20 } }),
  });

export const useOrder = <K extends OrderKind>(kind: K, id: string) =>
  useQuery({ queryKey: [...KEY, kind, id], queryFn: () => request<OrderRow<K>>(`${base(kind)}/${id}`) });

export function useCreateOrder<K extends OrderKind>(kind: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderBody<K>) => request<OrderRow<K>>(base(kind), { method: 'POST', body }),
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useStep(kind: OrderKind, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      request<unknown>(`${base(kind)}/${id}/transition`, { method: 'POST', body }),
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

/** A recording (customer) or the model file (staff) of a voice request. */
export function useVoiceUpload(id: string, what: 'recordings' | 'model') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (u: { file: File; word?: string }) =>
      uploadFile<unknown>(`${base('voice-requests')}/${id}/${what}`, u.file, u.file.name, () => undefined, {
        fields: u.word ? { word: u.word } : {},
      }),
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

export const modelLink = (id: string) => request<{ url: string }>(`${base('voice-requests')}/${id}/model`);
