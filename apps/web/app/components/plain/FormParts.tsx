import type { CSSProperties, ReactNode } from 'react';
import { buttonClass, type ButtonLook } from './plain';

/*
 * antd's Alert with its icon and a submit Button with its loading spinner, as plain elements with
 * antd's classes (issue 14): the account forms' first load carries no antd for them.
 */

const ICONS = {
  error: {
    label: 'close-circle',
    d: 'M512 64c247.4 0 448 200.6 448 448S759.4 960 512 960 64 759.4 64 512 264.6 64 512 64zm127.98 274.82h-.04l-.08.06L512 466.75 384.14 338.88c-.04-.05-.06-.06-.08-.06a.12.12 0 00-.07 0c-.03 0-.05.01-.09.05l-45.02 45.02a.2.2 0 00-.05.09.12.12 0 000 .07v.02a.27.27 0 00.06.06L466.75 512 338.88 639.86c-.05.04-.06.06-.06.08a.12.12 0 000 .07c0 .03.01.05.05.09l45.02 45.02a.2.2 0 00.09.05.12.12 0 00.07 0c.02 0 .04-.01.08-.05L512 557.25l127.86 127.87c.04.04.06.05.08.05a.12.12 0 00.07 0c.03 0 .05-.01.09-.05l45.02-45.02a.2.2 0 00.05-.09.12.12 0 000-.07v-.02a.27.27 0 00-.05-.06L557.25 512l127.87-127.86c.04-.04.05-.06.05-.08a.12.12 0 000-.07c0-.03-.01-.05-.05-.09l-45.02-45.02a.2.2 0 00-.09-.05.12.12 0 00-.07 0z',
  },
  warning: {
    label: 'exclamation-circle',
    d: 'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.01 48.01 0 010-96 48.01 48.01 0 010 96z',
  },
  info: {
    label: 'info-circle',
    d: 'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm32 664c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V456c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272zm-32-344a48.01 48.01 0 010-96 48.01 48.01 0 010 96z',
  },
};

/** antd's Alert with `showIcon` (error, warning or info), `role` alert or status. */
export function IconAlert({
  type,
  title,
  description,
  action,
  role = 'alert',
  style,
  ...data
}: {
  type: 'error' | 'warning' | 'info';
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  role?: 'alert' | 'status';
  style?: CSSProperties;
  'data-testid'?: string;
}) {
  const icon = ICONS[type];
  const cls = `ant-alert ant-alert-${type} ant-alert-outlined${description ? ' ant-alert-with-description' : ''} occ`;
  return (
    <div data-show="true" className={cls} role={role} style={style} {...data}>
      <span className="ant-alert-icon">
        <span role="img" aria-hidden="true" className={`anticon anticon-${icon.label}`}>
          <svg
            fillRule="evenodd"
            viewBox="64 64 896 896"
            focusable="false"
            width="1em"
            height="1em"
            fill="currentColor"
          >
            <path d={icon.d} />
          </svg>
        </span>
      </span>
      <div className="ant-alert-section">
        <div className="ant-alert-title">{title}</div>
        {description ? <div className="ant-alert-description">{description}</div> : null}
      </div>
      {action ? <div className="ant-alert-actions">{action}</div> : null}
    </div>
  );
}

const SPIN =
  'M988 548c-19.9 0-36-16.1-36-36 0-59.4-11.6-117-34.6-171.3a440.45 440.45 0 00-94.3-139.9 437.71 437.71 0 00-139.9-94.3C629 83.6 571.4 72 512 72c-19.9 0-36-16.1-36-36s16.1-36 36-36c69.1 0 136.2 13.5 199.3 40.3C772.3 66 827 103 874 150c47 47 83.9 101.8 109.7 162.7 26.7 63.1 40.2 130.2 40.2 199.3.1 19.9-16 36-35.9 36z';

/** antd's Button (`block` by default) as a real button; busy while `look.loading`. */
export function FormButton({
  look = { type: 'primary' },
  htmlType = 'submit',
  block = true,
  disabled,
  onClick,
  children,
  ...data
}: {
  look?: ButtonLook;
  htmlType?: 'submit' | 'button';
  block?: boolean;
  disabled?: boolean;
  onClick?: () => void;
  onPointerEnter?: () => void;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const cls = buttonClass({
    ...look,
    className: [look.className, block && 'ant-btn-block'].filter(Boolean).join(' '),
  });
  return (
    <button
      type={htmlType}
      className={cls}
      disabled={disabled}
      aria-busy={look.loading || undefined}
      onClick={(e) => {
        // a busy button ignores clicks as antd's does (no second submit)
        if (look.loading) e.preventDefault();
        else onClick?.();
      }}
      {...data}
    >
      {look.loading ? (
        <span className="ant-btn-icon ant-btn-loading-icon">
          <span role="img" aria-hidden="true" className="anticon anticon-loading anticon-spin">
            <svg viewBox="0 0 1024 1024" focusable="false" width="1em" height="1em" fill="currentColor">
              <path d={SPIN} />
            </svg>
          </span>
        </span>
      ) : null}
      <span>{children}</span>
    </button>
  );
}
