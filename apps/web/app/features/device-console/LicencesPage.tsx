import { Button, Form, Input, InputNumber, Modal, Table, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LICENCE_BATCH_MAX } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { ToneTag } from '~/components/plain/ToneTag';
import { errorText, showOnFields } from '~/lib/form-errors';
import {
  useIssueLicences,
  useLicences,
  useProduct,
  useRevokeLicence,
  type Licence,
  type LicenceBatch,
} from './api';
import { DevicePage, LoadFailed, ProductLinks } from './parts';
import { useFeedback } from '~/lib/feedback';

/** Saves the one-time answer's CSV in the browser (nothing is asked of the server again). */
function downloadCsv(batch: LicenceBatch) {
  const url = URL.createObjectURL(new Blob([batch.csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `licences-${batch.productKey}-${batch.batchId.slice(0, 8)}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** /admin/license/:id: issue a batch (quota shown), the secrets once with their CSV, revoke. */
export function LicencesPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const [page, setPage] = useState(1);
  const product = useProduct(id);
  const licences = useLicences(id, page);
  const issue = useIssueLicences(id);
  const revoke = useRevokeLicence(id);
  const [batch, setBatch] = useState<LicenceBatch | null>(null);
  const [form] = Form.useForm<{ count: number; namePrefix: string }>();
  const p = product.data;
  const left = p ? Math.max(0, p.licenceQuota - p.licencesIssued) : 0;

  const submit = async (values: { count: number; namePrefix: string }) => {
    try {
      const answer = await issue.mutateAsync({
        count: values.count,
        namePrefix: values.namePrefix || undefined,
      });
      setBatch(answer);
      void message.success(t('deviceConsole.licencesIssued', { count: answer.devices.length }));
    } catch (e) {
      if (!showOnFields(form, e)) void message.error(errorText(e));
    }
  };

  const askRevoke = (l: Licence) =>
    modal.confirm({
      title: t('deviceConsole.revokeTitle', { name: l.deviceName }),
      content: t('deviceConsole.revokeBody'),
      okText: t('deviceConsole.revoke'),
      okButtonProps: { danger: true },
      cancelText: t('deviceConsole.cancel'),
      onOk: async () => {
        try {
          await revoke.mutateAsync(l.id);
          void message.success(t('deviceConsole.revoked', { name: l.deviceName }));
        } catch (e) {
          void message.error(errorText(e));
        }
      },
    });

  return (
    <DevicePage id="device-licences-title" title={t('deviceConsole.licencesTitle', { name: p?.name ?? '' })}>
      {product.isError ? (
        <LoadFailed error={product.error} retry={() => void product.refetch()} />
      ) : (
        p && <ProductLinks product={p} />
      )}
      <section aria-labelledby="licence-issue" className="device-console-card">
        <h2 id="licence-issue">{t('deviceConsole.issueTitle')}</h2>
        <p data-testid="licence-quota">
          {p ? t('deviceConsole.quotaLeft', { issued: p.licencesIssued, quota: p.licenceQuota, left }) : '…'}
        </p>
        <Form
          form={form}
          layout="inline"
          className="device-console-inline"
          initialValues={{ count: 10, namePrefix: 'dev' }}
          onFinish={(v) => void submit(v)}
        >
          <Form.Item name="count" label={t('deviceConsole.count')} rules={[{ required: true }]}>
            <InputNumber min={1} max={Math.min(LICENCE_BATCH_MAX, Math.max(1, left))} />
          </Form.Item>
          <Form.Item
            name="namePrefix"
            label={t('deviceConsole.namePrefix')}
            rules={[{ pattern: /^[A-Za-z0-9_-]{1,24}$/, message: t('deviceConsole.namePrefixRule') }]}
          >
            <Input maxLength={24} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={issue.isPending} disabled={!p || left === 0}>
            {t('deviceConsole.issue')}
          </Button>
        </Form>
      </section>
      <h2>{t('deviceConsole.licenceList')}</h2>
      {licences.isError ? (
        <LoadFailed error={licences.error} retry={() => void licences.refetch()} />
      ) : (
        <Table<Licence>
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          loading={licences.isPending}
          dataSource={licences.data?.items ?? []}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('deviceConsole.noLicences')} />
            ),
          }}
          pagination={{ current: page, pageSize: 20, total: licences.data?.total ?? 0, onChange: setPage }}
          columns={[
            { key: 'name', title: t('deviceConsole.deviceName'), dataIndex: 'deviceName' },
            {
              key: 'state',
              title: t('deviceConsole.licenceState'),
              render: (_, l) =>
                l.revokedAt ? (
                  <ToneTag tone="error">{t('deviceConsole.revokedState')}</ToneTag>
                ) : (
                  <ToneTag tone="success">{t('deviceConsole.activeState')}</ToneTag>
                ),
            },
            {
              key: 'fw',
              title: t('deviceConsole.firmwareVersion'),
              render: (_, l) => l.firmwareVersion ?? '—',
            },
            {
              key: 'seen',
              title: t('deviceConsole.lastSeen'),
              render: (_, l) =>
                l.lastSeenAt ? <LocalTime iso={l.lastSeenAt} withTime /> : t('deviceConsole.never'),
            },
            {
              key: 'actions',
              title: t('deviceConsole.actions'),
              render: (_, l) =>
                l.revokedAt ? null : (
                  <Button size="small" danger onClick={() => askRevoke(l)}>
                    {t('deviceConsole.revoke')}
                  </Button>
                ),
            },
          ]}
        />
      )}
      <Modal
        open={!!batch}
        title={t('deviceConsole.secretsTitle')}
        onCancel={() => setBatch(null)}
        footer={[
          <Button key="csv" type="primary" onClick={() => batch && downloadCsv(batch)}>
            {t('deviceConsole.downloadCsv')}
          </Button>,
          <Button key="close" onClick={() => setBatch(null)}>
            {t('deviceConsole.secretsSaved')}
          </Button>,
        ]}
        width={720}
      >
        <p role="note">{t('deviceConsole.secretsOnce')}</p>
        <Table
          rowKey="deviceName"
          size="small"
          scroll={{ x: true, y: 320 }}
          pagination={false}
          dataSource={batch?.devices ?? []}
          columns={[
            { key: 'name', title: t('deviceConsole.deviceName'), dataIndex: 'deviceName' },
            {
              key: 'secret',
              title: t('deviceConsole.deviceSecret'),
              render: (_, d) => <code className="device-console-code">{d.deviceSecret}</code>,
            },
          ]}
        />
      </Modal>
    </DevicePage>
  );
}
