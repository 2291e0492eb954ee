import { Empty, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProducts, type DeviceProduct } from './api';
import { DevicePage, LoadFailed, paths } from './parts';

/** /admin/produce_info (the `produce` menu entry): the products, each with its production information and guide. */
export function ProduceListPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const products = useProducts(page);
  return (
    <DevicePage id="device-produce-list-title" title={t('deviceProduction.listTitle')}>
      <p className="device-order-note">{t('deviceProduction.listIntro')}</p>
      {products.isError ? (
        <LoadFailed error={products.error} retry={() => void products.refetch()} />
      ) : (
        <Table<DeviceProduct>
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          loading={products.isPending}
          dataSource={products.data?.items ?? []}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('deviceConsole.noProducts')} />
            ),
          }}
          pagination={{ current: page, pageSize: 20, total: products.data?.total ?? 0, onChange: setPage }}
          columns={[
            {
              key: 'name',
              title: t('deviceConsole.name'),
              render: (_, p) => <Link to={paths.produceInfo(p.id)}>{p.name}</Link>,
            },
            { key: 'chip', title: t('deviceConsole.chip'), dataIndex: 'chip' },
            {
              key: 'licences',
              title: t('deviceConsole.licences'),
              render: (_, p) => `${p.licencesIssued} / ${p.licenceQuota}`,
            },
            {
              key: 'guide',
              title: t('deviceProduction.guideTitle'),
              render: (_, p) => <Link to={paths.produceGuide(p.id)}>{t('deviceProduction.openGuide')}</Link>,
            },
          ]}
        />
      )}
    </DevicePage>
  );
}
