import { Button, Progress, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { contentLocale, formatBytes, resourceFileProblem, translate, type UserFile } from '@occ/shared';
import { FORM_FILE_EXTENSIONS, FORM_FILE_MAX_MB } from '@occ/shared/pages/forms';
import { RequestError } from '~/lib/request';
import { uploadFile } from '~/lib/upload';
import { useFeedback } from '~/lib/feedback';

/**
 * A form block's `file` field: a signed-in user picks a file, it is checked (name, ending, size)
 * before sending and uploaded with a progress bar; the answer is the stored file's id. A visitor
 * is offered sign-in instead (the server refuses a visitor's attachment, naming the field).
 */
export function FormFileInput({
  id,
  label,
  signedIn,
  value,
  onChange,
}: {
  id?: string;
  label: string;
  signedIn: boolean;
  value?: string;
  onChange?: (v: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [chosen, setChosen] = useState<UserFile | null>(null);

  if (!signedIn)
    return (
      <Link id={id} to={`/auth/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}>
        {t('pages.form.fileSignIn')}
      </Link>
    );

  async function send(file: File) {
    const locale = contentLocale(i18n.language);
    const problem =
      resourceFileProblem(file, FORM_FILE_EXTENSIONS) ??
      (file.size > FORM_FILE_MAX_MB * 1024 * 1024 ? 'resourceTooLarge' : null);
    if (problem) {
      void message.error(`${file.name}: ${translate(problem, locale, { max: FORM_FILE_MAX_MB })}`);
      return;
    }
    setPercent(0);
    try {
      const up = await uploadFile<UserFile>('/api/form-submissions/attachments', file, file.name, setPercent);
      setChosen(up);
      onChange?.(String(up.id));
    } catch (e) {
      void message.error(`${file.name}: ${e instanceof RequestError ? e.message : String(e)}`);
    } finally {
      setPercent(null);
    }
  }

  const attached = chosen && value === String(chosen.id) ? chosen : null;
  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      <input
        ref={input}
        type="file"
        hidden
        accept={FORM_FILE_EXTENSIONS.join(',')}
        aria-label={label}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void send(file);
        }}
      />
      <Space wrap>
        <Button id={id} onClick={() => input.current?.click()} disabled={percent !== null}>
          {t('pages.form.fileChoose')}
        </Button>
        {attached ? (
          <>
            <Typography.Text data-testid="form-file-chosen">
              {t('pages.form.fileChosen', { name: attached.name, size: formatBytes(attached.size) })}
            </Typography.Text>
            <Button type="link" onClick={() => onChange?.('')}>
              {t('pages.form.fileRemove')}
            </Button>
          </>
        ) : null}
      </Space>
      {percent !== null && (
        <Progress percent={percent} size="small" aria-label={t('pages.form.fileUploading', { percent })} />
      )}
      <Typography.Text type="secondary">
        {t('pages.form.fileAccept', { max: FORM_FILE_MAX_MB })}
      </Typography.Text>
    </Space>
  );
}
