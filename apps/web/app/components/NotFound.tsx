import { useTranslation } from 'react-i18next';
import { ButtonLink } from './plain/plain';
import { StatusPage } from './StatusPage';

/** The 404 page (spec §2): offers the way back home. */
export function NotFound({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      status="404"
      title={<h1 className="result-title">{t('notFound.title')}</h1>}
      subTitle={message ?? t('notFound.subtitle')}
      extra={
        <ButtonLink look={{ type: 'primary' }} to="/">
          {t('notFound.home')}
        </ButtonLink>
      }
    />
  );
}
