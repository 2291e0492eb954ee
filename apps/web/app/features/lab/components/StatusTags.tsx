import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceState, ReservationState } from '@occ/shared';

// Tones are lab.css classes: antd's green and orange preset tags fall below AA contrast.
type Tone = 'ok' | 'info' | 'warn' | 'bad' | 'muted';

const RESERVATION_TONES: Record<ReservationState, Tone> = {
  reserving: 'info',
  successful: 'ok',
  cancelled: 'muted',
  released: 'muted',
  ended: 'muted',
};

const DEVICE_TONES: Record<DeviceState, Tone> = {
  online: 'ok',
  in_use: 'info',
  offline: 'muted',
  not_ready: 'warn',
  maintenance: 'bad',
};

export function ReservationStatusTag({ status }: { status: ReservationState }) {
  const { t } = useTranslation();
  return (
    <Tag
      className={`lab-tag lab-tag-${RESERVATION_TONES[status]}`}
      data-testid="reservation-status"
      data-status={status}
    >
      {t(`lab.status.${status}`)}
    </Tag>
  );
}

export function DeviceStateTag({ state }: { state: DeviceState }) {
  const { t } = useTranslation();
  return (
    <Tag className={`lab-tag lab-tag-${DEVICE_TONES[state]}`} data-state={state}>
      {t(`lab.deviceState.${state}`)}
    </Tag>
  );
}
