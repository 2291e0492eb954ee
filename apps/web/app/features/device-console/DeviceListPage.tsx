import { Drawer, Input, Select, Table, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LocalTime } from '~/components/LocalTime';
import { ToneTag } from '~/components/plain/ToneTag';
import { useCampaigns, useDevices, useProducts, type DeviceFilters, type DeviceRow } from './api';
import { DeviceHistory } from './DeviceHistory';
import { DevicePage, isOnline, LoadFailed, paths } from './parts';

/**
 * /admin/device_list: every device of the organisation (staff: all) filtered by product, firmware
 * version, online state, revocation and update campaign (all kept in the URL); a row opens its
 * detail with the device's history and a link to demonstrate it.
 */
export function DeviceListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [detail, setDetail] = useState<DeviceRow | null>(null);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters: DeviceFilters = {
    productId: params.get('product') || undefined,
    firmwareVersion: params.get('firmware') || undefined,
    revoked: (params.get('revoked') as '0' | '1' | null) || undefined,
    online: (params.get('online') as '0' | '1' | null) || undefined,
    campaignId: params.get('campaign') || undefined,
  };
  const products = useProducts(1, 100);
  // a product's campaigns: the campaign filter offers those of the chosen product
  const campaigns = useCampaigns(filters.productId ?? null);
  const devices = useDevices(filters, page);
  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  // online is judged at the moment the list was fetched
  const now = devices.dataUpdatedAt;

  return (
    <DevicePage id="device-list-title" title={t('deviceConsole.devicesTitle')}>
      <div className="device-console-filters" role="search">
        <Select
          aria-label={t('deviceConsole.product')}
          className="device-console-select"
          allowClear
          placeholder={t('deviceConsole.allProducts')}
          value={filters.productId}
          onChange={(v?: string) => {
            const next = new URLSearchParams(params);
            if (v) next.set('product', v);
            else next.delete('product');
            next.delete('campaign');
            next.delete('page');
            setParams(next);
          }}
          options={(products.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }))}
        />
        <Select
          aria-label={t('deviceConsole.campaignFilter')}
          className="device-console-select"
          allowClear
          disabled={!filters.productId}
          placeholder={t('deviceConsole.anyCampaign')}
          value={filters.campaignId}
          onChange={(v?: string) => set('campaign', v)}
          options={(campaigns.data ?? []).map((c) => ({
            value: c.id,
            label: `${c.version} · ${t(`deviceConsole.state.${c.state}`)}`,
          }))}
        />
        <Input.Search
          aria-label={t('deviceConsole.firmwareVersion')}
          placeholder={t('deviceConsole.firmwareVersion')}
          defaultValue={filters.firmwareVersion}
          allowClear
          onSearch={(v) => set('firmware', v.trim() || undefined)}
          className="device-console-search"
        />
        <Select
          aria-label={t('deviceConsole.onlineFilter')}
          className="device-console-select-narrow"
          value={filters.online ?? ''}
          onChange={(v: string) => set('online', v || undefined)}
          options={[
            { value: '', label: t('deviceConsole.anyOnline') },
            { value: '1', label: t('deviceConsole.online') },
            { value: '0', label: t('deviceConsole.offline') },
          ]}
        />
        <Select
          aria-label={t('deviceConsole.licenceState')}
          className="device-console-select-narrow"
          value={filters.revoked ?? ''}
          onChange={(v: string) => set('revoked', v || undefined)}
          options={[
            { value: '', label: t('deviceConsole.anyLicence') },
            { value: '0', label: t('deviceConsole.activeState') },
            { value: '1', label: t('deviceConsole.revokedState') },
          ]}
        />
      </div>
      {devices.isError ? (
        <LoadFailed error={devices.error} retry={() => void devices.refetch()} />
      ) : (
        <Table<DeviceRow>
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          loading={devices.isPending}
          dataSource={devices.data?.items ?? []}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('deviceConsole.noDevices')} />
            ),
          }}
          onRow={(d) => ({ onClick: () => setDetail(d) })}
          pagination={{
            current: page,
            pageSize: 20,
            total: devices.data?.total ?? 0,
            onChange: (p) => set('page', String(p)),
          }}
          columns={[
            {
              key: 'name',
              title: t('deviceConsole.deviceName'),
              render: (_, d) => (
                <a
                  href={`#${d.id}`}
                  onClick={(e) => {
                    e.preventDefault();
                    setDetail(d);
                  }}
                >
                  {d.deviceName}
                </a>
              ),
            },
            { key: 'product', title: t('deviceConsole.product'), dataIndex: 'productName' },
            {
              key: 'fw',
              title: t('deviceConsole.firmwareVersion'),
              render: (_, d) => d.firmwareVersion ?? '—',
            },
            {
              key: 'online',
              title: t('deviceConsole.onlineFilter'),
              render: (_, d) => <OnlineTag device={d} now={now} />,
            },
            {
              key: 'seen',
              title: t('deviceConsole.lastSeen'),
              render: (_, d) =>
                d.lastSeenAt ? <LocalTime iso={d.lastSeenAt} withTime /> : t('deviceConsole.never'),
            },
          ]}
        />
      )}
      <Drawer
        open={!!detail}
        onClose={() => setDetail(null)}
        title={detail?.deviceName}
        width="min(480px, 100vw)"
      >
        {detail && <DeviceDetail device={detail} now={now} />}
      </Drawer>
    </DevicePage>
  );
}

function OnlineTag({ device, now }: { device: DeviceRow; now: number }) {
  const { t } = useTranslation();
  return isOnline(device.lastSeenAt, now) ? (
    <ToneTag tone="success">{t('deviceConsole.online')}</ToneTag>
  ) : (
    <ToneTag tone="neutral">{t('deviceConsole.offline')}</ToneTag>
  );
}

/** A device's detail: identity, product, licence state and what the device API last heard. */
function DeviceDetail({ device: d, now }: { device: DeviceRow; now: number }) {
  const { t } = useTranslation();
  return (
    <>
      <dl className="device-console-facts">
        <div>
          <dt>{t('deviceConsole.product')}</dt>
          <dd>
            <Link to={paths.product(d.productId)}>{d.productName}</Link> ({d.productKey})
          </dd>
        </div>
        <div>
          <dt>{t('deviceConsole.licenceState')}</dt>
          <dd>{d.revokedAt ? t('deviceConsole.revokedState') : t('deviceConsole.activeState')}</dd>
        </div>
        <div>
          <dt>{t('deviceConsole.onlineFilter')}</dt>
          <dd>
            <OnlineTag device={d} now={now} />
          </dd>
        </div>
        <div>
          <dt>{t('deviceConsole.firmwareVersion')}</dt>
          <dd>{d.firmwareVersion ?? '—'}</dd>
        </div>
      </dl>
      <p>
        <Link to={paths.demonstrate(d.id)}>{t('deviceConsole.demonstrate')}</Link>
      </p>
      <h3>{t('deviceConsole.history')}</h3>
      <DeviceHistory id={d.id} />
      <ol className="device-console-history">
        {d.revokedAt && (
          <li>
            <LocalTime iso={d.revokedAt} withTime /> · {t('deviceConsole.historyRevoked')}
          </li>
        )}
        <li>
          <LocalTime iso={d.createdAt} withTime /> · {t('deviceConsole.historyIssued')}
        </li>
      </ol>
    </>
  );
}
