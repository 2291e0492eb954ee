import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LabBoardCard, Page } from '@occ/shared';
import { request } from '~/lib/request';
import type { BoardDetail } from '../types';

export const BOARDS_KEY = ['lab', 'boards'] as const;
export const BOARD_KEY = ['lab', 'board'] as const;
export const COLLECTIONS_KEY = ['lab', 'collections'] as const;

/** GET /api/lab/boards?… (labBoards.list); `apiQuery` is the canonical query string. */
export function useBoards(apiQuery: string, initial?: Page<LabBoardCard>) {
  return useQuery({
    queryKey: [...BOARDS_KEY, apiQuery],
    queryFn: () => request<Page<LabBoardCard>>(`/api/lab/boards${apiQuery ? `?${apiQuery}` : ''}`),
    initialData: initial,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/lab/boards/:id (labBoards.get): the card, its devices and the busy slots. */
export function useBoard(id: number | undefined, initial?: BoardDetail) {
  return useQuery({
    queryKey: [...BOARD_KEY, id],
    queryFn: () => request<BoardDetail>(`/api/lab/boards/${id}`),
    initialData: initial,
    enabled: id !== undefined,
  });
}

/** POST /api/lab/boards/:id/collect (labCollections.toggle). */
export function useToggleCollect() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      request<{ collected: boolean }>(`/api/lab/boards/${id}/collect`, { method: 'POST', body: {} }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: BOARDS_KEY }),
        client.invalidateQueries({ queryKey: BOARD_KEY }),
        client.invalidateQueries({ queryKey: COLLECTIONS_KEY }),
      ]),
  });
}

/** GET /api/lab/collections?page= (labCollections.list): the boards I collected, as cards. */
export function useCollections(page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...COLLECTIONS_KEY, page],
    queryFn: () => request<Page<LabBoardCard>>('/api/lab/collections', { query: { page } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
