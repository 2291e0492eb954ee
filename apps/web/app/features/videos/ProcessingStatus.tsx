import { useTranslation } from 'react-i18next';
import type { VideoProcessing } from '@occ/shared';
import { IconAlert } from '~/components/plain/IconAlert';

/**
 * Where the background processing stands (the job's own progress): waiting, converting with a
 * percentage, ready, or failed with the reason. The caller polls the video while it moves.
 */
export function ProcessingStatus({
  processing,
  progress,
  error,
}: {
  processing: VideoProcessing;
  progress: number;
  error: string | null;
}) {
  const { t } = useTranslation();
  if (processing === 'failed')
    return (
      <IconAlert
        type="error"
        title={t('videos.processing.failed')}
        description={error}
        data-testid="processing-status"
        data-processing={processing}
      />
    );
  if (processing === 'ready')
    return (
      <IconAlert
        type="success"
        title={t('videos.processing.ready')}
        data-testid="processing-status"
        data-processing={processing}
      />
    );
  const percent = Math.max(0, Math.min(100, Math.round(processing === 'pending' ? 0 : progress)));
  return (
    <div data-testid="processing-status" data-processing={processing} aria-live="polite">
      <div>{t(processing === 'pending' ? 'videos.processing.pending' : 'videos.processing.running')}</div>
      <div
        className="ant-progress ant-progress-status-active ant-progress-line ant-progress-line-align-end ant-progress-line-position-outer ant-progress-show-info occ"
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={t('videos.processing.label')}
      >
        <div className="ant-progress-body" style={{ width: '100%' }}>
          <div className="ant-progress-rail" style={{ height: 8 }}>
            <div className="ant-progress-track" style={{ width: `${percent}%`, height: 8 }} />
          </div>
          <span
            className="ant-progress-indicator ant-progress-indicator-end ant-progress-indicator-outer"
            title={`${percent}%`}
          >
            {percent}%
          </span>
        </div>
      </div>
    </div>
  );
}
