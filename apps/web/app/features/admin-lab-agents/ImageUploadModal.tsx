import { Alert, Button, Form, Input, Modal, Progress, Radio, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LAB_BOOT_COMMAND_MAX,
  LAB_IMAGE_DESCRIPTION_MAX,
  LAB_IMAGE_NAME_MAX,
  labBoardImageBody,
  type LabBoardImageBody,
} from '@occ/shared';
import { serverFieldErrors, zodRule } from '~/lib/form-rules';
import { RequestError } from '~/lib/request';
import { uploadBoardImage, useImagesChanged } from './api';
import { errorText } from './errors';
import { storedFileName } from './file-name';
import { useFeedback } from '~/lib/feedback';

const shape = labBoardImageBody.shape;
const FORM_FIELDS = ['target', 'name', 'description', 'bootCommand'] as const;

/** Adds an image to a board model's catalogue: what it is for, its name, and the file (with progress). */
export function ImageUploadModal({
  board,
  open,
  onClose,
}: {
  board: { id: number; name: string } | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const changed = useImagesChanged();
  const [form] = Form.useForm<LabBoardImageBody>();
  const target = Form.useWatch('target', form) ?? 'application';
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const uploading = percent !== null;
  const fileName = file ? storedFileName(file.name) : null;
  const rule = (field: keyof typeof shape) => zodRule(shape[field], field, i18n.language);

  const close = () => {
    abort.current?.abort();
    setFile(null);
    setFailure(null);
    onClose();
  };

  const submit = async () => {
    if (!board) return;
    const v = await form.validateFields();
    if (!file || !fileName) return setFailure(t('labAgents.images.fileRequired'));
    setFailure(null);
    setPercent(0);
    abort.current = new AbortController();
    try {
      await uploadBoardImage(
        board.id,
        file,
        fileName,
        {
          target: v.target,
          name: v.name.trim(),
          description: v.description?.trim() || undefined,
          // only an application image is started by a console command
          bootCommand: v.target === 'application' ? v.bootCommand?.trim() || undefined : undefined,
        },
        setPercent,
        abort.current.signal,
      );
      void message.success(t('labAgents.images.uploaded', { name: v.name.trim() }));
      void changed();
      setFile(null);
      onClose();
    } catch (e) {
      if (abort.current.signal.aborted) return;
      // field errors go under their field; the file's (name, size) has no field in the form
      const fields = e instanceof RequestError ? serverFieldErrors(e.envelope?.result) : [];
      const onForm = fields.filter((f) => (FORM_FIELDS as readonly string[]).includes(f.name));
      if (onForm.length) form.setFields(onForm as never);
      const other = fields.find((f) => !onForm.includes(f));
      if (!onForm.length || other)
        setFailure(t('labAgents.images.uploadFailed', { reason: other?.errors[0] ?? errorText(e) }));
    } finally {
      setPercent(null);
    }
  };

  return (
    <Modal
      open={open}
      title={board ? t('labAgents.images.uploadTitle', { board: board.name }) : null}
      okText={t('labAgents.images.upload')}
      cancelText={t('labAgents.cancel')}
      okButtonProps={{ loading: uploading }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={close}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="boardImage"
        preserve={false}
        initialValues={{ target: 'application' }}
      >
        <Form.Item name="target" label={t('labAgents.images.target')} required>
          <Radio.Group
            options={[
              { value: 'application', label: t('labAgents.images.targets.application') },
              { value: 'hardware', label: t('labAgents.images.targets.hardware') },
            ]}
          />
        </Form.Item>
        <Form.Item name="name" label={t('labAgents.fields.name')} required rules={[rule('name')]}>
          <Input maxLength={LAB_IMAGE_NAME_MAX} />
        </Form.Item>
        <Form.Item name="description" label={t('labAgents.images.description')} rules={[rule('description')]}>
          <Input.TextArea rows={2} maxLength={LAB_IMAGE_DESCRIPTION_MAX} showCount />
        </Form.Item>
        {target === 'application' ? (
          <Form.Item
            name="bootCommand"
            label={t('labAgents.images.bootCommand')}
            extra={t('labAgents.images.bootCommandHelp')}
            rules={[rule('bootCommand')]}
          >
            <Input maxLength={LAB_BOOT_COMMAND_MAX} />
          </Form.Item>
        ) : null}
      </Form>
      <Upload
        showUploadList={false}
        maxCount={1}
        disabled={uploading}
        beforeUpload={(f) => {
          setFile(f);
          setFailure(null);
          if (!form.getFieldValue('name')) form.setFieldsValue({ name: f.name.slice(0, LAB_IMAGE_NAME_MAX) });
          // the upload starts from the dialog's button, with the fields above
          return false;
        }}
      >
        <Button disabled={uploading}>{t('labAgents.images.pick')}</Button>
      </Upload>
      {file ? (
        <p className="agents-hint">
          {fileName
            ? t('labAgents.images.picked', { name: fileName })
            : t('labAgents.images.fileNameUnusable', { name: file.name })}
        </p>
      ) : null}
      {uploading ? <Progress percent={percent} aria-label={t('labAgents.images.progress')} /> : null}
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBlockStart: 12 }} /> : null}
    </Modal>
  );
}
