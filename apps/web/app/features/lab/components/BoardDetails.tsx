import { Empty, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '~/components/ScrollRegion';
import { LocalTime } from '~/components/LocalTime';
import type { BoardDetail, LabDevice } from '../types';
import { SlotTime } from './SlotTime';
import { DeviceStateTag } from './StatusTags';

function Tags({ values }: { values: string[] }) {
  const { t } = useTranslation();
  return values.length ? (
    <>
      {values.map((v) => (
        <Tag key={v}>{v}</Tag>
      ))}
    </>
  ) : (
    <span className="lab-muted">{t('lab.none')}</span>
  );
}

/** What the board is: company, CPU and ISA, SoC, OS types, industries, fields, microservices. */
export function BoardFacts({ board }: { board: BoardDetail }) {
  const { t } = useTranslation();
  return (
    <dl className="lab-facts">
      <dt>{t('lab.card.company')}</dt>
      <dd>{board.company.name}</dd>
      <dt>{t('lab.card.cpu')}</dt>
      <dd>
        {board.cpu.name} <span className="lab-muted">({board.cpu.isa})</span>
      </dd>
      <dt>{t('lab.card.soc')}</dt>
      <dd>{board.soc.name}</dd>
      <dt>{t('lab.filter.os')}</dt>
      <dd>
        <Tags values={board.osTypes} />
      </dd>
      <dt>{t('lab.filter.industry')}</dt>
      <dd>
        <Tags values={board.industries} />
      </dd>
      <dt>{t('lab.filter.field')}</dt>
      <dd>
        <Tags values={board.fields} />
      </dd>
      <dt>{t('lab.filter.microservice')}</dt>
      <dd>
        <Tags values={board.microservices} />
      </dd>
      <dt>{t('lab.card.available')}</dt>
      <dd>
        {board.availableDevices} / {board.totalDevices}
      </dd>
      <dt>{t('lab.card.unconnected')}</dt>
      <dd>{board.unconnectedDevices}</dd>
      <dt>{t('lab.card.schedule')}</dt>
      <dd>
        <SlotTime from={board.scheduleFrom} to={board.scheduleTo} />
      </dd>
      <dt>{t('lab.card.endDate')}</dt>
      <dd>{board.endDate ? <LocalTime iso={board.endDate} /> : t('lab.card.noEndDate')}</dd>
    </dl>
  );
}

/** Each device with its state and the slots already taken on it until the end of the range. */
export function DeviceTimeline({ board }: { board: BoardDetail }) {
  const { t } = useTranslation();
  const columns: ColumnsType<LabDevice> = [
    { key: 'name', title: t('lab.table.device'), render: (_, d) => d.name },
    { key: 'state', title: t('lab.table.state'), render: (_, d) => <DeviceStateTag state={d.state} /> },
    {
      key: 'busy',
      title: t('lab.table.busy'),
      render: (_, d) => {
        const taken = board.busy
          .filter((b) => b.deviceId === d.id)
          .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
        return taken.length ? (
          <ul className="lab-busy">
            {taken.map((b) => (
              <li key={b.startsAt}>
                <SlotTime from={b.startsAt} to={b.endsAt} />
              </li>
            ))}
          </ul>
        ) : (
          <span className="lab-muted">{t('lab.allFree')}</span>
        );
      },
    },
  ];
  return (
    <ScrollRegion label={t('lab.board.devices')}>
      <Table<LabDevice>
        rowKey="id"
        columns={columns}
        dataSource={board.devices}
        pagination={false}
        locale={{ emptyText: <Empty description={t('lab.noBoardDevices')} /> }}
        data-testid="device-timeline"
      />
    </ScrollRegion>
  );
}
