import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '~/lib/request';
import {
  NO_UNREAD,
  type Conversation,
  type DirectMessage,
  type NotificationItem,
  type NotificationTab,
  type Page,
  type UnreadCounts,
} from './types';

export const UNREAD_KEY = ['notifications', 'unread'] as const;
export const NOTIFICATIONS_KEY = ['notifications', 'list'] as const;
export const CONVERSATIONS_KEY = ['messages', 'conversations'] as const;
export const threadKey = (userId: string) => ['messages', 'thread', userId] as const;

/** GET /api/notifications/unread (notifications.unread). */
export function useUnreadCounts(enabled = true, refetchInterval: number | false = false) {
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: async (): Promise<UnreadCounts> => ({
      ...NO_UNREAD,
      ...(await request<Partial<UnreadCounts>>('/api/notifications/unread')),
    }),
    enabled,
    refetchInterval,
  });
}

/** GET /api/notifications?category=&page= (notifications.list). */
export function useNotifications(category: NotificationTab, page: number, enabled = true) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, category, page],
    queryFn: () => request<Page<NotificationItem>>('/api/notifications', { query: { category, page } }),
    enabled,
    placeholderData: (prev) => prev,
  });
}

/** POST /api/notifications/read (notifications.markRead): some ids, a category, or all. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids?: string[]; all?: true; category?: string }) =>
      request<unknown>('/api/notifications/read', { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: UNREAD_KEY }),
        client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
      ]),
  });
}

/** GET /api/messages/conversations (messages.conversations). */
export function useConversations(page: number, enabled = true) {
  return useQuery({
    queryKey: [...CONVERSATIONS_KEY, page],
    queryFn: () => request<Page<Conversation>>('/api/messages/conversations', { query: { page } }),
    enabled,
    placeholderData: (prev) => prev,
  });
}

/** GET /api/messages/with/:userId (messages.thread), newest page first; older pages on demand. */
export function useThread(userId: string | null) {
  return useInfiniteQuery({
    queryKey: threadKey(userId ?? ''),
    enabled: !!userId,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      request<Page<DirectMessage>>(`/api/messages/with/${encodeURIComponent(userId ?? '')}`, {
        query: { page: pageParam },
      }),
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** POST /api/messages (messages.send). */
export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { to: string; body: string }) =>
      request<DirectMessage>('/api/messages', { method: 'POST', body }),
    onSuccess: (_saved, vars) =>
      Promise.all([
        client.invalidateQueries({ queryKey: threadKey(vars.to) }),
        client.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
      ]),
  });
}
