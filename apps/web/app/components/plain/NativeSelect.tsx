import type { SelectHTMLAttributes } from 'react';

/*
 * A choice among a few options as the browser's own <select> in antd's input look (issue 14: no
 * antd Select with its popup engine on a page's first load). The browser gives the keyboard
 * (arrows, typing a name's first letters), the phone's own picker, and it works before hydration.
 */

export interface NativeOption {
  value: string;
  label: string;
}

export function NativeSelect({
  options,
  value,
  onChange,
  className,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
  options: readonly NativeOption[];
  value: string;
  onChange: (value: string) => void;
  'data-testid'?: string;
}) {
  return (
    <select
      {...props}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      className={`ant-input ant-input-outlined occ ant-input-css-var occ-native-select${className ? ` ${className}` : ''}`}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
