import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@occ/shared';
import { request } from '~/lib/request';
import type { Plate, QuestionBody, QuestionCard, QuestionDetail } from '../types';

/** one suggestion of questions.similar */
export interface SimilarItem {
  id: string;
  kind: string;
  title: string;
}

export const QUESTIONS_KEY = ['community', 'questions'] as const;
export const QUESTION_KEY = ['community', 'question'] as const;

/** GET /api/community/plates?kind= (plates.list) */
export function usePlates(kind: 'qa' | 'topic', initial?: Plate[]) {
  return useQuery({
    queryKey: ['community', 'plates', kind],
    queryFn: () => request<Plate[]>('/api/community/plates', { query: { kind } }),
    initialData: initial,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/community/questions?… (questions.list); `apiQuery` is the canonical query string. */
export function useQuestions(apiQuery: string, initial?: Page<QuestionCard>) {
  return useQuery({
    queryKey: [...QUESTIONS_KEY, apiQuery],
    queryFn: () => request<Page<QuestionCard>>(`/api/community/questions?${apiQuery}`),
    initialData: initial,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/community/questions/:id (questions.get) */
export function useQuestion(id: string, initial?: QuestionDetail) {
  return useQuery({
    queryKey: [...QUESTION_KEY, id],
    queryFn: () => request<QuestionDetail>(`/api/community/questions/${encodeURIComponent(id)}`),
    initialData: initial,
    enabled: Boolean(id),
  });
}

/** GET /api/community/questions/similar?title= (questions.similar) */
export function useSimilar(title: string) {
  return useQuery({
    queryKey: ['community', 'similar', title],
    queryFn: () => request<SimilarItem[]>('/api/community/questions/similar', { query: { title } }),
    enabled: title.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/community/questions/:id/view (questions.view) — counted once per viewer per day. */
export function viewQuestion(id: string) {
  return request<unknown>(`/api/community/questions/${encodeURIComponent(id)}/view`, {
    method: 'POST',
    body: {},
  });
}

/** POST /api/community/questions (questions.create) or PUT …/:id (questions.update) */
export function useSaveQuestion(id?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionBody) =>
      id
        ? request<QuestionDetail>(`/api/community/questions/${encodeURIComponent(id)}`, {
            method: 'PUT',
            body,
          })
        : request<QuestionDetail>('/api/community/questions', { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: QUESTIONS_KEY }),
        client.invalidateQueries({ queryKey: QUESTION_KEY }),
      ]),
  });
}

/** DELETE /api/community/questions/:id (questions.delete) */
export function useDeleteQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request<unknown>(`/api/community/questions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: QUESTIONS_KEY }),
  });
}

/** POST /api/admin/community/questions/:id/essence (questions.essence; moderators) */
export function useSetEssence(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (essence: boolean) =>
      request<{ essence: boolean }>(`/api/admin/community/questions/${encodeURIComponent(id)}/essence`, {
        method: 'POST',
        body: { essence },
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: QUESTIONS_KEY }),
        client.invalidateQueries({ queryKey: QUESTION_KEY }),
      ]),
  });
}
