import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LabAgent, LabBoardImageAdmin, LabBoardImageBody, Page } from '@occ/shared';
import { request } from '~/lib/request';
import { uploadFile } from '~/lib/upload';

// Lab agents (labAgents.*) and the board image catalogue (labImages.*) for administrators.

const AGENTS_KEY = ['admin', 'lab', 'agents'] as const;
const IMAGES_KEY = ['admin', 'lab', 'images'] as const;
const enc = encodeURIComponent;

/** GET /api/admin/lab/agents?page= (labAgents.list), refreshed so online badges follow heartbeats. */
export function useAgents(page: number) {
  return useQuery({
    queryKey: [...AGENTS_KEY, page],
    queryFn: () => request<Page<LabAgent>>('/api/admin/lab/agents', { query: { page } }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}

/** POST /api/admin/lab/agents (labAgents.create): the token is in this answer and nowhere else. */
export function useCreateAgent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string }) =>
      request<{ agent: LabAgent; token: string }>('/api/admin/lab/agents', { method: 'POST', body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: AGENTS_KEY }),
  });
}

/** POST /api/admin/lab/agents/:id/revoke (labAgents.revoke): its connection is closed at once. */
export function useRevokeAgent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request<LabAgent>(`/api/admin/lab/agents/${enc(id)}/revoke`, { method: 'POST', body: {} }),
    onSettled: () => void client.invalidateQueries({ queryKey: AGENTS_KEY }),
  });
}

/** Board models to choose from: the console area labBoard's list (100 per page; a lab has far fewer). */
export function useBoardChoices() {
  return useQuery({
    queryKey: ['admin', 'lab', 'inventory', 'boards', 'options'],
    queryFn: async () =>
      (
        await request<Page<{ id: number; name: string }>>('/api/admin/labBoard', {
          query: { pageSize: 100 },
        })
      ).items.map((b) => ({ value: b.id, label: b.name })),
  });
}

/** GET /api/admin/lab/boards/:boardModelId/images?page= (labImages.list). */
export function useBoardImages(boardModelId: number | undefined, page: number) {
  return useQuery({
    queryKey: [...IMAGES_KEY, boardModelId, page],
    queryFn: () =>
      request<Page<LabBoardImageAdmin>>(`/api/admin/lab/boards/${boardModelId}/images`, { query: { page } }),
    enabled: boardModelId !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/lab/boards/:boardModelId/images (labImages.create): multipart, with progress. */
export function uploadBoardImage(
  boardModelId: number,
  file: File,
  fileName: string,
  fields: LabBoardImageBody,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
) {
  const text: Record<string, string> = { target: fields.target, name: fields.name };
  if (fields.description) text.description = fields.description;
  if (fields.bootCommand) text.bootCommand = fields.bootCommand;
  return uploadFile<LabBoardImageAdmin>(
    `/api/admin/lab/boards/${boardModelId}/images`,
    file,
    fileName,
    onProgress,
    {
      signal,
      fields: text,
    },
  );
}

/** Refreshes the image lists after an upload. */
export function useImagesChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: IMAGES_KEY });
}

/** DELETE /api/admin/lab/images/:id (labImages.delete). */
export function useDeleteImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<unknown>(`/api/admin/lab/images/${id}`, { method: 'DELETE' }),
    // the confirmation does not wait for the list to refetch (slow on a loaded machine)
    onSettled: () => void client.invalidateQueries({ queryKey: IMAGES_KEY }),
  });
}
