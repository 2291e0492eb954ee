import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LabReservation, LabReserveBody, Page, ReservationState } from '@occ/shared';
import { request } from '~/lib/request';
import { BOARD_KEY, BOARDS_KEY } from './boards';

export const RESERVATIONS_KEY = ['lab', 'reservations'] as const;
export const RESERVATION_KEY = ['lab', 'reservation'] as const;
export const MY_DEVICES_KEY = ['lab', 'devices', 'mine'] as const;

/** GET /api/lab/reservations?status=&page= (labReservations.list): mine, newest first. */
export function useMyReservations(status: ReservationState | undefined, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...RESERVATIONS_KEY, status ?? 'all', page],
    queryFn: () => request<Page<LabReservation>>('/api/lab/reservations', { query: { status, page } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/lab/reservations/:id (labReservations.get). */
export function useReservation(id: string, initial?: LabReservation) {
  return useQuery({
    queryKey: [...RESERVATION_KEY, id],
    queryFn: () => request<LabReservation>(`/api/lab/reservations/${encodeURIComponent(id)}`),
    initialData: initial,
    // the sweeper moves the status on at the slot's edges; a minute is close enough for the label
    refetchInterval: 60_000,
  });
}

/** GET /api/lab/devices/mine (labDevices.mine): devices of my running and upcoming slots. */
export function useMyDevices(enabled: boolean) {
  return useQuery({
    queryKey: MY_DEVICES_KEY,
    queryFn: () => request<LabReservation[]>('/api/lab/devices/mine'),
    enabled,
    refetchInterval: 60_000,
  });
}

/** Every view a reservation appears in, refreshed after any change to one. */
function useInvalidateReservations() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [RESERVATIONS_KEY, RESERVATION_KEY, MY_DEVICES_KEY, BOARDS_KEY, BOARD_KEY].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
}

/** POST /api/lab/reservations (labReservations.create). */
export function useCreateReservation() {
  const invalidate = useInvalidateReservations();
  return useMutation({
    mutationFn: (body: LabReserveBody) =>
      request<LabReservation>('/api/lab/reservations', { method: 'POST', body }),
    onSettled: invalidate,
  });
}

function useReservationAction(action: 'cancel' | 'release' | 'enter') {
  const invalidate = useInvalidateReservations();
  return useMutation({
    mutationFn: (id: string) =>
      request<LabReservation>(`/api/lab/reservations/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        body: {},
      }),
    onSettled: invalidate,
  });
}

/** POST /api/lab/reservations/:id/cancel (labReservations.cancel): before the slot starts. */
export const useCancelReservation = () => useReservationAction('cancel');
/** POST /api/lab/reservations/:id/release (labReservations.release): during the slot. */
export const useReleaseReservation = () => useReservationAction('release');
/** POST /api/lab/reservations/:id/enter (labReservations.enter): records attendance. */
export const useEnterReservation = () => useReservationAction('enter');
