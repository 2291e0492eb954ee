import { Button, Empty, Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEVICE_ONLINE_MINUTES, type DataModel } from '@occ/shared';
import { ToneTag, type Tone } from '~/components/plain/ToneTag';
import { errorText } from '~/lib/form-errors';
import type { Campaign, DeviceProduct } from './api';

/** The console's paths of the device console (spec §2 mapping: they highlight their menu entry). */
export const paths = {
  products: '/admin/device_product',
  product: (id: string) => `/admin/device_product/${id}`,
  /** spec §2 `/add_product`, `/modify_product`: the create and edit forms have their own addresses */
  addProduct: '/admin/add_product',
  modifyProduct: (id: string) => `/admin/modify_product/${id}`,
  licences: (id: string) => `/admin/license/${id}`,
  firmware: (id: string) => `/admin/firmware/${id}`,
  fota: (id?: string) => (id ? `/admin/fota?product=${id}` : '/admin/fota'),
  campaign: (productId: string, id: string) => `/admin/fota_detail/${productId}/${id}`,
  devices: '/admin/device_list',
  certification: (id: string) => `/admin/chip_certification/${id}`,
  iot: (id: string) => `/admin/iot/${id}`,
  demonstrate: (deviceId: string) => `/admin/demonstrate/${deviceId}`,
  demoConfig: (id: string) => `/admin/demo_config/${id}`,
  produceList: '/admin/produce_info',
  produceInfo: (id: string) => `/admin/produce_info/${id}`,
  produceGuide: (id: string) => `/admin/produce_guide/${id}`,
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
      <Link to={paths.iot(product.id)}>{t('deviceConsole.iotTitle')}</Link>
      <Link to={paths.certification(product.id)}>{t('deviceConsole.certTitle')}</Link>
      <Link to={paths.demoConfig(product.id)}>{t('deviceProduction.demoTitle')}</Link>
      <Link to={paths.produceInfo(product.id)}>{t('deviceProduction.infoTitle')}</Link>
      <Link to={paths.produceGuide(product.id)}>{t('deviceProduction.guideTitle')}</Link>
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

type ModelColumn<T> = { key: string; title: string; render: (row: T) => ReactNode };

/** One small table of the data model; an empty one says so with the console's `<Empty>`. */
function ModelTable<T extends { id: string }>({
  title,
  rows,
  columns,
}: {
  title: string;
  rows: T[];
  columns: ModelColumn<T>[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <h3>{title}</h3>
      <Table<T>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: true }}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('deviceConsole.modelEmpty')} />
          ),
        }}
        dataSource={rows}
        columns={columns.map((c) => ({
          key: c.key,
          title: c.title,
          render: (_: unknown, r: T) => c.render(r),
        }))}
      />
    </>
  );
}

/** The product's data model (properties, events, commands): the same table three times. */
export function DataModelView({ model }: { model: DataModel }) {
  const { t } = useTranslation();
  const id = { key: 'id', title: t('deviceConsole.identifier'), render: (r: { id: string }) => r.id };
  const name = { key: 'name', title: t('deviceConsole.name'), render: (r: { name: string }) => r.name };
  return (
    <div className="device-console-model">
      <ModelTable
        title={t('deviceConsole.properties')}
        rows={model.properties}
        columns={[
          id,
          name,
          { key: 'type', title: t('deviceConsole.type'), render: (p) => p.type },
          { key: 'unit', title: t('deviceConsole.unit'), render: (p) => p.unit },
          {
            key: 'writable',
            title: t('deviceConsole.writable'),
            render: (p) => (p.writable ? t('deviceConsole.yes') : t('deviceConsole.no')),
          },
        ]}
      />
      <ModelTable
        title={t('deviceConsole.events')}
        rows={model.events}
        columns={[id, name, { key: 'level', title: t('deviceConsole.level'), render: (e) => e.level }]}
      />
      <ModelTable
        title={t('deviceConsole.commands')}
        rows={model.commands}
        columns={[
          id,
          name,
          {
            key: 'params',
            title: t('deviceConsole.params'),
            render: (c) =>
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

/** A reported value as text: booleans in words, nothing reported as a dash. */
export function valueText(v: unknown, t: (k: string) => string): string {
  if (v === undefined || v === null) return '—';
  if (typeof v === 'boolean') return v ? t('deviceConsole.yes') : t('deviceConsole.no');
  return String(v);
}

/** The data model's properties with a device's last reported values and units. */
export function PropertyValues({ model, values }: { model: DataModel; values: Record<string, unknown> }) {
  const { t } = useTranslation();
  if (!model.properties.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('deviceConsole.modelEmpty')} />;
  return (
    <dl className="device-console-facts" data-testid="device-properties">
      {model.properties.map((p) => (
        <div key={p.id}>
          <dt>{p.name}</dt>
          <dd data-testid={`device-property-${p.id}`}>
            {valueText(values[p.id], t)}
            {values[p.id] !== undefined && p.unit ? ` ${p.unit}` : ''}
          </dd>
        </div>
      ))}
    </dl>
  );
}
