import { Button, Progress } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLocale, translate } from '@occ/shared';
import { RequestError } from '~/lib/request';
import { IMAGE_TYPES, imageProblem, uploadImage } from './upload';
import { useFeedback } from '~/lib/feedback';

/**
 * A list of uploaded images as a form control (value: their URLs). Each file is checked for
 * type and size before it is sent (spec §5), then uploaded with a progress bar.
 */
export function ImageUploader({
  value = [],
  onChange,
  max,
  onBusy,
}: {
  value?: string[];
  onChange?: (urls: string[]) => void;
  max: number;
  /** told while an upload runs, so the form can wait ("The last file is being uploaded") */
  onBusy?: (busy: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const locale = contentLocale(i18n.language);

  const pick = async (files: FileList | null) => {
    if (!files?.length) return;
    let urls = [...value];
    for (const file of Array.from(files)) {
      if (urls.length >= max) {
        void message.error(t('community.upload.tooMany', { max }));
        break;
      }
      const problem = imageProblem(file);
      if (problem) {
        void message.error(translate(problem, locale));
        continue;
      }
      setProgress(0);
      onBusy?.(true);
      try {
        const url = await uploadImage(file, setProgress);
        urls = [...urls, url];
        onChange?.(urls);
      } catch (e) {
        void message.error(
          e instanceof RequestError && e.kind === 'business' ? e.message : t('community.upload.failed'),
        );
      } finally {
        setProgress(null);
        onBusy?.(false);
      }
    }
    if (input.current) input.current.value = '';
  };

  return (
    <div className="cm-uploader">
      <ul className="cm-thumbs" aria-label={t('community.upload.list')}>
        {value.map((url, i) => (
          <li key={url}>
            <img src={url} alt={t('community.upload.imageN', { n: i + 1 })} width={96} height={96} />
            <Button
              size="small"
              danger
              onClick={() => onChange?.(value.filter((u) => u !== url))}
              aria-label={t('community.upload.remove', { n: i + 1 })}
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        multiple
        className="cm-file-input"
        tabIndex={-1}
        aria-label={t('community.upload.add', { n: value.length, max })}
        onChange={(e) => void pick(e.target.files)}
        disabled={progress !== null || value.length >= max}
        data-testid="image-input"
      />
      <Button
        onClick={() => input.current?.click()}
        disabled={progress !== null || value.length >= max}
        htmlType="button"
      >
        {t('community.upload.add', { n: value.length, max })}
      </Button>
      {progress !== null ? (
        <Progress percent={progress} size="small" aria-label={t('community.upload.progress')} />
      ) : null}
    </div>
  );
}
