import { Button, Form, Input, Progress, Table, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIRMWARE_MAX_MB } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { ToneTag } from '~/components/plain/ToneTag';
import { errorText, showOnFields } from '~/lib/form-errors';
import { useFirmware, useProduct, useUploadFirmware, type Firmware } from './api';
import { DevicePage, LoadFailed, ProductLinks } from './parts';
import { useFeedback } from '~/lib/feedback';

interface Values {
  version: string;
  targetChip: string;
  releaseNotes: string;
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** /admin/firmware/:id: upload an image with a progress bar; the list with SHA-256 and signature state. */
export function FirmwarePage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const product = useProduct(id);
  const list = useFirmware(id);
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useUploadFirmware(id, setPercent);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [form] = Form.useForm<Values>();
  const p = product.data;

  const submit = async (v: Values) => {
    if (!file) return setFileError(t('deviceConsole.fileRequired'));
    if (file.size > FIRMWARE_MAX_MB * 1024 * 1024)
      return setFileError(t('deviceConsole.fileTooLarge', { max: FIRMWARE_MAX_MB }));
    setPercent(0);
    try {
      const row = await upload.mutateAsync({ ...v, releaseNotes: v.releaseNotes ?? '', file });
      void message.success(t('deviceConsole.firmwareUploaded', { version: row.version }));
      form.resetFields(['version', 'releaseNotes']);
      setFile(null);
    } catch (e) {
      if (!showOnFields(form, e)) void message.error(errorText(e));
    } finally {
      setPercent(null);
    }
  };

  return (
    <DevicePage
      id="device-firmware-title"
      title={t('deviceConsole.firmwarePageTitle', { name: p?.name ?? '' })}
    >
      {product.isError ? (
        <LoadFailed error={product.error} retry={() => void product.refetch()} />
      ) : (
        p && <ProductLinks product={p} />
      )}
      <section aria-labelledby="firmware-upload" className="device-console-card">
        <h2 id="firmware-upload">{t('deviceConsole.uploadTitle')}</h2>
        {p && (
          <Form<Values>
            form={form}
            layout="vertical"
            initialValues={{ targetChip: p.chip, releaseNotes: '' }}
            onFinish={(v) => void submit(v)}
          >
            <Form.Item
              name="version"
              label={t('deviceConsole.version')}
              rules={[{ required: true, pattern: /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,31}$/ }]}
            >
              <Input maxLength={32} placeholder="1.0.0" />
            </Form.Item>
            <Form.Item name="targetChip" label={t('deviceConsole.targetChip')} rules={[{ required: true }]}>
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item name="releaseNotes" label={t('deviceConsole.releaseNotes')}>
              <Input.TextArea maxLength={2000} rows={3} />
            </Form.Item>
            <Form.Item
              label={t('deviceConsole.image')}
              htmlFor="firmware-file"
              validateStatus={fileError ? 'error' : undefined}
              help={fileError ?? t('deviceConsole.imageHelp', { max: FIRMWARE_MAX_MB })}
            >
              <input
                id="firmware-file"
                type="file"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setFileError(null);
                }}
              />
            </Form.Item>
            {percent !== null && (
              <Progress
                percent={percent}
                aria-label={t('deviceConsole.uploadProgress')}
                data-testid="firmware-progress"
              />
            )}
            <Button type="primary" htmlType="submit" loading={upload.isPending}>
              {t('deviceConsole.upload')}
            </Button>
          </Form>
        )}
      </section>
      <h2>{t('deviceConsole.firmwareList')}</h2>
      {list.isError ? (
        <LoadFailed error={list.error} retry={() => void list.refetch()} />
      ) : (
        <Table<Firmware>
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          loading={list.isPending}
          pagination={false}
          dataSource={list.data ?? []}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('deviceConsole.noFirmware')} />
            ),
          }}
          expandable={{
            rowExpandable: (f) => !!f.releaseNotes,
            expandedRowRender: (f) => <p className="device-console-notes">{f.releaseNotes}</p>,
          }}
          columns={[
            { key: 'version', title: t('deviceConsole.version'), dataIndex: 'version' },
            { key: 'chip', title: t('deviceConsole.targetChip'), dataIndex: 'targetChip' },
            { key: 'size', title: t('deviceConsole.size'), render: (_, f) => kib(f.size) },
            {
              key: 'sha',
              title: 'SHA-256',
              render: (_, f) => (
                <code className="device-console-code" title={f.sha256}>
                  {f.sha256.slice(0, 16)}…
                </code>
              ),
            },
            {
              key: 'sig',
              title: t('deviceConsole.signature'),
              render: (_, f) =>
                f.signatureValid ? (
                  <ToneTag tone="success" testId={`firmware-signed-${f.version}`}>
                    {t('deviceConsole.signed')}
                  </ToneTag>
                ) : (
                  <ToneTag tone="error">{t('deviceConsole.unsigned')}</ToneTag>
                ),
            },
            {
              key: 'at',
              title: t('deviceConsole.createdAt'),
              render: (_, f) => <LocalTime iso={f.createdAt} withTime />,
            },
          ]}
        />
      )}
    </DevicePage>
  );
}
