import { Alert, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VideoProcessing } from '@occ/shared';

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
      <Alert
        type="error"
        showIcon
        title={t('videos.processing.failed')}
        description={error ?? undefined}
        data-testid="processing-status"
        data-processing="failed"
      />
    );
  if (processing === 'ready')
    return (
      <Alert
        type="success"
        showIcon
        title={t('videos.processing.ready')}
        data-testid="processing-status"
        data-processing="ready"
      />
    );
  const percent = processing === 'pending' ? 0 : progress;
  return (
    <div data-testid="processing-status" data-processing={processing} aria-live="polite">
      <div>{t(processing === 'pending' ? 'videos.processing.pending' : 'videos.processing.running')}</div>
      <Progress percent={percent} status="active" aria-label={t('videos.processing.label')} />
    </div>
  );
}
