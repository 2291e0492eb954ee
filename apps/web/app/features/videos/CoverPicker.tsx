import { Button, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { VIDEO_COVER_HEIGHT, VIDEO_COVER_WIDTH } from '@occ/shared';
import { ImageCropModal } from '~/components/ImageCropModal';
import { useCropUpload } from '~/components/useCropUpload';
import { uploadCover } from './api';
import { useFeedback } from '~/lib/feedback';

/**
 * The cover (spec §3/§5, best 720×400): a frame taken from the video by default, or an image the
 * author uploads, cropped to 720:400 here and stored at that size by the server.
 */
export function CoverPicker({
  videoId,
  coverUrl,
  editable,
  onChanged,
}: {
  videoId: string;
  coverUrl: string | null;
  editable: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const cover = useCropUpload({
    failedText: t('videos.cover.failed'),
    upload: async (blob, onProgress) => {
      await uploadCover(videoId, blob, onProgress);
      void message.success(t('videos.cover.saved'));
      onChanged();
    },
  });

  return (
    <div className="vd-cover-picker">
      {coverUrl ? (
        <img
          src={coverUrl}
          alt={t('videos.cover.alt')}
          width={VIDEO_COVER_WIDTH / 2}
          height={VIDEO_COVER_HEIGHT / 2}
          className="vd-cover-preview"
          data-testid="video-cover"
        />
      ) : (
        <div className="vd-cover-placeholder" data-testid="video-cover-pending">
          {t('videos.cover.pending')}
        </div>
      )}
      <div className="vd-hint">
        {t('videos.cover.hint', { width: VIDEO_COVER_WIDTH, height: VIDEO_COVER_HEIGHT })}
      </div>
      {editable ? (
        <>
          <input
            {...cover.fileInput}
            className="vd-file-input"
            aria-label={t('videos.cover.upload')}
            data-testid="cover-input"
          />
          <Button htmlType="button" onClick={cover.openPicker} disabled={cover.busy}>
            {t('videos.cover.upload')}
          </Button>
          {cover.progress !== null ? (
            <Progress percent={cover.progress} size="small" aria-label={t('videos.cover.progress')} />
          ) : null}
          <ImageCropModal
            key={cover.cropKey}
            {...cover.crop}
            aspect={VIDEO_COVER_WIDTH / VIDEO_COVER_HEIGHT}
            outputWidth={VIDEO_COVER_WIDTH}
            title={t('videos.cover.crop')}
          />
        </>
      ) : null}
    </div>
  );
}
