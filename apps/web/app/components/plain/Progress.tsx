/*
 * antd's line Progress without its JavaScript (issue 14): the markup antd renders in zero-runtime
 * mode, styled by antd's static sheet (see plain.tsx).
 */

const CHECK_CIRCLE =
  'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm193.5 301.7l-210.6 292a31.8 31.8 0 01-51.7 0L318.5 484.9c-3.8-5.3 0-12.7 6.5-12.7h46.9c10.2 0 19.9 4.9 25.9 13.3l71.2 98.8 157.2-218c6-8.3 15.6-13.3 25.9-13.3H699c6.5 0 10.3 7.4 6.5 12.7z';

/** antd's `<Progress percent status size />` (line, info outside): a progressbar with its label. */
export function Progress({
  percent,
  status = 'normal',
  size,
  showInfo = true,
  className,
  'aria-label': label,
}: {
  percent: number;
  status?: 'normal' | 'success' | 'active' | 'exception';
  size?: 'small' | 'default';
  /** false: the bar alone (antd's showInfo) */
  showInfo?: boolean;
  className?: string;
  'aria-label'?: string;
}) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const height = size === 'small' ? 6 : 8;
  const done = status === 'success' || value === 100;
  return (
    <div
      className={`ant-progress ant-progress-status-${done ? 'success' : status} ant-progress-line ant-progress-line-align-end ant-progress-line-position-outer${showInfo ? ' ant-progress-show-info' : ''}${size === 'small' ? ' ant-progress-small' : ''}${className ? ` ${className}` : ''} occ`}
      role="progressbar"
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-label={label}
    >
      <div className="ant-progress-body" style={{ width: '100%' }}>
        <div className="ant-progress-rail" style={{ height }}>
          <div className="ant-progress-track" style={{ width: `${value}%`, height }} />
        </div>
        {!showInfo ? null : done ? (
          <span className="ant-progress-indicator ant-progress-indicator-end ant-progress-indicator-outer">
            <span role="img" aria-label="check-circle" className="anticon anticon-check-circle">
              <svg
                viewBox="64 64 896 896"
                focusable="false"
                width="1em"
                height="1em"
                fill="currentColor"
                aria-hidden="true"
              >
                <path d={CHECK_CIRCLE} />
              </svg>
            </span>
          </span>
        ) : (
          <span
            className="ant-progress-indicator ant-progress-indicator-end ant-progress-indicator-outer"
            title={`${value}%`}
          >
            {`${value}%`}
          </span>
        )}
      </div>
    </div>
  );
}
