import { Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '~/components/ScrollRegion';
import { Link } from 'react-router';
import type { LabReservation } from '@occ/shared';
import { useMyDevices } from '../api/reservations';
import { isRunning } from '../lifecycle';
import { Countdown } from './Countdown';
import { SlotTime } from './SlotTime';
import { DeviceStateTag, ReservationStatusTag } from './StatusTags';

/** The devices of my running and upcoming slots, with the time left. */
export function DevicesTab() {
  const { t } = useTranslation();
  const q = useMyDevices(true);
  const columns: ColumnsType<LabReservation> = [
    {
      key: 'device',
      title: t('lab.table.device'),
      render: (_, r) => (
        <>
          {r.device.name} <DeviceStateTag state={r.device.state} />
        </>
      ),
    },
    {
      key: 'board',
      title: t('lab.table.board'),
      render: (_, r) => <Link to={`/cloud/board/${r.board.id}`}>{r.board.name}</Link>,
    },
    {
      key: 'slot',
      title: t('lab.table.slot'),
      render: (_, r) => <SlotTime from={r.startsAt} to={r.endsAt} />,
    },
    {
      key: 'status',
      title: t('lab.table.status'),
      render: (_, r) => <ReservationStatusTag status={r.status} />,
    },
    {
      key: 'left',
      title: t('lab.table.timeLeft'),
      render: (_, r) =>
        // running by the clock, even before the sweeper has promoted it
        isRunning(r, Date.now()) ? (
          <Countdown to={r.endsAt} label={t('lab.endsIn')} />
        ) : (
          <Countdown to={r.startsAt} label={t('lab.startsIn')} />
        ),
    },
    {
      key: 'open',
      title: t('lab.table.actions'),
      render: (_, r) => <Link to={`/cloud/reservation/${r.id}`}>{t('lab.actions.open')}</Link>,
    },
  ];
  return (
    <section aria-labelledby="lab-devices-title">
      <h2 id="lab-devices-title" className="sr-only">
        {t('lab.tabs.devices')}
      </h2>
      <ScrollRegion label={t('lab.tabs.devices')}>
        <Table<LabReservation>
          rowKey="id"
          columns={columns}
          dataSource={q.data ?? []}
          loading={q.isFetching && !q.data}
          pagination={false}
          locale={{ emptyText: q.isError ? t('lab.loadFailed') : <Empty description={t('lab.noDevices')} /> }}
          data-testid="devices-table"
        />
      </ScrollRegion>
    </section>
  );
}
