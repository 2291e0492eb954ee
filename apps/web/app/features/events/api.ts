import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LiveReservation, MyEventItem, MyLiveItem, Page, SignUpBody, SignUpResult } from '@occ/shared';
import { request } from '~/lib/request';

export const MY_EVENTS_KEY = ['events', 'mine'] as const;
const path = (ref: string | number) => `/api/events/${encodeURIComponent(String(ref))}/signup`;

/** POST /api/events/:ref/signup (events.signUp) */
export function useSignUp(ref: string | number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SignUpBody) => request<SignUpResult>(path(ref), { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: MY_EVENTS_KEY }),
  });
}

/** DELETE /api/events/:ref/signup (events.cancelSignUp) */
export function useCancelSignUp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ref: string | number) => request<{ promoted: boolean }>(path(ref), { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: MY_EVENTS_KEY }),
  });
}

/** GET /api/events/my?page= (events.mine) */
export function useMyEvents(page: number) {
  return useQuery({
    queryKey: [...MY_EVENTS_KEY, page],
    queryFn: () => request<Page<MyEventItem>>('/api/events/my', { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

export const MY_LIVE_KEY = ['events', 'mine', 'live'] as const;

/** POST (true) or DELETE (false) /api/events/:ref/live-reservation (events.reserveLive) */
export function useLiveReservation(ref: string | number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (reserve: boolean) =>
      request<LiveReservation>(`/api/events/${encodeURIComponent(String(ref))}/live-reservation`, {
        method: reserve ? 'POST' : 'DELETE',
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: MY_LIVE_KEY }),
  });
}

/** GET /api/events/my/live?page= (events.myLiveReservations) */
export function useMyLive(page: number) {
  return useQuery({
    queryKey: [...MY_LIVE_KEY, page],
    queryFn: () => request<Page<MyLiveItem>>('/api/events/my/live', { query: { page } }),
    placeholderData: keepPreviousData,
  });
}
