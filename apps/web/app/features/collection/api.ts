import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CollectionItem, Page } from '@occ/shared';
import { toggleCollection } from '~/components/social/api';
import { request } from '~/lib/request';

// Client side of collections.list / collections.toggle (issue 4 contract).

/** The tabs of /people/my/collection (spec: product, blog, video, plus Q&A) and the targetType each asks for. */
export const COLLECTION_TABS = [
  ['all', undefined],
  ['product', 'product'],
  ['post', 'post'],
  ['video', 'video'],
  ['question', 'question'],
  ['topic', 'topic'],
] as const;
export type CollectionTab = (typeof COLLECTION_TABS)[number][0];

export const collectionsKey = ['collections'] as const;

/** GET /api/community/collections?page=&targetType= (collections.list), newest first. */
export function useCollections(targetType: string | undefined, page: number) {
  return useQuery({
    queryKey: [...collectionsKey, targetType ?? 'all', page],
    queryFn: () =>
      request<Page<CollectionItem>>('/api/community/collections', {
        query: targetType ? { page, targetType } : { page },
      }),
    placeholderData: (prev) => prev,
  });
}

/**
 * Removes a target from my collections. The server only offers a toggle, so when the answer says
 * "collected" (it had already been removed, e.g. in another tab) it is toggled once more.
 */
export function useRemoveCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ targetType, targetId }: { targetType: string; targetId: string }) => {
      const r = await toggleCollection(targetType, targetId);
      if (r.collected) await toggleCollection(targetType, targetId);
    },
    onSettled: () => client.invalidateQueries({ queryKey: collectionsKey }),
  });
}
