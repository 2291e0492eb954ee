import { App, Button, Input, Progress, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLocale, translate } from '@occ/shared';
import { IMAGE_TYPES, imageProblem, uploadImage } from '~/components/social/upload';
import { RequestError } from '~/lib/request';

/**
 * The vendor form's logo (value: its URL): an address typed in, or an image uploaded
 * (vendors.uploadLogo) after the same type and size checks as the server (spec §8's messages),
 * with a progress bar and a preview.
 */
export function LogoField({
  id,
  value = '',
  onChange,
}: {
  id?: string;
  value?: string;
  onChange?: (url: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const pick = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      void message.error(translate(problem, contentLocale(i18n.language)));
    } else {
      setProgress(0);
      try {
        onChange?.(await uploadImage(file, setProgress, '/api/my/vendor/logo'));
        void message.success(t('vendors.logo.uploaded'));
      } catch (e) {
        void message.error(
          e instanceof RequestError && e.kind === 'business' ? e.message : t('vendors.logo.failed'),
        );
      } finally {
        setProgress(null);
      }
    }
    if (input.current) input.current.value = '';
  };

  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      {value ? (
        <img
          src={value}
          alt={t('vendors.logo.preview')}
          className="vendor-logo-preview"
          width={96}
          height={96}
          data-testid="vendor-logo-preview"
        />
      ) : null}
      <Input id={id} value={value} onChange={(e) => onChange?.(e.target.value)} />
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hidden
        aria-label={t('vendors.logo.upload')}
        onChange={(e) => void pick(e.target.files)}
        data-testid="vendor-logo-input"
      />
      <Button htmlType="button" onClick={() => input.current?.click()} loading={progress !== null}>
        {t('vendors.logo.upload')}
      </Button>
      {progress !== null ? (
        <Progress percent={progress} size="small" aria-label={t('vendors.logo.progress')} />
      ) : null}
    </Space>
  );
}
