import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckInStats } from '@occ/shared';
import { request } from '~/lib/request';

const base = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/checkin`;
const statsKey = (eventId: string) => ['events', 'checkin-stats', eventId] as const;

/** GET /api/events/:ref/checkin/stats (events.checkInStats) */
export function useCheckInStats(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: statsKey(eventId),
    queryFn: () => request<CheckInStats>(`${base(eventId)}/stats`),
    enabled,
  });
}

/** POST /api/events/:ref/checkin (events.checkIn): the stats and the participants list follow */
export function useCheckIn(eventId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      request<{ name: string; unit: string; checkedInAt: string }>(base(eventId), {
        method: 'POST',
        body: { code },
      }),
    onSuccess: () => qc.invalidateQueries(),
  });
}
