import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompetitionView,
  JudgeItem,
  PhaseEdit,
  PhasesBody,
  RankingItem,
  ScoreBody,
  WinnersBody,
} from '@occ/shared';
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

/** GET /api/admin/competitions/:ref/phases (competitions.phases): the phases editor */
export function usePhases(ref: string | number) {
  return useQuery({
    queryKey: ['competitions', 'phases', String(ref)],
    queryFn: () => request<PhaseEdit[]>(`/api/admin/competitions/${encodeURIComponent(String(ref))}/phases`),
    // the editor starts from what is stored now, not from a copy cached by an earlier opening
    gcTime: 0,
  });
}

/** PUT /api/admin/competitions/:ref/phases (competitions.setPhases) */
export function useSavePhases(ref: string | number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PhasesBody) =>
      request<null>(`/api/admin/competitions/${encodeURIComponent(String(ref))}/phases`, {
        method: 'PUT',
        body,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['competitions'] }),
  });
}

/** GET /api/admin/competitions/:ref/submissions?phase= (submissions.listForJudging): the works to score */
export function useJudgeSubmissions(slug: string, phase: string) {
  return useQuery({
    queryKey: ['competitions', slug, 'judging', phase],
    queryFn: () =>
      request<JudgeItem[]>(`/api/admin/competitions/${encodeURIComponent(slug)}/submissions`, {
        query: { phase },
      }),
  });
}
