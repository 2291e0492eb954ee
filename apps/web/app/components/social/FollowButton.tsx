import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '~/components/plain/plain';
import { RequestError } from '~/lib/request';
import type { FollowState } from '@occ/shared';
import { follow, profileCard, unfollow } from './api';
import { useLoginPrompt } from './useLoginPrompt';
import { useFeedback } from '~/lib/feedback';

/**
 * Follow / unfollow a user (spec §4: not followed, followed, mutual). Hidden for yourself; the
 * state is read from the profile card when not given.
 */
export function FollowButton({
  userId,
  selfId,
  initial,
  onChange,
}: {
  userId: string;
  /** the viewer's id; null for a visitor */
  selfId: string | null;
  initial?: FollowState;
  /** after a successful follow or unfollow (e.g. to refresh counts shown beside the button) */
  onChange?: (state: FollowState) => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const prompt = useLoginPrompt();
  const [state, setState] = useState<FollowState>(initial ?? 'none');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (initial || !selfId || selfId === userId) return;
    profileCard(userId)
      .then((c) => setState(c.followState))
      .catch(() => undefined);
  }, [initial, selfId, userId]);
  if (selfId === userId || state === 'self') return null;
  const onClick = async () => {
    if (!selfId) return prompt();
    setBusy(true);
    try {
      let next: FollowState = 'none';
      if (state === 'none') next = (await follow(userId)).state;
      else await unfollow(userId);
      setState(next);
      onChange?.(next);
    } catch (e) {
      const fallback = t(
        state === 'none' ? 'community.social.followFailed' : 'community.social.unfollowFailed',
      );
      void message.error(e instanceof RequestError && e.kind === 'business' ? e.message : fallback);
    } finally {
      setBusy(false);
    }
  };
  return (
    <PlainButton
      look={{ size: 'small', type: state === 'none' ? 'primary' : 'default', loading: busy }}
      onClick={() => void onClick()}
      data-testid="follow"
    >
      {t(`community.social.follow.${state}`)}
    </PlainButton>
  );
}
