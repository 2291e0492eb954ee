import { Button, Progress, Space } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLocale, translate, VIDEO_ACCEPT } from '@occ/shared';
import type { UploadSnapshot } from './chunked-upload';
import { percentOf } from './format';
import { videoFileProblem } from './upload-check';
import { useFeedback } from '~/lib/feedback';

const STATUS: Partial<Record<UploadSnapshot['phase'], 'active' | 'exception' | 'success' | 'normal'>> = {
  uploading: 'active',
  starting: 'active',
  failed: 'exception',
  complete: 'success',
};

/**
 * The video file (spec §5: required): a picker that checks the file before sending it, then the
 * resumable upload's progress bar with pause / resume / cancel. A second file while one is still
 * going answers "The last file is being uploaded".
 */
export function VideoFileField({
  snap,
  busy,
  onPick,
  onPause,
  onResume,
  onCancel,
}: {
  snap: UploadSnapshot | null;
  busy: boolean;
  /** false when refused because another upload is busy */
  onPick: (file: File) => boolean;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const locale = contentLocale(i18n.language);

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (busy) {
      void message.error(translate('uploadBusy', locale));
      return;
    }
    const problem = videoFileProblem(file);
    if (problem) {
      void message.error(translate(problem, locale, { max: 100 }));
      return;
    }
    if (!onPick(file)) void message.error(translate('uploadBusy', locale));
  };

  const percent = snap ? percentOf(snap.sent, snap.size) : 0;
  return (
    <div className="vd-file">
      <input
        ref={input}
        type="file"
        accept={VIDEO_ACCEPT}
        className="vd-file-input"
        tabIndex={-1}
        aria-label={t('videos.upload.pick')}
        onChange={(e) => pick(e.target.files?.[0])}
        data-testid="video-file-input"
      />
      <Button onClick={() => input.current?.click()} htmlType="button" data-testid="video-pick">
        {t(snap ? 'videos.upload.pickAnother' : 'videos.upload.pick')}
      </Button>
      <div className="vd-hint">{t('videos.upload.fileHint')}</div>
      {snap ? (
        <div className="vd-progress" data-testid="upload-progress" data-phase={snap.phase}>
          <div className="vd-progress-name">{snap.fileName}</div>
          <Progress
            percent={percent}
            status={STATUS[snap.phase] ?? 'normal'}
            aria-label={t('videos.upload.progress')}
          />
          <div className="vd-progress-row" aria-live="polite">
            <span>{snap.phase === 'failed' ? snap.error : t(`videos.upload.phase.${snap.phase}`)}</span>
            <Space>
              {snap.phase === 'uploading' || snap.phase === 'starting' ? (
                <Button size="small" onClick={onPause} data-testid="upload-pause">
                  {t('videos.upload.pause')}
                </Button>
              ) : null}
              {snap.phase === 'paused' || snap.phase === 'offline' ? (
                <Button size="small" type="primary" onClick={onResume} data-testid="upload-resume">
                  {t('videos.upload.resume')}
                </Button>
              ) : null}
              {busy ? (
                <Button size="small" danger onClick={onCancel} data-testid="upload-cancel">
                  {t('videos.upload.cancel')}
                </Button>
              ) : null}
            </Space>
          </div>
        </div>
      ) : null}
    </div>
  );
}
