import { Alert, Button, Form, Progress } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  contentLocale,
  FILE_NAME_MAX,
  RESOURCE_FILE_EXTENSIONS,
  resourceFileProblem,
  translate,
} from '@occ/shared';
import { RequestError } from '~/lib/request';
import type { ResourceFormValues as Values } from './api';
import { completeUpload, sendFile, unfinishedUpload } from './resumable-upload';
import { ResourceFields, showFieldErrors } from './ResourceFields';
import { useFeedback } from '~/lib/feedback';

/**
 * /people/my/download/addResource: an enterprise user uploads a resource. The file's name and
 * ending are checked before sending (the server checks again, by content); the file goes up in
 * resumable chunks with a progress bar (a failed chunk is retried from the server's offset; after
 * a reload, choosing the same file continues it); then the form's fields make it a resource,
 * which waits for review.
 */
export function AddResource() {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [resumeAt, setResumeAt] = useState<number | null>(null);
  const [retry, setRetry] = useState<{ attempt: number; max: number } | null>(null);
  const [form] = Form.useForm<Values>();
  const locale = contentLocale(i18n.language);

  function choose(f: File | undefined) {
    if (!f) return;
    const problem = resourceFileProblem(f);
    setFileError(problem ? translate(problem, locale, { max: FILE_NAME_MAX }) : null);
    setFile(problem ? null : f);
    setResumeAt(null);
    if (!problem)
      void unfinishedUpload(f).then((s) => s && setResumeAt(Math.floor((s.offset / s.size) * 100)));
  }

  async function submit(v: Values) {
    if (!file) {
      setFileError(translate('fileEmpty', locale));
      return;
    }
    setPercent(0);
    setResumeAt(null);
    // while sending, every refused field is the file's (its name and size); at completion only `file` is
    let sending = true;
    try {
      const id = await sendFile(file, {
        onProgress: setPercent,
        onRetry: (attempt, max) => setRetry({ attempt, max }),
      });
      setRetry(null);
      sending = false;
      await completeUpload(file, id, {
        name: v.name,
        description: v.description ?? '',
        type: v.type,
        productId: v.productId ? String(v.productId) : '',
        version: v.version ?? '',
        access: v.access ?? '0',
        fileLink: v.fileLink ?? '',
      });
      void message.success(translate('resourceSubmitted', locale));
      await navigate('/people/my/download');
    } catch (e) {
      setPercent(null);
      setRetry(null);
      const fields =
        e instanceof RequestError
          ? (e.envelope?.result as { fields?: { field: string; message: string }[] } | null)?.fields
          : undefined;
      const fileField = fields?.find((f) => sending || f.field === 'file');
      if (fileField) setFileError(fileField.message);
      else if (showFieldErrors(form, e)) return;
      else void message.error(e instanceof RequestError ? e.message : String(e));
    }
  }

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      className="rs-upload-form"
      onFinish={(v) => void submit(v)}
      disabled={percent !== null}
    >
      <ResourceFields />
      <Form.Item
        label={t('resources.form.file')}
        required
        validateStatus={fileError ? 'error' : undefined}
        help={
          fileError ??
          t('resources.form.fileHelp', { types: RESOURCE_FILE_EXTENSIONS.join(' '), max: FILE_NAME_MAX })
        }
      >
        <input
          type="file"
          aria-label={t('resources.form.file')}
          data-testid="resource-file"
          accept={RESOURCE_FILE_EXTENSIONS.join(',')}
          onChange={(e) => choose(e.target.files?.[0])}
        />
      </Form.Item>
      {resumeAt !== null ? (
        <Alert
          type="info"
          showIcon
          className="rs-upload-note"
          data-testid="resource-resume"
          title={t('resources.form.resumeFound', { percent: resumeAt })}
        />
      ) : null}
      {retry ? (
        <Alert
          type="warning"
          showIcon
          className="rs-upload-note"
          role="status"
          title={t('resources.form.retrying', retry)}
        />
      ) : null}
      {percent !== null ? (
        <Progress
          percent={percent}
          status="active"
          aria-label={t('resources.form.progress')}
          data-testid="resource-progress"
        />
      ) : null}
      <Button type="primary" htmlType="submit" loading={percent !== null}>
        {t('resources.form.submit')}
      </Button>
    </Form>
  );
}
