import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { profilePath } from '~/components/social/ProfileCard';
import { useCurrentUser } from '~/lib/current-user';
import { ContentTabs } from './ContentTabs';

/** /people/my/qa: my questions, answers and topics, with edit and delete on my questions and topics. */
export function MyQuestionsAndAnswers() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <Typography.Paragraph type="secondary">
        {t('profile.mine.intro')}{' '}
        {/* underlined: inside text a link must not rely on colour alone (WCAG 1.4.1) */}
        <Link to={profilePath(user.id)} style={{ textDecoration: 'underline' }}>
          {t('profile.mine.publicLink')}
        </Link>
      </Typography.Paragraph>
      <ContentTabs userId={user.id} owner />
    </>
  );
}
