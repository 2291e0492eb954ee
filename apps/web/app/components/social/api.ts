import type { CommentItem, FollowState, ProfileCard } from '@occ/shared';
import { request } from '~/lib/request';

// The interaction calls of the community contract (modules/interactions, follows, reports),
// shared by every kind of content (questions, answers, topics, comments; posts and videos later).

/** POST /api/community/likes/toggle (likes.toggle) */
export const toggleLike = (targetType: string, targetId: string) =>
  request<{ liked: boolean; likes: number }>('/api/community/likes/toggle', {
    method: 'POST',
    body: { targetType, targetId },
  });

/** POST /api/community/collections/toggle (collections.toggle) */
export const toggleCollection = (targetType: string, targetId: string) =>
  request<{ collected: boolean; collections: number }>('/api/community/collections/toggle', {
    method: 'POST',
    body: { targetType, targetId },
  });

/** POST /api/community/reports (reports.create) */
export const createReport = (body: {
  targetType: string;
  targetId: string;
  reason: string;
  detail?: string;
}) => request<unknown>('/api/community/reports', { method: 'POST', body });

/** POST /api/users/:id/follow (follows.follow) */
export const follow = (userId: string) =>
  request<{ state: FollowState }>(`/api/users/${encodeURIComponent(userId)}/follow`, {
    method: 'POST',
    body: {},
  });

/** DELETE /api/users/:id/follow (follows.unfollow) */
export const unfollow = (userId: string) =>
  request<{ state?: FollowState } | null>(`/api/users/${encodeURIComponent(userId)}/follow`, {
    method: 'DELETE',
  });

/** GET /api/users/:id/profile-card (users.card) */
export const profileCard = (userId: string) =>
  request<ProfileCard>(`/api/users/${encodeURIComponent(userId)}/profile-card`);

/** POST /api/community/comments (comments.create) */
export const createComment = (body: {
  targetType: string;
  targetId: string;
  body: string;
  replyToId?: string;
}) => request<CommentItem>('/api/community/comments', { method: 'POST', body });

/** DELETE /api/community/comments/:id (comments.delete) */
export const deleteComment = (id: string) =>
  request<unknown>(`/api/community/comments/${encodeURIComponent(id)}`, { method: 'DELETE' });
