import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LabReservation, Page, ReservationState } from '@occ/shared';
import { request } from '~/lib/request';

export const RESERVATIONS_KEY = ['admin', 'lab', 'reservations'] as const;

/** Reservations an administrator may still end: booked or running (the "live" ones). */
export const LIVE_STATES: readonly ReservationState[] = ['reserving', 'successful'];

/** GET /api/admin/lab/reservations?status=&page= (labReservations.adminList). */
export function useAdminReservations(status: ReservationState | undefined, page: number) {
  return useQuery({
    queryKey: [...RESERVATIONS_KEY, status ?? 'all', page],
    queryFn: () => request<Page<LabReservation>>('/api/admin/lab/reservations', { query: { status, page } }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/lab/reservations/:id/end (labReservations.end). */
export function useEndReservation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      request<LabReservation>(`/api/admin/lab/reservations/${encodeURIComponent(id)}/end`, {
        method: 'POST',
        body: { reason },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
