import { App, Button, Progress } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLocale, translate, VIDEO_COVER_HEIGHT, VIDEO_COVER_WIDTH } from '@occ/shared';
import { ImageCropModal } from '~/components/ImageCropModal';
import { IMAGE_TYPES, imageProblem } from '~/components/social/upload';
import { RequestError } from '~/lib/request';
import { uploadCover } from './api';

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
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [pick, setPick] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);

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
    try {
      await uploadCover(videoId, blob, setProgress);
      setFile(null);
      void message.success(t('videos.cover.saved'));
      onChanged();
    } catch (e) {
      void message.error(
        e instanceof RequestError && e.kind === 'business' ? e.message : t('videos.cover.failed'),
      );
    } finally {
      setProgress(null);
    }
  };

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
            ref={input}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="vd-file-input"
            tabIndex={-1}
            aria-label={t('videos.cover.upload')}
            onChange={(e) => choose(e.target.files?.[0])}
            data-testid="cover-input"
          />
          <Button htmlType="button" onClick={() => input.current?.click()} disabled={progress !== null}>
            {t('videos.cover.upload')}
          </Button>
          {progress !== null ? (
            <Progress percent={progress} size="small" aria-label={t('videos.cover.progress')} />
          ) : null}
          <ImageCropModal
            key={pick}
            file={file}
            aspect={VIDEO_COVER_WIDTH / VIDEO_COVER_HEIGHT}
            outputWidth={VIDEO_COVER_WIDTH}
            title={t('videos.cover.crop')}
            onCancel={() => setFile(null)}
            onConfirm={upload}
            confirmLoading={progress !== null}
          />
        </>
      ) : null}
    </div>
  );
}
