import type { ReactNode } from 'react';

// the filled circle icons of antd's Alert (@ant-design/icons, viewBox 64 64 896 896)
const ICONS = {
  error: {
    name: 'close-circle',
    d: 'M512 64c247.4 0 448 200.6 448 448S759.4 960 512 960 64 759.4 64 512 264.6 64 512 64zm127.98 274.82h-.04l-.08.06L512 466.75 384.14 338.88c-.04-.05-.06-.06-.08-.06a.12.12 0 00-.07 0c-.03 0-.05.01-.09.05l-45.02 45.02a.2.2 0 00-.05.09.12.12 0 000 .07v.02a.27.27 0 00.06.06L466.75 512 338.88 639.86c-.05.04-.06.06-.06.08a.12.12 0 000 .07c0 .03.01.05.05.09l45.02 45.02a.2.2 0 00.09.05.12.12 0 00.07 0c.02 0 .04-.01.08-.05L512 557.25l127.86 127.87c.04.04.06.05.08.05a.12.12 0 00.07 0c.03 0 .05-.01.09-.05l45.02-45.02a.2.2 0 00.05-.09.12.12 0 000-.07v-.02a.27.27 0 00-.05-.06L557.25 512l127.87-127.86c.04-.04.05-.06.05-.08a.12.12 0 000-.07c0-.03-.01-.05-.05-.09l-45.02-45.02a.2.2 0 00-.09-.05.12.12 0 00-.07 0z',
  },
  warning: {
    name: 'exclamation-circle',
    d: 'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.01 48.01 0 010-96 48.01 48.01 0 010 96z',
  },
  info: {
    name: 'info-circle',
    d: 'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm32 664c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V456c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272zm-32-344a48.01 48.01 0 010-96 48.01 48.01 0 010 96z',
  },
} as const;

/**
 * antd's Alert with its icon, in plain markup (the classes antd renders in zero-runtime mode):
 * why the author or a moderator sees a post readers do not (issue 14: no antd on first load).
 */
export function NoticeBox({
  type,
  title,
  description,
}: {
  type: keyof typeof ICONS;
  title: ReactNode;
  description?: ReactNode;
}) {
  const icon = ICONS[type];
  return (
    <div
      data-show="true"
      className={`ant-alert ant-alert-${type} ant-alert-outlined${description ? ' ant-alert-with-description' : ''} pt-alert occ`}
      role="alert"
      data-testid="post-state-notice"
    >
      <span className="ant-alert-icon">
        <span role="img" aria-label={icon.name} className={`anticon anticon-${icon.name}`}>
          <svg
            viewBox="64 64 896 896"
            focusable="false"
            width="1em"
            height="1em"
            fill="currentColor"
            aria-hidden="true"
          >
            <path d={icon.d} />
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
