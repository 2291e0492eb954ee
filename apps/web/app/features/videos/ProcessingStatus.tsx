import { useTranslation } from 'react-i18next';
import type { VideoProcessing } from '@occ/shared';

// antd's Alert and Progress as plain markup with their classes (issue 14: a video page's first
// load carries no antd Alert or Progress); the static sheet draws them the same
const ICONS = {
  success:
    'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm193.5 301.7l-210.6 292a31.8 31.8 0 01-51.7 0L318.5 484.9c-3.8-5.3 0-12.7 6.5-12.7h46.9c10.2 0 19.9 4.9 25.9 13.3l71.2 98.8 157.2-218c6-8.3 15.6-13.3 25.9-13.3H699c6.5 0 10.3 7.4 6.5 12.7z',
  error:
    'M512 64c247.4 0 448 200.6 448 448S759.4 960 512 960 64 759.4 64 512 264.6 64 512 64zm127.98 274.82h-.04l-.08.06L512 466.75 384.14 338.88c-.04-.05-.06-.06-.08-.06a.12.12 0 00-.07 0c-.03 0-.05.01-.09.05l-45.02 45.02a.2.2 0 00-.05.09.12.12 0 000 .07v.02a.27.27 0 00.06.06L466.75 512 338.88 639.86c-.05.04-.06.06-.06.08a.12.12 0 000 .07c0 .03.01.05.05.09l45.02 45.02a.2.2 0 00.09.05.12.12 0 00.07 0c.02 0 .04-.01.08-.05L512 557.25l127.86 127.87c.04.04.06.05.08.05a.12.12 0 00.07 0c.03 0 .05-.01.09-.05l45.02-45.02a.2.2 0 00.05-.09.12.12 0 000-.07v-.02a.27.27 0 00-.05-.06L557.25 512l127.87-127.86c.04-.04.05-.06.05-.08a.12.12 0 000-.07c0-.03-.01-.05-.05-.09l-45.02-45.02a.2.2 0 00-.09-.05.12.12 0 00-.07 0z',
} as const;

function Alert({
  type,
  title,
  description,
  processing,
}: {
  type: 'success' | 'error';
  title: string;
  description?: string | null;
  processing: VideoProcessing;
}) {
  const cls = `ant-alert ant-alert-${type} ant-alert-outlined${description ? ' ant-alert-with-description' : ''} occ`;
  return (
    <div
      data-show="true"
      className={cls}
      role="alert"
      data-testid="processing-status"
      data-processing={processing}
    >
      <span className="ant-alert-icon">
        <span
          role="img"
          aria-hidden
          className={`anticon anticon-${type === 'success' ? 'check' : 'close'}-circle`}
        >
          <svg
            viewBox="64 64 896 896"
            focusable="false"
            width="1em"
            height="1em"
            fill="currentColor"
            fillRule="evenodd"
            aria-hidden
          >
            <path d={ICONS[type]} />
          </svg>
        </span>
      </span>
      <div className="ant-alert-section">
        <div className="ant-alert-title">{title}</div>
        {description ? <div className="ant-alert-description">{description}</div> : null}
      </div>
    </div>
  );
}

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
      <Alert type="error" title={t('videos.processing.failed')} description={error} processing={processing} />
    );
  if (processing === 'ready')
    return <Alert type="success" title={t('videos.processing.ready')} processing={processing} />;
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
