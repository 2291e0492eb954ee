import { Alert, Button, Form, Input, Modal, Progress, Tag, Upload } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLocale, LAB_UPLOAD_NAME_MAX, translate, type LabSessionFile } from '@occ/shared';
import { consoleKey, uploadToBoard } from './api';
import { failedText } from './errors';
import { formatBytes, suggestedName, uploadNameProblem, uploadSizeProblem } from './upload-check';
import { useFeedback } from '~/lib/feedback';

/**
 * File upload to the board (spec §1, §5): the name is checked with the server's rule and the size
 * flagged before anything is sent; the file lands in the user's home directory on the board side.
 */
export function UploadModal({
  reservationId,
  open,
  files,
  onClose,
}: {
  reservationId: string;
  open: boolean;
  files: LabSessionFile[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = contentLocale(i18n.language);
  const { message } = useFeedback();
  const client = useQueryClient();
  const [form] = Form.useForm<{ name: string }>();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const nameLabel = t('labConsole.upload.name');
  const sizeProblem = file ? uploadSizeProblem(file.size) : null;
  const uploading = percent !== null;

  const close = () => {
    abort.current?.abort();
    setFile(null);
    setPercent(null);
    setFailure(null);
    onClose();
  };

  const submit = async () => {
    if (!file || sizeProblem) return;
    const { name } = await form.validateFields();
    setFailure(null);
    setPercent(0);
    abort.current = new AbortController();
    try {
      await uploadToBoard(reservationId, file, name.trim(), setPercent, abort.current.signal);
      void message.success(t('labConsole.upload.done', { name: name.trim() }));
      void client.invalidateQueries({ queryKey: consoleKey(reservationId) });
      setFile(null);
      form.resetFields();
    } catch (e) {
      // closing the dialog cancels the upload: nothing to report then
      if (!abort.current.signal.aborted) setFailure(failedText(e, 'labUploadFailed', locale));
    } finally {
      setPercent(null);
    }
  };

  return (
    <Modal
      open={open}
      title={t('labConsole.upload.title')}
      okText={t('labConsole.upload.submit')}
      cancelText={t('labConsole.cancel')}
      okButtonProps={{ disabled: !file || sizeProblem !== null, loading: uploading }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={close}
      destroyOnHidden
    >
      <p>{t('labConsole.upload.intro')}</p>
      <Upload
        showUploadList={false}
        maxCount={1}
        disabled={uploading}
        beforeUpload={(f) => {
          setFile(f);
          setFailure(null);
          form.setFieldsValue({ name: suggestedName(f.name) });
          void form.validateFields(['name']).catch(() => undefined);
          // never let antd send it: the upload starts from the dialog's button
          return false;
        }}
      >
        <Button disabled={uploading} data-testid="upload-pick">
          {t('labConsole.upload.pick')}
        </Button>
      </Upload>
      {file ? (
        <p className="console-picked" data-testid="upload-picked">
          {t('labConsole.upload.picked', { name: file.name, size: formatBytes(file.size) })}
        </p>
      ) : null}
      {sizeProblem ? (
        <Alert
          type="error"
          showIcon
          data-testid="upload-size-problem"
          title={translate(sizeProblem.key, locale, sizeProblem.params)}
        />
      ) : null}
      <Form form={form} layout="vertical" name="labUpload" preserve={false} style={{ marginBlockStart: 16 }}>
        <Form.Item
          name="name"
          label={nameLabel}
          extra={t('labConsole.upload.nameHelp', { max: LAB_UPLOAD_NAME_MAX })}
          rules={[
            {
              validator: async (_r, value: unknown) => {
                const problem = uploadNameProblem(typeof value === 'string' ? value : '');
                if (problem)
                  throw new Error(translate(problem.key, locale, { field: nameLabel, ...problem.params }));
              },
            },
          ]}
        >
          <Input maxLength={LAB_UPLOAD_NAME_MAX + 20} disabled={!file || uploading} />
        </Form.Item>
      </Form>
      {uploading ? (
        <Progress
          percent={percent}
          aria-label={t('labConsole.upload.progress')}
          data-testid="upload-progress"
        />
      ) : null}
      {failure ? <Alert type="error" showIcon title={failure} data-testid="upload-error" /> : null}
      <h3 className="console-subheading">{t('labConsole.upload.mine')}</h3>
      {files.length ? (
        <ul className="console-files" data-testid="upload-files">
          {files.map((f) => (
            <li key={f.id}>
              <span>
                {f.name} · {formatBytes(f.size)}
              </span>
              <Tag>{f.delivered ? t('labConsole.upload.delivered') : t('labConsole.upload.pending')}</Tag>
            </li>
          ))}
        </ul>
      ) : (
        <p className="console-hint">{t('labConsole.upload.none')}</p>
      )}
    </Modal>
  );
}
