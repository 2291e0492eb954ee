import { useQuery } from '@tanstack/react-query';
import { CollectButton } from '~/components/social/LikeButton';
import { useCurrentUser } from '~/lib/current-user';
import { request } from '~/lib/request';

/**
 * Collect a published product (spec §3 "collections of products"). The page itself is shared by
 * every reader, so the viewer's mark and the count are read apart (collections.state).
 */
export function CollectProduct({ targetId }: { targetId: string }) {
  const { user } = useCurrentUser();
  const state = useQuery({
    queryKey: ['collections', 'state', 'product', targetId, user?.id ?? null],
    queryFn: () =>
      request<{ collected: boolean; collections: number }>('/api/community/collections/state', {
        query: { targetType: 'product', targetId },
      }),
  });
  return (
    <CollectButton
      targetType="product"
      targetId={targetId}
      active={state.data?.collected ?? false}
      count={state.data?.collections ?? 0}
      loggedIn={user !== null}
    />
  );
}
