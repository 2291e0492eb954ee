import { Button, Form, Input, InputNumber, Radio, Select, Table, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CAMPAIGN_TARGETS, type CampaignBody } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { FormDialog } from '~/components/FormDialog';
import { useCampaigns, useCreateCampaign, useFirmware, useProducts, type Campaign } from './api';
import { CampaignState, DevicePage, LoadFailed, paths } from './parts';

/** /admin/fota?product=ID: the update campaigns of a product with live counts; start a new one. */
export function FotaPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const productId = params.get('product');
  const products = useProducts(1, 100);
  const campaigns = useCampaigns(productId);
  const [creating, setCreating] = useState(false);
  const options = (products.data?.items ?? []).map((p) => ({
    value: p.id,
    label: `${p.name} (${p.productKey})`,
  }));

  return (
    <DevicePage
      id="device-fota-title"
      title={t('deviceConsole.fotaTitle')}
      actions={
        productId && (
          <Button type="primary" onClick={() => setCreating(true)}>
            {t('deviceConsole.newCampaign')}
          </Button>
        )
      }
    >
      <div className="device-console-filters">
        <label htmlFor="fota-product">{t('deviceConsole.product')}</label>
        <Select
          id="fota-product"
          className="device-console-select"
          loading={products.isPending}
          value={productId ?? undefined}
          placeholder={t('deviceConsole.chooseProduct')}
          options={options}
          onChange={(v: string) => setParams({ product: v })}
          notFoundContent={t('deviceConsole.noProducts')}
        />
      </div>
      {!productId ? (
        <p>{t('deviceConsole.chooseProductFirst')}</p>
      ) : campaigns.isError ? (
        <LoadFailed error={campaigns.error} retry={() => void campaigns.refetch()} />
      ) : (
        <Table<Campaign>
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          loading={campaigns.isPending}
          pagination={false}
          dataSource={campaigns.data ?? []}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('deviceConsole.noCampaigns')} />
            ),
          }}
          columns={[
            {
              key: 'version',
              title: t('deviceConsole.version'),
              render: (_, c) => <Link to={paths.campaign(c.productId, c.id)}>{c.version}</Link>,
            },
            {
              key: 'state',
              title: t('deviceConsole.stateLabel'),
              render: (_, c) => <CampaignState campaign={c} />,
            },
            {
              key: 'stage',
              title: t('deviceConsole.stage'),
              render: (_, c) =>
                t('deviceConsole.stageOf', {
                  percent: c.stages[c.stageIndex],
                  n: c.stageIndex + 1,
                  total: c.stages.length,
                }),
            },
            {
              key: 'counts',
              title: t('deviceConsole.counts'),
              render: (_, c) => t('deviceConsole.countsShort', c.counts),
            },
            {
              key: 'at',
              title: t('deviceConsole.createdAt'),
              render: (_, c) => <LocalTime iso={c.createdAt} withTime />,
            },
          ]}
        />
      )}
      {productId && (
        <CreateCampaignDialog productId={productId} open={creating} onClose={() => setCreating(false)} />
      )}
    </DevicePage>
  );
}

interface Values {
  firmwareId: string;
  target: CampaignBody['target'];
  devices: string;
  percentage: number;
  stages: string;
  stageWaitMinutes: number;
  failureThreshold: number;
}

const numbers = (s: string) =>
  s
    .split(/[\s,→>]+/)
    .filter(Boolean)
    .map(Number);

function CreateCampaignDialog({
  productId,
  open,
  onClose,
}: {
  productId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const firmware = useFirmware(productId);
  const create = useCreateCampaign(productId);
  const [form] = Form.useForm<Values>();
  const target = Form.useWatch('target', form) ?? 'all';
  const save = async (v: Values) => {
    const c = await create.mutateAsync({
      firmwareId: v.firmwareId,
      target: v.target,
      devices: v.target === 'list' ? v.devices.split(/[\s,]+/).filter(Boolean) : [],
      percentage: v.target === 'percentage' ? v.percentage : 100,
      stages: numbers(v.stages),
      stageWaitMinutes: v.stageWaitMinutes,
      failureThreshold: v.failureThreshold,
    });
    return t('deviceConsole.campaignStarted', { version: c.version });
  };

  return (
    <FormDialog<Values>
      open={open}
      title={t('deviceConsole.newCampaign')}
      okText={t('deviceConsole.start')}
      cancelText={t('deviceConsole.cancel')}
      onClose={onClose}
      form={form}
      pending={create.isPending}
      save={save}
      initialValues={{
        target: 'all',
        devices: '',
        percentage: 10,
        stages: '100',
        stageWaitMinutes: 0,
        failureThreshold: 10,
      }}
    >
      <Form.Item name="firmwareId" label={t('deviceConsole.firmwareVersion')} rules={[{ required: true }]}>
        <Select
          loading={firmware.isPending}
          notFoundContent={t('deviceConsole.noFirmware')}
          options={(firmware.data ?? []).map((f) => ({
            value: f.id,
            // an image whose signature does not verify cannot start a campaign (the server refuses it too)
            label: f.signatureValid
              ? `${f.version} · ${f.targetChip}`
              : `${f.version} · ${t('deviceConsole.unsigned')}`,
            disabled: !f.signatureValid,
          }))}
        />
      </Form.Item>
      <Form.Item name="target" label={t('deviceConsole.target')}>
        <Radio.Group
          options={CAMPAIGN_TARGETS.map((k) => ({ value: k, label: t(`deviceConsole.targets.${k}`) }))}
        />
      </Form.Item>
      {target === 'list' && (
        <Form.Item name="devices" label={t('deviceConsole.deviceNames')} rules={[{ required: true }]}>
          <Input.TextArea rows={3} placeholder="dev0001, dev0002" />
        </Form.Item>
      )}
      {target === 'percentage' && (
        <Form.Item name="percentage" label={t('deviceConsole.percentage')}>
          <InputNumber min={1} max={100} addonAfter="%" />
        </Form.Item>
      )}
      <Form.Item
        name="stages"
        label={t('deviceConsole.stages')}
        extra={t('deviceConsole.stagesHelp')}
        rules={[
          {
            validator: (_, s: string) => {
              const n = numbers(s ?? '');
              const okay =
                n.length > 0 &&
                n.every((x, i) => Number.isInteger(x) && x >= 1 && x <= 100 && (i === 0 || x > n[i - 1]!)) &&
                n.at(-1) === 100;
              return okay ? Promise.resolve() : Promise.reject(new Error(t('deviceConsole.stagesRule')));
            },
          },
        ]}
      >
        <Input placeholder="1, 10, 100" />
      </Form.Item>
      <Form.Item
        name="stageWaitMinutes"
        label={t('deviceConsole.stageWait')}
        extra={t('deviceConsole.stageWaitHelp')}
      >
        <InputNumber min={0} max={43200} />
      </Form.Item>
      <Form.Item name="failureThreshold" label={t('deviceConsole.failureThreshold')}>
        <InputNumber min={1} max={100} addonAfter="%" />
      </Form.Item>
    </FormDialog>
  );
}
