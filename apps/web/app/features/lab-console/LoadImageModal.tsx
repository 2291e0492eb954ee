import { Alert, Empty, Form, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLocale, type LabConsoleInfo, type LabLoadImageBody } from '@occ/shared';
import { useLoadImage } from './api';
import { failedText } from './errors';
import { formatBytes } from './upload-check';
import { useFeedback } from '~/lib/feedback';

type Target = LabLoadImageBody['target'];
interface Values {
  source: 'catalogue' | 'file';
  imageId?: number;
  fileId?: string;
}

/**
 * Application or hardware loading (spec §2): writes an image of the board model's catalogue, or a
 * file the user uploaded in this session, to the board and boots it.
 */
export function LoadImageModal({
  reservationId,
  target,
  info,
  onClose,
}: {
  reservationId: string;
  target: Target | null;
  info: LabConsoleInfo;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const source = Form.useWatch('source', form) ?? 'catalogue';
  const load = useLoadImage(reservationId);
  const [failure, setFailure] = useState<string | null>(null);
  const images = info.images.filter((i) => i.target === target);

  const close = () => {
    setFailure(null);
    load.reset();
    onClose();
  };

  const submit = async () => {
    if (!target) return;
    const v = await form.validateFields();
    setFailure(null);
    try {
      await load.mutateAsync(
        v.source === 'catalogue' ? { target, imageId: v.imageId } : { target, fileId: v.fileId },
      );
      void message.success(t('labConsole.load.started'));
      close();
    } catch (e) {
      setFailure(failedText(e, 'labLoadFailed', contentLocale(i18n.language)));
    }
  };

  return (
    <Modal
      open={target !== null}
      title={target ? t(`labConsole.load.${target}Title`) : null}
      okText={t('labConsole.load.submit')}
      cancelText={t('labConsole.cancel')}
      confirmLoading={load.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={close}
      destroyOnHidden
    >
      <p>{target ? t(`labConsole.load.${target}Intro`) : null}</p>
      <Form
        form={form}
        layout="vertical"
        name="loadImage"
        preserve={false}
        initialValues={{ source: 'catalogue' }}
      >
        <Form.Item name="source" label={t('labConsole.load.source')}>
          <Radio.Group
            options={[
              { value: 'catalogue', label: t('labConsole.load.fromCatalogue') },
              { value: 'file', label: t('labConsole.load.fromFile') },
            ]}
          />
        </Form.Item>
        {source === 'catalogue' ? (
          images.length ? (
            <Form.Item
              name="imageId"
              label={t('labConsole.load.image')}
              rules={[{ required: true, message: t('labConsole.load.imageRequired') }]}
            >
              <Select
                options={images.map((i) => ({
                  value: i.id,
                  label: i.description ? `${i.name} — ${i.description}` : i.name,
                }))}
              />
            </Form.Item>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('labConsole.load.noImages')} />
          )
        ) : info.files.length ? (
          <Form.Item
            name="fileId"
            label={t('labConsole.load.file')}
            rules={[{ required: true, message: t('labConsole.load.fileRequired') }]}
          >
            <Select
              options={info.files.map((f) => ({ value: f.id, label: `${f.name} (${formatBytes(f.size)})` }))}
            />
          </Form.Item>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('labConsole.load.noFiles')} />
        )}
      </Form>
      {failure ? <Alert type="error" showIcon title={failure} data-testid="load-error" /> : null}
    </Modal>
  );
}
