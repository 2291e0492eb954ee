import { Empty, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LocalTime } from '~/components/LocalTime';
import { ToneTag } from '~/components/plain/ToneTag';
import { useProduct, useProductStates, type DeviceState } from './api';
import { DevicePage, LoadFailed, paths, ProductLinks, valueText } from './parts';

/**
 * /admin/iot/:id: the IoT view of a product — each device's online state, last seen, firmware
 * and its last reported value of every property of the data model, refreshed every 5 s.
 */
export function IotPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const product = useProduct(id);
  const states = useProductStates(id, page);
  const props = product.data?.dataModel.properties ?? [];
  return (
    <DevicePage id="device-iot-title" title={t('deviceConsole.iotTitle')}>
      {product.data && <ProductLinks product={product.data} />}
      {states.isError ? (
        <LoadFailed error={states.error} retry={() => void states.refetch()} />
      ) : (
        <Table<DeviceState>
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          loading={states.isPending}
          dataSource={states.data?.items ?? []}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('deviceConsole.noDevices')} />
            ),
          }}
          pagination={{ current: page, pageSize: 20, total: states.data?.total ?? 0, onChange: setPage }}
          columns={[
            {
              key: 'name',
              title: t('deviceConsole.deviceName'),
              render: (_, d) => <Link to={paths.demonstrate(d.id)}>{d.deviceName}</Link>,
            },
            {
              key: 'online',
              title: t('deviceConsole.onlineFilter'),
              render: (_, d) => (
                <ToneTag tone={d.online ? 'success' : 'neutral'}>
                  {d.online ? t('deviceConsole.online') : t('deviceConsole.offline')}
                </ToneTag>
              ),
            },
            {
              key: 'fw',
              title: t('deviceConsole.firmwareVersion'),
              render: (_, d) => d.firmwareVersion ?? '—',
            },
            ...props.map((p) => ({
              key: `p-${p.id}`,
              title: `${p.name}${p.unit ? ` (${p.unit})` : ''}`,
              render: (_: unknown, d: DeviceState) => valueText(d.properties[p.id], t),
            })),
            {
              key: 'seen',
              title: t('deviceConsole.lastSeen'),
              render: (_, d) =>
                d.lastSeenAt ? <LocalTime iso={d.lastSeenAt} withTime /> : t('deviceConsole.never'),
            },
          ]}
        />
      )}
    </DevicePage>
  );
}
