import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '~/lib/request';
import type { AnswerItem } from '../types';
import { QUESTION_KEY } from './questions';

function useRefreshQuestion() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: QUESTION_KEY });
}

/** POST /api/community/questions/:id/answers (answers.create) */
export function useCreateAnswer(questionId: string) {
  const refresh = useRefreshQuestion();
  return useMutation({
    mutationFn: (body: string) =>
      request<AnswerItem>(`/api/community/questions/${encodeURIComponent(questionId)}/answers`, {
        method: 'POST',
        body: { body },
      }),
    onSuccess: refresh,
  });
}

/** POST /api/community/answers/:id/adopt (answers.adopt) */
export function useAdoptAnswer() {
  const refresh = useRefreshQuestion();
  return useMutation({
    mutationFn: (answerId: string) =>
      request<unknown>(`/api/community/answers/${encodeURIComponent(answerId)}/adopt`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: refresh,
  });
}

/** DELETE /api/community/answers/:id (answers.delete) */
export function useDeleteAnswer() {
  const refresh = useRefreshQuestion();
  return useMutation({
    mutationFn: (answerId: string) =>
      request<unknown>(`/api/community/answers/${encodeURIComponent(answerId)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** PUT /api/community/answers/:id (answers.update) */
export function useUpdateAnswer(answerId: string) {
  const refresh = useRefreshQuestion();
  return useMutation({
    mutationFn: (body: string) =>
      request<AnswerItem>(`/api/community/answers/${encodeURIComponent(answerId)}`, {
        method: 'PUT',
        body: { body },
      }),
    onSuccess: refresh,
  });
}
