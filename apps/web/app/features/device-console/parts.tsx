import { Button, Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEVICE_ONLINE_MINUTES, type DataModel } from '@occ/shared';
import { ToneTag, type Tone } from '~/components/ToneTag';
import { errorText } from '~/lib/form-errors';
import type { Campaign, DeviceProduct } from './api';

/** The console's paths of the device console (spec §2 mapping: they highlight their menu entry). */
export const paths = {
  products: '/admin/device_product',
  product: (id: string) => `/admin/device_product/${id}`,
  licences: (id: string) => `/admin/license/${id}`,
  firmware: (id: string) => `/admin/firmware/${id}`,
  fota: (id?: string) => (id ? `/admin/fota?product=${id}` : '/admin/fota'),
  campaign: (productId: string, id: string) => `/admin/fota_detail/${productId}/${id}`,
  devices: '/admin/device_list',
};

/** A page of the device console: its h1, an optional line of links, then the content. */
export function DevicePage({
  title,
  id,
  actions,
  children,
}: {
  title: string;
  id: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="device-console">
      <div className="device-console-head">
        <h1 id={id}>{title}</h1>
        {actions && <div className="device-console-actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** A failed load: what failed and a retry. */
export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <p role="alert">
      {t('deviceConsole.loadFailed')} {errorText(error)}{' '}
      <Button onClick={retry}>{t('deviceConsole.retry')}</Button>
    </p>
  );
}

/** Links from one product to its licences, firmware and campaigns. */
export function ProductLinks({ product }: { product: DeviceProduct }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('deviceConsole.productNav')} className="device-console-links">
      <Link to={paths.product(product.id)}>{t('deviceConsole.detail')}</Link>
      <Link to={paths.licences(product.id)}>{t('deviceConsole.licences')}</Link>
      <Link to={paths.firmware(product.id)}>{t('deviceConsole.firmwareTitle')}</Link>
      <Link to={paths.fota(product.id)}>{t('deviceConsole.campaigns')}</Link>
    </nav>
  );
}

const STATE_TONES: Record<Campaign['state'], Tone> = {
  running: 'info',
  paused: 'warning',
  cancelled: 'neutral',
  completed: 'success',
};

export function CampaignState({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  return (
    <ToneTag tone={STATE_TONES[campaign.state]} testId={`campaign-state-${campaign.id}`}>
      {t(`deviceConsole.state.${campaign.state}`)}
    </ToneTag>
  );
}

/** The product's data model (properties, events, commands) as three small tables. */
export function DataModelView({ model }: { model: DataModel }) {
  const { t } = useTranslation();
  const empty = { emptyText: t('deviceConsole.modelEmpty') };
  return (
    <div className="device-console-model">
      <h3>{t('deviceConsole.properties')}</h3>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: true }}
        locale={empty}
        dataSource={model.properties}
        columns={[
          { key: 'id', title: t('deviceConsole.identifier'), dataIndex: 'id' },
          { key: 'name', title: t('deviceConsole.name'), dataIndex: 'name' },
          { key: 'type', title: t('deviceConsole.type'), dataIndex: 'type' },
          { key: 'unit', title: t('deviceConsole.unit'), dataIndex: 'unit' },
          {
            key: 'writable',
            title: t('deviceConsole.writable'),
            render: (_, p) => (p.writable ? t('deviceConsole.yes') : t('deviceConsole.no')),
          },
        ]}
      />
      <h3>{t('deviceConsole.events')}</h3>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: true }}
        locale={empty}
        dataSource={model.events}
        columns={[
          { key: 'id', title: t('deviceConsole.identifier'), dataIndex: 'id' },
          { key: 'name', title: t('deviceConsole.name'), dataIndex: 'name' },
          { key: 'level', title: t('deviceConsole.level'), dataIndex: 'level' },
        ]}
      />
      <h3>{t('deviceConsole.commands')}</h3>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: true }}
        locale={empty}
        dataSource={model.commands}
        columns={[
          { key: 'id', title: t('deviceConsole.identifier'), dataIndex: 'id' },
          { key: 'name', title: t('deviceConsole.name'), dataIndex: 'name' },
          {
            key: 'params',
            title: t('deviceConsole.params'),
            render: (_, c) =>
              c.params.map((p) => `${p.id}: ${p.type}${p.unit ? ` (${p.unit})` : ''}`).join(', '),
          },
        ]}
      />
    </div>
  );
}

/** A device counts as online when it talked to the device API in the last minutes (as the server's filter). */
export const isOnline = (lastSeenAt: string | null, now: number) =>
  !!lastSeenAt && now - new Date(lastSeenAt).getTime() < DEVICE_ONLINE_MINUTES * 60_000;
