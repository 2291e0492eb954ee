import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage';

/** spec §8 "Something wrong with the page": shown instead of a blank screen, with a retry. */
export function PageError({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="page-error">
      <StatusPage
        status="error"
        title={t('error.page')}
        subTitle={t('error.pageDetail')}
        extra={
          <Button type="primary" onClick={onRetry ?? (() => window.location.reload())}>
            {t('error.retry')}
          </Button>
        }
      />
    </main>
  );
}
