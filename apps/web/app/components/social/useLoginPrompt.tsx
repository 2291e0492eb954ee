import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useFeedback } from '~/lib/feedback';

/**
 * The visitor's login prompt (spec §6): any action that needs a user opens it; its button goes
 * to the login page and comes back to the same place afterwards.
 */
export function useLoginPrompt() {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const location = useLocation();
  return (text?: string) => {
    const redirect = encodeURIComponent(location.pathname + location.search);
    modal.confirm({
      title: t('community.social.loginTitle'),
      content: text ?? t('community.social.loginText'),
      okText: t('community.social.loginGo'),
      cancelText: t('community.social.cancel'),
      onOk: () => navigate(`/auth/login?redirect=${redirect}`),
    });
  };
}
