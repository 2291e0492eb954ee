import { PagedTable } from '~/components/PagedTable';
import { Button, Select, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '~/components/ScrollRegion';
import { Link } from 'react-router';
import { RESERVATION_STATES, type LabReservation, type ReservationState } from '@occ/shared';
import { useMyReservations } from '../api/reservations';
import { SlotTime } from './SlotTime';
import { ReservationStatusTag } from './StatusTags';
import { useReservationActions } from './useReservationActions';

/** My reservations, newest first, with a status filter; cancel and release behind confirmations. */
export function ReservationsTab() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReservationState | undefined>(undefined);
  const [page, setPage] = useState(1);
  const q = useMyReservations(status, page, true);
  const actions = useReservationActions();

  const columns: ColumnsType<LabReservation> = [
    {
      key: 'board',
      title: t('lab.table.board'),
      render: (_, r) => <Link to={`/cloud/board/${r.board.id}`}>{r.board.name}</Link>,
    },
    { key: 'device', title: t('lab.table.device'), render: (_, r) => r.device.name },
    { key: 'kind', title: t('lab.table.kind'), render: (_, r) => t(`lab.kind.${r.kind}`) },
    {
      key: 'slot',
      title: t('lab.table.slot'),
      render: (_, r) => <SlotTime from={r.startsAt} to={r.endsAt} />,
    },
    {
      key: 'status',
      title: t('lab.table.status'),
      render: (_, r) => (
        <>
          <ReservationStatusTag status={r.status} />
          {r.closeReason ? (
            <div className="lab-muted" data-testid="close-reason">
              {t('lab.closeReason', { reason: closeReasonText(r.closeReason, t) })}
            </div>
          ) : null}
        </>
      ),
    },
    {
      key: 'actions',
      title: t('lab.table.actions'),
      render: (_, r) => (
        <Space wrap size={4}>
          <Link to={`/cloud/reservation/${r.id}`}>{t('lab.actions.view')}</Link>
          {actions.canCancel(r) ? (
            <Button type="link" danger size="small" onClick={() => actions.confirmCancel(r)}>
              {t('lab.actions.cancel')}
            </Button>
          ) : null}
          {actions.canRelease(r) ? (
            <Button type="link" danger size="small" onClick={() => actions.confirmRelease(r)}>
              {t('lab.actions.release')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <section aria-labelledby="lab-reservations-title">
      <h2 id="lab-reservations-title" className="sr-only">
        {t('lab.tabs.reservations')}
      </h2>
      <div className="lab-toolbar">
        <label htmlFor="lab-status-filter">{t('lab.table.status')}</label>
        <Select
          id="lab-status-filter"
          style={{ minWidth: 160 }}
          value={status ?? 'all'}
          onChange={(v: string) => {
            setStatus(v === 'all' ? undefined : (v as ReservationState));
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('lab.status.all') },
            ...RESERVATION_STATES.map((s) => ({ value: s, label: t(`lab.status.${s}`) })),
          ]}
        />
      </div>
      <ScrollRegion label={t('lab.tabs.reservations')}>
        <PagedTable<LabReservation>
          query={q}
          page={page}
          onPage={setPage}
          columns={columns}
          emptyText={t('lab.empty')}
          failedText={t('lab.loadFailed')}
          testId="reservations-table"
          ownScroll={false}
        />
      </ScrollRegion>
    </section>
  );
}

/** The sweeper's reason 'no-show' has words of its own; an admin's reason is shown as typed. */
export function closeReasonText(reason: string, t: (k: string) => string): string {
  return reason === 'no-show' ? t('lab.noShow') : reason;
}
