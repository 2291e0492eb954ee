import { Alert, Input, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../errors';
import { useMarkdownPreview } from './api';

/** A markdown field: the text, and a preview tab rendered by the server's publishing pipeline. */
export function MarkdownInput({
  id,
  value,
  onChange,
  maxLength,
  disabled,
}: {
  id?: string;
  value?: string;
  onChange?: (v: string) => void;
  maxLength?: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('write');
  const text = value ?? '';
  const preview = useMarkdownPreview(text, tab === 'preview');
  return (
    <Tabs
      size="small"
      activeKey={tab}
      onChange={setTab}
      items={[
        {
          key: 'write',
          label: t('adminConsole.form.write'),
          children: (
            <Input.TextArea
              id={id}
              value={text}
              onChange={(e) => onChange?.(e.target.value)}
              autoSize={{ minRows: 6, maxRows: 24 }}
              maxLength={maxLength}
              showCount={Boolean(maxLength)}
              disabled={disabled}
            />
          ),
        },
        {
          key: 'preview',
          label: t('adminConsole.form.preview'),
          children: !text.trim() ? (
            <p>{t('adminConsole.form.previewEmpty')}</p>
          ) : preview.isError ? (
            <Alert type="warning" showIcon title={errorText(preview.error)} />
          ) : !preview.data ? (
            <Spin />
          ) : (
            <div
              className="console-markdown-preview markdown-body"
              data-testid="markdown-preview"
              // sanitised by the server's markdown pipeline (the same one that publishes)
              dangerouslySetInnerHTML={{ __html: preview.data.html }}
            />
          ),
        },
      ]}
    />
  );
}
