import { Button, Progress, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { POST_COVER_HEIGHT, POST_COVER_WIDTH } from '@occ/shared';
import { ImageCropModal } from '~/components/ImageCropModal';
import { uploadImage } from '~/components/social/upload';
import { useCropUpload } from '~/components/useCropUpload';
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
  const { t } = useTranslation();
  const custom = value !== '' && !(DEFAULT_COVERS as readonly string[]).includes(value);
  const cover = useCropUpload({
    failedText: t('posts.editor.uploadFailed'),
    upload: async (blob, onProgress) => {
      onBusy?.(true);
      try {
        onChange?.(await uploadImage(blob, onProgress));
      } finally {
        onBusy?.(false);
      }
    },
  });

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
        <Button onClick={cover.openPicker} disabled={cover.busy} data-testid="cover-upload">
          {t('posts.editor.coverUpload')}
        </Button>
        <span className="pt-muted">
          {t('posts.editor.coverHint', { width: POST_COVER_WIDTH, height: POST_COVER_HEIGHT })}
        </span>
        <input {...cover.fileInput} className="pt-file-input" aria-hidden data-testid="cover-input" />
      </div>
      {cover.progress !== null ? (
        <Progress percent={cover.progress} size="small" aria-label={t('posts.editor.uploadProgress')} />
      ) : null}
      <ImageCropModal
        key={cover.cropKey}
        {...cover.crop}
        aspect={POST_COVER_WIDTH / POST_COVER_HEIGHT}
        outputWidth={OUTPUT_WIDTH}
        title={t('posts.editor.coverCrop')}
      />
    </div>
  );
}
