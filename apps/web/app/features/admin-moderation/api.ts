import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REPORT_STATUSES, SENSITIVE_ACTIONS, type ReportItem, type SensitiveWord } from '@occ/shared';
import { request } from '~/lib/request';

// Client side of sensitiveWords.* and reports.* (issue 4 contract; moderators only).

export const WORD_ACTIONS = SENSITIVE_ACTIONS;
export type WordAction = SensitiveWord['action'];
export { REPORT_STATUSES };
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export type AdminReport = ReportItem;
export type { SensitiveWord };

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

const WORDS_KEY = ['admin', 'sensitive-words'] as const;
const REPORTS_KEY = ['admin', 'reports'] as const;

/** GET /api/admin/sensitive-words?page=&q= (sensitiveWords.list). */
export function useSensitiveWords(page: number, q: string) {
  return useQuery({
    queryKey: [...WORDS_KEY, page, q],
    queryFn: () =>
      request<Page<SensitiveWord>>('/api/admin/sensitive-words', { query: { page, q: q || undefined } }),
    placeholderData: (prev) => prev,
  });
}

function useWordsChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: WORDS_KEY });
}

/** POST /api/admin/sensitive-words (sensitiveWords.create). */
export function useCreateWord() {
  const changed = useWordsChanged();
  return useMutation({
    mutationFn: (body: { word: string; action: WordAction }) =>
      request<SensitiveWord>('/api/admin/sensitive-words', { method: 'POST', body }),
    onSuccess: changed,
  });
}

/** PUT /api/admin/sensitive-words/:id (sensitiveWords.update): the action. */
export function useUpdateWord() {
  const changed = useWordsChanged();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: WordAction }) =>
      request<SensitiveWord>(`/api/admin/sensitive-words/${id}`, {
        method: 'PUT',
        body: { action },
      }),
    onSuccess: changed,
  });
}

/** DELETE /api/admin/sensitive-words/:id (sensitiveWords.delete). */
export function useDeleteWord() {
  const changed = useWordsChanged();
  return useMutation({
    mutationFn: (id: number) => request<unknown>(`/api/admin/sensitive-words/${id}`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}

/** GET /api/admin/reports?status=&page= (reports.list). */
export function useReports(status: ReportStatus, page: number) {
  return useQuery({
    queryKey: [...REPORTS_KEY, status, page],
    queryFn: () => request<Page<AdminReport>>('/api/admin/reports', { query: { status, page } }),
    placeholderData: (prev) => prev,
  });
}

/** POST /api/admin/reports/:id/resolve|ignore (reports.resolve, reports.ignore). */
export function useDecideReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'resolve' | 'ignore' }) =>
      request<unknown>(`/api/admin/reports/${encodeURIComponent(id)}/${decision}`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: REPORTS_KEY }),
  });
}
