import { PlainButton } from '~/components/plain/plain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginPrompt } from '~/components/social/useLoginPrompt';
import { RequestError } from '~/lib/request';
import { followVendor } from './api';
import { useFeedback } from '~/lib/feedback';

/** Follow / unfollow a vendor; a visitor is offered the login. The count beside it follows. */
export function FollowVendorButton({
  slug,
  loggedIn,
  following: initial,
  followers: initialCount,
}: {
  slug: string;
  loggedIn: boolean;
  following: boolean;
  followers: number;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const prompt = useLoginPrompt();
  const [state, setState] = useState({ following: initial, followers: initialCount });
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (!loggedIn) return prompt();
    setBusy(true);
    try {
      const next = await followVendor(slug, !state.following);
      setState(next);
      void message.success(t(next.following ? 'vendors.followed' : 'vendors.unfollowed'));
    } catch (e) {
      void message.error(e instanceof RequestError ? e.message : t('vendors.followFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="vnd-follow">
      <PlainButton
        look={{ type: state.following ? 'default' : 'primary', loading: busy }}
        onClick={() => void onClick()}
        data-testid="vendor-follow"
        aria-pressed={state.following}
      >
        {t(state.following ? 'vendors.unfollow' : 'vendors.follow')}
      </PlainButton>
      <span data-testid="vendor-followers">{t('vendors.followers', { count: state.followers })}</span>
    </div>
  );
}
