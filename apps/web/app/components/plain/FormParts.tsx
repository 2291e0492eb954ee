import type { ReactNode } from 'react';
import { buttonClass, type ButtonLook } from './plain';

export { IconAlert } from './IconAlert';

/*
 * A submit Button with its loading spinner, as plain elements with antd's classes (issue 14): the
 * account forms' first load carries no antd for it. (antd's Alert with its icon: IconAlert.tsx.)
 */

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
