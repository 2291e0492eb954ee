import { Button, Progress, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLocale, formatBytes, resourceFileProblem, translate } from '@occ/shared';
import type { AreaField } from '@occ/shared/admin';
import { RequestError } from '~/lib/request';
import { uploadFile } from '~/lib/upload';
import { useFeedback } from '~/lib/feedback';

interface Uploaded {
  id: number;
  name: string;
  size: number;
}

/**
 * The engine's `file` field kind: picks a file, checks its name and ending before sending,
 * uploads it to the field's `upload` address with a progress bar, and holds the stored file's id
 * as the form value (antd Form.Item passes `value` / `onChange`).
 */
export function FileInput({
  field,
  value,
  onChange,
  disabled,
}: {
  field: AreaField;
  value?: number | null;
  onChange?: (v: number | null) => void;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [chosen, setChosen] = useState<Uploaded | null>(null);
  const accept = field.accept ?? [];

  async function send(file: File) {
    const problem = resourceFileProblem(file, accept.length ? accept : undefined);
    if (problem) {
      void message.error(`${file.name}: ${translate(problem, contentLocale(i18n.language), { max: 100 })}`);
      return;
    }
    setPercent(0);
    try {
      const up = await uploadFile<Uploaded>(field.upload!, file, file.name, setPercent);
      setChosen(up);
      onChange?.(up.id);
    } catch (e) {
      void message.error(`${file.name}: ${e instanceof RequestError ? e.message : String(e)}`);
    } finally {
      setPercent(null);
    }
  }

  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept.join(',')}
        data-testid={`file-${field.name}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void send(file);
        }}
      />
      <Space wrap>
        <Button onClick={() => input.current?.click()} disabled={disabled || percent !== null}>
          {t('adminConsole.form.fileUpload')}
        </Button>
        {chosen ? (
          <Typography.Text>
            {t('adminConsole.form.fileChosen', { name: chosen.name, size: formatBytes(chosen.size) })}
          </Typography.Text>
        ) : value ? (
          <Typography.Text>{t('adminConsole.form.fileCurrent', { id: value })}</Typography.Text>
        ) : null}
      </Space>
      {percent !== null && (
        <Progress
          percent={percent}
          size="small"
          aria-label={t('adminConsole.form.fileUploading', { percent })}
        />
      )}
      {accept.length > 0 && (
        <Typography.Text type="secondary">
          {t('adminConsole.form.fileAccept', { types: accept.join(' ') })}
        </Typography.Text>
      )}
    </Space>
  );
}
