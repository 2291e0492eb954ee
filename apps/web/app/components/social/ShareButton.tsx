import { useTranslation } from 'react-i18next';
import { PlainButton } from '~/components/plain/plain';
import { useLoginPrompt } from './useLoginPrompt';
import { useFeedback } from '~/lib/feedback';

/** Copies the page's link; visitors are told "Please log in before sharing" (spec §6/§8). */
export function ShareButton({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const prompt = useLoginPrompt();
  const onClick = async () => {
    if (!loggedIn) return prompt(t('community.social.shareNeedLogin'));
    try {
      await navigator.clipboard.writeText(window.location.href);
      void message.success(t('community.social.linkCopied'));
    } catch {
      void message.info(window.location.href);
    }
  };
  return (
    <PlainButton look={{ size: 'small' }} onClick={() => void onClick()} data-testid="share">
      {t('community.social.share')}
    </PlainButton>
  );
}
