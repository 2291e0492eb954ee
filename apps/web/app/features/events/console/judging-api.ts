import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompetitionView, RankingItem, ScoreBody, WinnersBody } from '@occ/shared';
import { request } from '~/lib/request';

/** GET /api/competitions/:ref (competitions.get): the phases with their judging criteria */
export function useCompetitionPhases(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: ['competitions', slug],
    queryFn: () => request<CompetitionView>(`/api/competitions/${encodeURIComponent(slug)}`),
    enabled,
  });
}

/** POST /api/admin/submissions/:id/score (submissions.score): the judging list follows */
export function useScoreSubmission(id: number | string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ScoreBody) =>
      request<{ total: number }>(`/api/admin/submissions/${encodeURIComponent(String(id))}/score`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => qc.invalidateQueries(),
  });
}

/** GET /api/admin/competitions/:ref/ranking (competitions.ranking): the winners screen */
export function useRanking(ref: string | number, enabled: boolean) {
  return useQuery({
    queryKey: ['competitions', 'ranking', String(ref)],
    queryFn: () =>
      request<RankingItem[]>(`/api/admin/competitions/${encodeURIComponent(String(ref))}/ranking`),
    enabled,
  });
}

/** PUT /api/admin/competitions/:ref/winners (competitions.publishWinners) */
export function usePublishWinners(ref: string | number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: WinnersBody) =>
      request<null>(`/api/admin/competitions/${encodeURIComponent(String(ref))}/winners`, {
        method: 'PUT',
        body,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['competitions'] }),
  });
}
