import { PagedTable } from '~/components/PagedTable';
import { Button, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESERVATION_STATES, type LabReservation, type ReservationState } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { LIVE_STATES, useAdminReservations } from '../api/reservations';
import { ScrollRegion } from '~/components/ScrollRegion';
import { StatusTag, type Tone } from '../StatusTag';
import { errorText } from '../errors';
import { EndReservationModal } from './EndReservationModal';

export interface ReservationsView {
  status: ReservationState | undefined;
  page: number;
}

interface Props extends ReservationsView {
  onChange: (patch: Partial<ReservationsView>) => void;
}

const STATUS_TONES: Record<ReservationState, Tone> = {
  reserving: 'info',
  successful: 'success',
  cancelled: 'neutral',
  released: 'neutral',
  ended: 'neutral',
};

/** Every reservation of every user; the live ones (booked or running) can be ended with a reason. */
export function ReservationsTable({ status, page, onChange }: Props) {
  const { t } = useTranslation();
  const q = useAdminReservations(status, page);
  const [ending, setEnding] = useState<LabReservation | null>(null);

  const columns: ColumnsType<LabReservation> = [
    { key: 'user', title: t('admin.reservations.user'), render: (_, r) => r.user?.username ?? '—' },
    { key: 'board', title: t('admin.reservations.board'), render: (_, r) => r.board.name },
    { key: 'device', title: t('admin.reservations.device'), render: (_, r) => r.device.name },
    { key: 'kind', title: t('admin.reservations.kind'), render: (_, r) => t(`admin.kinds.${r.kind}`) },
    {
      key: 'slot',
      title: t('admin.reservations.slot'),
      render: (_, r) => (
        <span>
          <LocalTime iso={r.startsAt} withTime /> – <LocalTime iso={r.endsAt} withTime />
        </span>
      ),
    },
    {
      key: 'status',
      title: t('admin.reservations.status'),
      render: (_, r) => (
        <StatusTag tone={STATUS_TONES[r.status]}>{t(`admin.reservations.statuses.${r.status}`)}</StatusTag>
      ),
    },
    {
      key: 'reason',
      title: t('admin.reservations.reason'),
      render: (_, r) => r.closeReason || '—',
    },
    {
      key: 'action',
      title: t('admin.common.actions'),
      render: (_, r) =>
        LIVE_STATES.includes(r.status) ? (
          <Button danger size="small" onClick={() => setEnding(r)} data-testid={`end-${r.id}`}>
            {t('admin.reservations.end')}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <div style={{ marginBlockEnd: 16 }}>
        <label htmlFor="admin-reservation-status" style={{ marginInlineEnd: 8 }}>
          {t('admin.reservations.status')}
        </label>
        <Select
          id="admin-reservation-status"
          style={{ minInlineSize: 180 }}
          value={status ?? 'all'}
          onChange={(v: string) =>
            onChange({ status: v === 'all' ? undefined : (v as ReservationState), page: 1 })
          }
          options={[
            { value: 'all', label: t('admin.common.all') },
            ...RESERVATION_STATES.map((s) => ({ value: s, label: t(`admin.reservations.statuses.${s}`) })),
          ]}
        />
      </div>
      <ScrollRegion label={t('admin.reservations.title')}>
        <PagedTable<LabReservation>
          query={q}
          page={q.data?.page ?? page}
          onPage={(p) => onChange({ page: p })}
          columns={columns}
          emptyText={t('admin.reservations.empty')}
          failedText={q.isError ? errorText(q.error) : ''}
          ownScroll={false}
        />
      </ScrollRegion>
      <EndReservationModal item={ending} onClose={() => setEnding(null)} />
    </>
  );
}
