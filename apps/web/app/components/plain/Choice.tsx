import { useId, useState, type FocusEvent } from 'react';

/*
 * antd's Segmented and button-style Radio.Group as native radio buttons (issue 14): the same
 * classes, so the same look; the browser's own radio group gives the keyboard behaviour (Tab to
 * the chosen option, arrows to change it).
 */

interface Option<T extends string> {
  value: T;
  label: string;
}

interface ChoiceProps<T extends string> {
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
  'aria-label': string;
  'data-testid'?: string;
}

/** Marks the option whose radio has keyboard focus (antd draws the ring on its label). */
function useFocusRing() {
  const [focused, setFocused] = useState<string | null>(null);
  const onFocus = (e: FocusEvent<HTMLInputElement>) =>
    setFocused(e.currentTarget.matches(':focus-visible') ? e.currentTarget.value : null);
  const onBlur = () => setFocused(null);
  return { focused, onFocus, onBlur };
}

/** antd's Segmented. */
export function SegmentedChoice<T extends string>({ value, options, onChange, ...aria }: ChoiceProps<T>) {
  const name = useId();
  const ring = useFocusRing();
  return (
    <div role="radiogroup" aria-orientation="horizontal" className="ant-segmented occ" {...aria}>
      <div className="ant-segmented-group">
        {options.map((o) => {
          const on = o.value === value;
          const cls = [
            'ant-segmented-item',
            on && 'ant-segmented-item-selected ant-segmented-item-selected-text',
            ring.focused === o.value && 'ant-segmented-item-focused',
          ];
          return (
            <label key={o.value} className={cls.filter(Boolean).join(' ')}>
              <input
                className="ant-segmented-item-input"
                type="radio"
                name={name}
                value={o.value}
                checked={on}
                onChange={() => onChange(o.value)}
                onFocus={ring.onFocus}
                onBlur={ring.onBlur}
              />
              <div className="ant-segmented-item-label" title={o.label}>
                {o.label}
              </div>
            </label>
          );
        })}
      </div>
    </div>
  );
}

/** antd's Radio.Group with `optionType="button"` and `buttonStyle="solid"`. */
export function RadioButtons<T extends string>({ value, options, onChange, ...aria }: ChoiceProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" className="ant-radio-group ant-radio-group-solid occ ant-radio-css-var" {...aria}>
      {options.map((o) => {
        const on = o.value === value;
        return (
          <label
            key={o.value}
            className={`ant-radio-button-wrapper${on ? ' ant-radio-button-wrapper-checked' : ''} occ ant-radio-css-var`}
          >
            <span className={`ant-radio-button${on ? ' ant-radio-button-checked' : ''}`}>
              <input
                className="ant-radio-button-input"
                type="radio"
                name={name}
                value={o.value}
                checked={on}
                onChange={() => onChange(o.value)}
              />
            </span>
            <span className="ant-radio-button-label">{o.label}</span>
          </label>
        );
      })}
    </div>
  );
}
