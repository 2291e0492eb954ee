import { Button, Input, Progress, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLocale, translate } from '@occ/shared';
import { IMAGE_TYPES, imageProblem, uploadImage } from '~/components/social/upload';
import { RequestError } from '~/lib/request';
import { useFeedback } from '~/lib/feedback';

/** The words of a picture field (a vendor's logo says "logo" where a product says "image"). */
export interface PictureWords {
  upload: string;
  uploaded: string;
  failed: string;
  progress: string;
  preview: string;
}

/**
 * A form field whose value is a picture's address: typed in, or an image uploaded to `upload`
 * (which answers `{ url }`) after the same type and size checks as the server (spec §8's
 * messages), with a progress bar and a preview. Defaults to the words of `picture.*`.
 */
export function PictureField({
  id,
  value = '',
  onChange,
  upload,
  words,
  maxLength,
  disabled,
  testId = 'picture',
}: {
  id?: string;
  value?: string | null;
  onChange?: (url: string) => void;
  upload: string;
  words?: PictureWords;
  maxLength?: number;
  disabled?: boolean;
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const w: PictureWords = words ?? {
    upload: t('picture.upload'),
    uploaded: t('picture.uploaded'),
    failed: t('picture.failed'),
    progress: t('picture.progress'),
    preview: t('picture.preview'),
  };

  const pick = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      void message.error(translate(problem, contentLocale(i18n.language)));
    } else {
      setProgress(0);
      try {
        onChange?.(await uploadImage(file, setProgress, upload));
        void message.success(w.uploaded);
      } catch (e) {
        void message.error(e instanceof RequestError && e.kind === 'business' ? e.message : w.failed);
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
          alt={w.preview}
          style={{ objectFit: 'contain', border: '1px solid #d9d9d9', borderRadius: 4 }}
          width={96}
          height={96}
          data-testid={`${testId}-preview`}
        />
      ) : null}
      <Input
        id={id}
        value={value ?? ''}
        maxLength={maxLength}
        inputMode="url"
        disabled={disabled}
        onChange={(e) => onChange?.(e.target.value)}
      />
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hidden
        aria-label={w.upload}
        onChange={(e) => void pick(e.target.files)}
        data-testid={`${testId}-input`}
      />
      <Button
        htmlType="button"
        onClick={() => input.current?.click()}
        loading={progress !== null}
        disabled={disabled}
      >
        {w.upload}
      </Button>
      {progress !== null ? <Progress percent={progress} size="small" aria-label={w.progress} /> : null}
    </Space>
  );
}
