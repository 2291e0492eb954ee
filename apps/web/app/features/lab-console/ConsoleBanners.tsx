import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentLocale, type LabResetBody } from '@occ/shared';
import type { ConsoleBoardState, ConsoleEnd, ConsoleStatus } from './console-socket';
import { boardStateText, endText } from './end-text';

interface Props {
  reservationId: string;
  status: ConsoleStatus;
  boardState: ConsoleBoardState;
  end: ConsoleEnd | null;
  resetting: LabResetBody['kind'] | null;
  onReconnect: () => void;
}

/** What stands between the user and a usable console, most important first. */
export function ConsoleBanners({ reservationId, status, boardState, end, resetting, onReconnect }: Props) {
  const { t, i18n } = useTranslation();
  const locale = contentLocale(i18n.language);
  if (end) {
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="console-ended"
        title={endText(end, t, locale)}
        description={t('labConsole.end.readOnly')}
        action={<Link to={`/cloud/reservation/${reservationId}`}>{t('labConsole.backToReservation')}</Link>}
      />
    );
  }
  const state = boardStateText(boardState, locale);
  return (
    <>
      {resetting ? (
        <Alert
          type="info"
          showIcon
          data-testid="console-resetting"
          title={t(`labConsole.reset.${resetting}Running`)}
        />
      ) : null}
      {state ? <Alert type="warning" showIcon data-testid="console-board-state" title={state} /> : null}
      {status === 'reconnecting' ? (
        <Alert
          type="info"
          showIcon
          data-testid="console-reconnecting"
          title={t('labConsole.status.reconnecting')}
          action={
            <Button size="small" onClick={onReconnect}>
              {t('labConsole.status.reconnectNow')}
            </Button>
          }
        />
      ) : null}
    </>
  );
}
