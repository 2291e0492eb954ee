import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowRow, FollowState, Page, ProfileCard, VendorCard } from '@occ/shared';
import { request } from '~/lib/request';

// Client side of follows.* / fans.* / users.card (issue 4 contract).

export interface Person {
  id: string;
  nickname: string;
  avatarUrl: string | null;
  vendor: boolean;
  state: FollowState;
  since?: string;
}

export type FollowList = 'fans' | 'follows';
/** the follows list's tabs (spec §3 "my attention: people and vendors") → the API's kind filter */
export const FOLLOW_TABS = [
  ['people', 'user'],
  ['vendors', 'vendor'],
] as const;
export type FollowTab = (typeof FOLLOW_TABS)[number][0];
export type FollowKind = 'all' | (typeof FOLLOW_TABS)[number][1];

/** The tab named by the page URL's ?tab=, people when missing or unknown. */
export function followTabOf(raw: string | null): FollowTab {
  return FOLLOW_TABS.find(([tab]) => tab === raw)?.[0] ?? 'people';
}

/** One row as the page uses it. */
export function personOf(row: FollowRow): Person {
  return {
    id: row.id,
    nickname: row.nickname,
    avatarUrl: row.avatarUrl ?? null,
    vendor: row.vendor,
    state: row.followState,
    since: row.since,
  };
}

export const followKey = (userId: string, list: FollowList) => ['follows', userId, list] as const;
export const cardKey = (userId: string) => ['users', userId, 'card'] as const;

/** GET /api/users/:id/fans|follows?page=&kind= (fans.list, follows.list). */
export function useFollowList(userId: string, list: FollowList, page: number, kind: FollowKind = 'all') {
  return useQuery({
    queryKey: [...followKey(userId, list), kind, page],
    queryFn: () =>
      request<Page<FollowRow>>(`/api/users/${encodeURIComponent(userId)}/${list}`, {
        query: { page, kind },
      }),
    placeholderData: (prev) => prev,
  });
}

/** GET /api/users/:id/profile-card (users.card): the counts shown above the lists. */
export function useProfileCard(userId: string) {
  return useQuery({
    queryKey: cardKey(userId),
    queryFn: () => request<ProfileCard>(`/api/users/${encodeURIComponent(userId)}/profile-card`),
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['follows'] }),
      client.invalidateQueries({ queryKey: ['users'] }),
    ]);
}

/** POST /api/users/:id/follow (follows.follow) → the new state. */
export function useFollow() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      request<{ state: FollowState }>(`/api/users/${encodeURIComponent(id)}/follow`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

/** DELETE /api/users/:id/follow (follows.unfollow). */
export function useUnfollow() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      request<unknown>(`/api/users/${encodeURIComponent(id)}/follow`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** DELETE /api/users/me/fans/:id (fans.remove). */
export function useRemoveFan() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      request<unknown>(`/api/users/me/fans/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** GET /api/my/vendor-follows (vendors.followed): the vendor organisations I follow. */
export function useFollowedVendors(page: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['follows', 'vendors', page],
    queryFn: () => request<Page<VendorCard>>('/api/my/vendor-follows', { query: { page, pageSize: 10 } }),
    placeholderData: (prev) => prev,
  });
}

/** DELETE /api/vendors/:slug/follow (vendors.unfollow). */
export function useUnfollowVendor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (slug: string) =>
      request<unknown>(`/api/vendors/${encodeURIComponent(slug)}/follow`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
