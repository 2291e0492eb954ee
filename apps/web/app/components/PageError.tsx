import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** spec §8 "Something wrong with the page": shown instead of a blank screen, with a retry. */
export function PageError({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="page-error">
      <Result
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
