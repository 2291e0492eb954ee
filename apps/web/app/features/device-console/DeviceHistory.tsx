import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LocalTime } from '~/components/LocalTime';
import { useDeviceHistory, type DeviceEvent } from './api';
import { LoadFailed } from './parts';

function describe(e: DeviceEvent, t: (k: string, o?: Record<string, unknown>) => string) {
  const d = e.detail as { from?: string | null; to?: string; commandId?: string; state?: string };
  if (e.kind === 'firmware') return t('deviceConsole.historyFirmware', { from: d.from ?? '—', to: d.to });
  if (e.kind === 'command')
    return t('deviceConsole.historyCommand', {
      command: d.commandId,
      state: t(`deviceConsole.commandState.${d.state}`),
    });
  return t(`deviceConsole.history_${e.kind}`);
}

/** A device's history from the server, newest first: online, offline, firmware, commands. */
export function DeviceHistory({ id }: { id: string }) {
  const { t } = useTranslation();
  const history = useDeviceHistory(id);
  if (history.isError) return <LoadFailed error={history.error} retry={() => void history.refetch()} />;
  if (history.isPending) return <Skeleton active aria-busy />;
  if (!history.data.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('deviceConsole.noHistory')} />;
  return (
    <ol className="device-console-history" data-testid="device-history">
      {history.data.map((e, i) => (
        <li key={`${e.at}-${i}`}>
          <LocalTime iso={e.at} withTime /> · {describe(e, t)}
        </li>
      ))}
    </ol>
  );
}
