import { App, Button, Progress, Radio } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLocale, POST_COVER_HEIGHT, POST_COVER_WIDTH, translate } from '@occ/shared';
import { ImageCropModal } from '~/components/ImageCropModal';
import { IMAGE_TYPES, imageProblem, uploadImage } from '~/components/social/upload';
import { RequestError } from '~/lib/request';
import { coverSrc, DEFAULT_COVERS } from '~/lib/post-covers';

/** the crop is stored at twice the best size (spec §9: 195×146) so it stays sharp on dense screens */
const OUTPUT_WIDTH = POST_COVER_WIDTH * 2;

/**
 * The optional cover (spec §3/§5): automatic (the body's first image, else a default), one of the
 * three default covers, or an image uploaded here and cropped to 195:146. A radio group, so the
 * arrow keys move between the choices.
 */
export function CoverField({
  value = '',
  onChange,
  onBusy,
  id,
}: {
  value?: string;
  onChange?: (cover: string) => void;
  onBusy?: (busy: boolean) => void;
  id?: string;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [pick, setPick] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const custom = value !== '' && !(DEFAULT_COVERS as readonly string[]).includes(value);

  const choose = (f: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!f) return;
    const problem = imageProblem(f);
    if (problem) {
      void message.error(translate(problem, contentLocale(i18n.language)));
      return;
    }
    setPick((n) => n + 1);
    setFile(f);
  };

  const upload = async (blob: Blob) => {
    setProgress(0);
    onBusy?.(true);
    try {
      onChange?.(await uploadImage(blob, setProgress));
      setFile(null);
    } catch (e) {
      void message.error(
        e instanceof RequestError && e.kind === 'business' ? e.message : t('posts.editor.uploadFailed'),
      );
    } finally {
      setProgress(null);
      onBusy?.(false);
    }
  };

  return (
    <div className="pt-cover-field">
      <Radio.Group
        id={id}
        value={custom ? 'custom' : value}
        onChange={(e) => {
          const v = e.target.value as string;
          if (v !== 'custom') onChange?.(v);
        }}
        className="pt-cover-options"
      >
        <Radio value="" className="pt-cover-option" data-testid="cover-auto">
          <span className="pt-cover-auto">{t('posts.editor.coverAuto')}</span>
        </Radio>
        {DEFAULT_COVERS.map((token, i) => (
          <Radio key={token} value={token} className="pt-cover-option" data-testid={`cover-${token}`}>
            <img
              src={coverSrc(token)}
              alt={t('posts.editor.coverDefault', { n: i + 1 })}
              width={98}
              height={73}
            />
          </Radio>
        ))}
        {custom ? (
          <Radio value="custom" className="pt-cover-option">
            <img src={value} alt={t('posts.editor.coverCustom')} width={98} height={73} />
          </Radio>
        ) : null}
      </Radio.Group>
      <div className="pt-row">
        <Button
          onClick={() => input.current?.click()}
          disabled={progress !== null}
          data-testid="cover-upload"
        >
          {t('posts.editor.coverUpload')}
        </Button>
        <span className="pt-muted">
          {t('posts.editor.coverHint', { width: POST_COVER_WIDTH, height: POST_COVER_HEIGHT })}
        </span>
        <input
          ref={input}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="pt-file-input"
          tabIndex={-1}
          aria-hidden
          onChange={(e) => choose(e.target.files?.[0])}
          data-testid="cover-input"
        />
      </div>
      {progress !== null ? (
        <Progress percent={progress} size="small" aria-label={t('posts.editor.uploadProgress')} />
      ) : null}
      <ImageCropModal
        key={pick}
        file={file}
        aspect={POST_COVER_WIDTH / POST_COVER_HEIGHT}
        outputWidth={OUTPUT_WIDTH}
        title={t('posts.editor.coverCrop')}
        onCancel={() => setFile(null)}
        onConfirm={upload}
        confirmLoading={progress !== null}
      />
    </div>
  );
}
