import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompetitionView, ScoreBody } from '@occ/shared';
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
