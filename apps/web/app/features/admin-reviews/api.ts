import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ModerationAction,
  ModerationLogItem,
  Page,
  PostDetail,
  ReviewAction,
  ReviewItem,
  ReviewResult,
  ReviewType,
  VideoDetail,
} from '@occ/shared';
import { request } from '~/lib/request';

// Client side of reviews.* (issue 5 contract; moderators only) and the reads its previews need.

export type ReviewListState = 'pending' | 'published';

const QUEUE_KEY = ['admin', 'reviews'] as const;
const LOG_KEY = ['admin', 'moderation-log'] as const;

/** GET /api/admin/reviews?type=&state=&page= (reviews.list) */
export function useReviewQueue(type: ReviewType, state: ReviewListState, page: number) {
  return useQuery({
    queryKey: [...QUEUE_KEY, type, state, page],
    queryFn: () => request<Page<ReviewItem>>('/api/admin/reviews', { query: { type, state, page } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/moderation-log?page=&action= (reviews.log) */
export function useModerationLog(page: number, action?: ModerationAction) {
  return useQuery({
    queryKey: [...LOG_KEY, page, action ?? null],
    queryFn: () => request<Page<ModerationLogItem>>('/api/admin/moderation-log', { query: { page, action } }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/reviews/:type/:id/approve|reject|remove (reviews.approve, .reject, .remove) */
export function useDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, action, reason }: { item: ReviewItem; action: ReviewAction; reason?: string }) =>
      request<ReviewResult>(
        `/api/admin/reviews/${encodeURIComponent(item.type)}/${encodeURIComponent(item.id)}/${action}`,
        { method: 'POST', body: reason ? { reason } : {} },
      ),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: QUEUE_KEY }),
        client.invalidateQueries({ queryKey: LOG_KEY }),
        client.invalidateQueries({ queryKey: ['admin', 'count'] }),
      ]),
  });
}

/** GET /api/posts/:id (posts.get): moderators read what was submitted. */
export function usePostPreview(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'reviews', 'preview', 'post', id],
    queryFn: () => request<PostDetail>(`/api/posts/${encodeURIComponent(id)}`),
    enabled,
    staleTime: 30_000,
  });
}

/** GET /api/videos/:id (videos.get): the player and cover of a video under review. */
export function useVideoPreview(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'reviews', 'preview', 'video', id],
    queryFn: () => request<VideoDetail>(`/api/videos/${encodeURIComponent(id)}`),
    enabled,
    staleTime: 30_000,
  });
}
