import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '~/components/LinkButton';

/** The console of a reservation that is not running now (409) or not usable by this user (403). */
export function ConsoleRefused({ reservationId, message }: { reservationId: string; message: string }) {
  const { t } = useTranslation();
  return (
    <div className="page page-narrow">
      <Result
        status="warning"
        title={<h1 className="result-title">{t('labConsole.refusedTitle')}</h1>}
        subTitle={<span data-testid="console-refused">{message}</span>}
        extra={
          <LinkButton type="primary" to={`/cloud/reservation/${reservationId}`}>
            {t('labConsole.backToReservation')}
          </LinkButton>
        }
      />
    </div>
  );
}
