import { useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';

/*
 * antd's Input, Input.Password and Checkbox as plain elements with antd's classes (issue 14):
 * the same look from antd's static sheet, no antd JavaScript. `aria-invalid` (set by a form item
 * whose checks failed) gives antd's error look.
 */

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'className'> & {
  value?: string;
};

/** antd's Input (outlined). */
export function PlainInput({ value, ...props }: InputProps) {
  const error = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  return (
    <input
      type="text"
      {...props}
      value={value ?? ''}
      className={`ant-input ant-input-outlined${error ? ' ant-input-status-error' : ''} occ ant-input-css-var`}
    />
  );
}

const EYE =
  'M942.2 486.2C847.4 286.5 704.1 186 512 186c-192.2 0-335.4 100.5-430.2 300.3a60.3 60.3 0 000 51.5C176.6 737.5 319.9 838 512 838c192.2 0 335.4-100.5 430.2-300.3 7.7-16.2 7.7-35 0-51.5zM512 766c-161.3 0-279.4-81.8-362.7-254C232.6 339.8 350.7 258 512 258c161.3 0 279.4 81.8 362.7 254C791.5 684.2 673.4 766 512 766zm-4-430c-97.2 0-176 78.8-176 176s78.8 176 176 176 176-78.8 176-176-78.8-176-176-176zm0 288c-61.9 0-112-50.1-112-112s50.1-112 112-112 112 50.1 112 112-50.1 112-112 112z';
const EYE_OFF = [
  'M942.2 486.2Q889.47 375.11 816.7 305l-50.88 50.88C807.31 395.53 843.45 447.4 874.7 512 791.5 684.2 673.4 766 512 766q-72.67 0-133.87-22.38L323 798.75Q408 838 512 838q288.3 0 430.2-300.3a60.29 60.29 0 000-51.5zm-63.57-320.64L836 122.88a8 8 0 00-11.32 0L715.31 232.2Q624.86 186 512 186q-288.3 0-430.2 300.3a60.3 60.3 0 000 51.5q56.69 119.4 136.5 191.41L112.48 835a8 8 0 000 11.31L155.17 889a8 8 0 0011.31 0l712.15-712.12a8 8 0 000-11.32zM149.3 512C232.6 339.8 350.7 258 512 258c54.54 0 104.13 9.36 149.12 28.39l-70.3 70.3a176 176 0 00-238.13 238.13l-83.42 83.42C223.1 637.49 183.3 582.28 149.3 512zm246.7 0a112.11 112.11 0 01146.2-106.69L401.31 546.2A112 112 0 01396 512z',
  'M508 624c-3.46 0-6.87-.16-10.25-.47l-52.82 52.82a176.09 176.09 0 00227.42-227.42l-52.82 52.82c.31 3.38.47 6.79.47 10.25a111.94 111.94 0 01-112 112z',
];

/** An antd icon (`anticon`) from path data. */
export function Icon({ name, paths }: { name: string; paths: string[] }) {
  return (
    <span role="img" aria-hidden="true" className={`anticon anticon-${name}`}>
      <svg viewBox="64 64 896 896" focusable="false" width="1em" height="1em" fill="currentColor">
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </span>
  );
}

/** antd's Input.Password: the eye button shows the password (`showLabel` names it). */
export function PlainPassword({
  value,
  showLabel,
  onFocus,
  onBlur,
  ...props
}: InputProps & { showLabel: string }) {
  const [shown, setShown] = useState(false);
  const [focused, setFocused] = useState(false);
  const error = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  const cls = [
    'ant-input-affix-wrapper ant-input-outlined',
    error && 'ant-input-status-error',
    focused && 'ant-input-affix-wrapper-focused',
    'ant-input-password occ ant-input-css-var',
  ];
  return (
    <span className={cls.filter(Boolean).join(' ')}>
      <input
        {...props}
        type={shown ? 'text' : 'password'}
        value={value ?? ''}
        className="ant-input"
        onFocus={(e) => {
          setFocused(true);
          onFocus?.(e);
        }}
        onBlur={(e) => {
          setFocused(false);
          onBlur?.(e);
        }}
      />
      <span className="ant-input-suffix">
        <button
          type="button"
          className="ant-input-password-icon plain-icon-button"
          aria-label={showLabel}
          aria-pressed={shown}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? <Icon name="eye" paths={[EYE]} /> : <Icon name="eye-invisible" paths={EYE_OFF} />}
        </button>
      </span>
    </span>
  );
}

/** antd's Checkbox (its label after the box). */
export function PlainCheckbox({
  id,
  checked,
  onChange,
  inFormItem = true,
  children,
}: {
  id?: string;
  checked?: boolean;
  onChange?: (e: ChangeEvent<HTMLInputElement>) => void;
  inFormItem?: boolean;
  children: ReactNode;
}) {
  const on = checked === true;
  return (
    <label
      className={[
        'ant-checkbox-wrapper',
        on && 'ant-checkbox-wrapper-checked',
        inFormItem && 'ant-checkbox-wrapper-in-form-item',
        'occ ant-checkbox-css-var',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <span className={`ant-checkbox ant-wave-target${on ? ' ant-checkbox-checked' : ''}`}>
        <input id={id} className="ant-checkbox-input" type="checkbox" checked={on} onChange={onChange} />
      </span>
      <span className="ant-checkbox-label">{children}</span>
    </label>
  );
}
