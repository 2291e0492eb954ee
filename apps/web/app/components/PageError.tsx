import { useTranslation } from 'react-i18next';
import { buttonClass } from './plain/plain';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useHydrated } from '~/lib/hydrated';
import { StatusPage } from './StatusPage';

/** Why the page failed, in spec §8's words: offline ("Network exception"), the API broke ("Interface error"). */
function causeKey(error: unknown, offline: boolean): string {
  if (offline) return 'error.networkException';
  if (isRouteErrorResponse(error) && error.status >= 500) return 'error.interface';
  return 'error.pageDetail';
}

/** spec §8 "Something wrong with the page": shown instead of a blank screen, with a retry. */
export function PageError({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const hydrated = useHydrated();
  const offline = hydrated && typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <main id="main" className="page-error">
      <StatusPage
        status="error"
        title={t('error.page')}
        subTitle={t(causeKey(error, offline))}
        extra={
          <button
            type="button"
            className={buttonClass({ type: 'primary' })}
            onClick={onRetry ?? (() => window.location.reload())}
          >
            {t('error.retry')}
          </button>
        }
      />
    </main>
  );
}
