import type { HTMLAttributes, KeyboardEvent, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

/*
 * Ant Design's look without its JavaScript (issue 14, first-route JavaScript): plain elements with
 * the class names antd renders in zero-runtime mode (`occ` carries the theme's CSS variables).
 * antd's static stylesheet is always loaded, so these look the same as the components they stand
 * for; only what needs antd's behaviour (dialogs, selects, popups) loads antd, and only when used.
 */

export { Empty } from './Empty';

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
