import type { HTMLAttributes, KeyboardEvent, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

/*
 * Ant Design's look without its JavaScript (issue 14, first-route JavaScript): plain elements with
 * the class names antd renders in zero-runtime mode (`occ` carries the theme's CSS variables).
 * antd's static stylesheet is always loaded, so these look the same as the components they stand
 * for; only what needs antd's behaviour (dialogs, selects, popups) loads antd, and only when used.
 */

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

export interface ButtonLook {
  type?: 'primary' | 'default' | 'link' | 'text';
  size?: 'small' | 'middle';
  danger?: boolean;
  ghost?: boolean;
  loading?: boolean;
  className?: string;
}

/** The classes of antd's Button for this look. */
export function buttonClass({ type = 'default', size, danger, ghost, loading, className }: ButtonLook) {
  const color = danger ? 'dangerous' : type === 'primary' ? 'primary' : type === 'link' ? 'link' : 'default';
  const variant =
    type === 'primary' ? (ghost ? 'outlined' : 'solid') : type === 'default' ? 'outlined' : type;
  return cx(
    'ant-btn occ',
    `ant-btn-${type}`,
    danger && 'ant-btn-dangerous',
    `ant-btn-color-${color}`,
    `ant-btn-variant-${variant}`,
    size === 'small' && 'ant-btn-sm',
    ghost && 'ant-btn-background-ghost',
    loading && 'ant-btn-loading',
    className,
  );
}

/** A link that looks like an antd button (a real link: works before hydration). */
export function ButtonLink({
  look = {},
  children,
  ...props
}: Omit<LinkProps, 'className'> & { look?: ButtonLook }) {
  return (
    <Link {...props} className={buttonClass(look)}>
      <span>{children}</span>
    </Link>
  );
}

/** A button that looks like an antd button; `loading` disables it while busy. */
export function PlainButton({
  look = {},
  children,
  disabled,
  ...props
}: Omit<HTMLAttributes<HTMLButtonElement>, 'className'> & {
  look?: ButtonLook;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      {...props}
      disabled={disabled || look.loading}
      aria-busy={look.loading || undefined}
      className={buttonClass(look)}
    >
      <span>{children}</span>
    </button>
  );
}

/** antd's Tag: `color` is one of antd's preset or status colours. */
export function Tag({
  color,
  className,
  children,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { color?: string; 'data-testid'?: string }) {
  return (
    <span {...props} className={cx('ant-tag ant-tag-filled', color && `ant-tag-${color}`, className, 'occ')}>
      {children}
    </span>
  );
}

/** A Tag with a close control (a button for the keyboard too, labelled `closeLabel`). */
export function ClosableTag({
  onClose,
  closeLabel,
  children,
}: {
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
}) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onClose();
    }
  };
  return (
    <Tag>
      {children}
      <span
        aria-label={closeLabel}
        role="button"
        tabIndex={0}
        className="ant-tag-close-icon"
        onClick={onClose}
        onKeyDown={onKeyDown}
      >
        ×
      </span>
    </Tag>
  );
}

/** antd's small round Avatar: the picture, or the first letter given as children. */
export function Avatar({ src, children }: { src?: string | null; children?: ReactNode }) {
  return src ? (
    <span className="ant-avatar ant-avatar-sm ant-avatar-circle ant-avatar-image occ ant-avatar-css-var">
      <img src={src} alt="" />
    </span>
  ) : (
    <span className="ant-avatar ant-avatar-sm ant-avatar-circle occ ant-avatar-css-var">
      <span className="ant-avatar-string">{children}</span>
    </span>
  );
}

/**
 * antd's Empty with its default picture (decorative here: the description says it; no antd
 * locale, so that pages outside antd's providers load no antd for it).
 */
export function Empty({ description, ...props }: { description: ReactNode; 'data-testid'?: string }) {
  return (
    <div className="occ ant-empty" {...props}>
      <div className="ant-empty-image">
        <svg
          width="184"
          height="152"
          viewBox="0 0 184 152"
          xmlns="http://www.w3.org/2000/svg"
          aria-hidden="true"
          focusable="false"
        >
          <g fill="none" fillRule="evenodd">
            <g transform="translate(24 31.7)">
              <ellipse fillOpacity=".8" fill="#f0f0f0" cx="67.8" cy="106.9" rx="67.8" ry="12.7" />
              <path
                fill="#bfbfbf"
                d="M122 69.7 98.1 40.2a6 6 0 0 0-4.6-2.2H42.1a6 6 0 0 0-4.6 2.2l-24 29.5V85H122z"
              />
              <path
                fill="#f5f5f5"
                d="M33.8 0h68a4 4 0 0 1 4 4v93.3a4 4 0 0 1-4 4h-68a4 4 0 0 1-4-4V4a4 4 0 0 1 4-4"
              />
              <path
                fill="#d9d9d9"
                d="M42.7 10h50.2a2 2 0 0 1 2 2v25a2 2 0 0 1-2 2H42.7a2 2 0 0 1-2-2V12a2 2 0 0 1 2-2m.2 39.8h49.8a2.3 2.3 0 1 1 0 4.5H42.9a2.3 2.3 0 0 1 0-4.5m0 11.7h49.8a2.3 2.3 0 1 1 0 4.6H42.9a2.3 2.3 0 0 1 0-4.6m79 43.5a7 7 0 0 1-6.8 5.4H20.5a7 7 0 0 1-6.7-5.4l-.2-1.8V69.7h26.3c2.9 0 5.2 2.4 5.2 5.4s2.4 5.4 5.3 5.4h34.8c2.9 0 5.3-2.4 5.3-5.4s2.3-5.4 5.2-5.4H122v33.5q0 1-.2 1.8"
              />
            </g>
            <path
              fill="#d9d9d9"
              d="m149.1 33.3-6.8 2.6a1 1 0 0 1-1.3-1.2l2-6.2q-4.1-4.5-4.2-10.4c0-10 10.1-18.1 22.6-18.1S184 8.1 184 18.1s-10.1 18-22.6 18q-6.8 0-12.3-2.8"
            />
            <g fill="#ffffff" transform="translate(149.7 15.4)">
              <circle cx="20.7" cy="3.2" r="2.8" />
              <path d="M5.7 5.6H0L2.9.7zM9.3.7h5v5h-5z" />
            </g>
          </g>
        </svg>
      </div>
      <div className="ant-empty-description">{description}</div>
    </div>
  );
}

/** antd's Alert without an icon (errors of a list that could not load). */
export function Alert({ type, title }: { type: 'error' | 'success' | 'info' | 'warning'; title: ReactNode }) {
  return (
    <div
      data-show="true"
      className={`ant-alert ant-alert-${type} ant-alert-outlined ant-alert-no-icon occ`}
      role="alert"
    >
      <div className="ant-alert-section">
        <div className="ant-alert-title">{title}</div>
      </div>
    </div>
  );
}

/** antd's active Skeleton (three lines under a title). */
export function Skeleton() {
  return (
    <div className="ant-skeleton ant-skeleton-active occ">
      <div className="ant-skeleton-section">
        <h3 className="ant-skeleton-title" style={{ width: '38%' }} />
        <ul className="ant-skeleton-paragraph">
          <li />
          <li />
          <li style={{ width: '61%' }} />
        </ul>
      </div>
    </div>
  );
}
