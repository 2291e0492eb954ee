import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type FocusEventHandler,
  type ReactElement,
  type ReactNode,
} from 'react';

/*
 * A small controlled form with antd Form's look and the part of its behaviour the account forms
 * use (issue 14: antd's Form is ~30 KB of first-route JavaScript): fields registered by their
 * items, the same rule objects (`{ validator, validateTrigger }` or a function of the form, as
 * antd's rules), checks on change and on blur, dependent fields checked again, errors under each
 * field (role=alert, aria-describedby, aria-invalid), `setFields` for the server's errors.
 */

type Validator = (rule: unknown, value: unknown) => Promise<void> | void;
interface RuleObj {
  validator?: Validator;
  validateTrigger?: string | string[];
}
/**
 * A rule as antd writes it: an object with a validator (and its validateTrigger), or a function
 * of the form (`getFieldValue`) returning one. Typed loosely so antd's `Rule` objects fit.
 */
export type LightRule = object;
type RuleOf = (form: { getFieldValue(name: string): unknown }) => RuleObj;
type Trigger = 'onChange' | 'onBlur';

interface FieldMeta {
  rules: LightRule[];
  triggers: Trigger[];
  dependencies: string[];
}

/** A field's error list as `setFields` takes it (antd's FieldData subset). */
export interface FieldErrors {
  name: string;
  errors?: string[];
  value?: unknown;
}

/** antd's form item margin (token itemMarginBottom), taken back while errors show */
const ITEM_MARGIN = 24;

// one empty list: a snapshot of useSyncExternalStore must be the same value while nothing changed
const NONE: string[] = [];

const same = (a: string[] | undefined, b: string[]) =>
  (a ?? []).length === b.length && b.every((m, i) => a?.[i] === m);

/** The form's state: values, errors, the registered fields and their rules. */
export class LightFormStore<V = Record<string, unknown>> {
  private values: Record<string, unknown> = {};
  private errors: Record<string, string[]> = {};
  private touched = new Set<string>();
  private fields = new Map<string, FieldMeta>();
  private runs: Record<string, number> = {};
  private listeners = new Set<() => void>();

  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => void this.listeners.delete(fn);
  };
  private emit() {
    for (const fn of this.listeners) fn();
  }

  register(name: string, meta: FieldMeta) {
    this.fields.set(name, meta);
  }
  unregister(name: string) {
    this.fields.delete(name);
  }
  getFieldValue = (name: string): unknown => this.values[name];
  getFieldError = (name: string): string[] => this.errors[name] ?? NONE;
  getFieldsValue(): V {
    const out: Record<string, unknown> = {};
    for (const name of this.fields.keys()) out[name] = this.values[name];
    return out as V;
  }

  /** Sets errors (and values) of named fields, as antd's `setFields` does. */
  setFields = (list: FieldErrors[]) => {
    for (const f of list) {
      if ('value' in f) this.values[f.name] = f.value;
      if (f.errors) this.errors[f.name] = f.errors;
    }
    this.emit();
  };

  resetFields = () => {
    this.values = {};
    this.errors = {};
    this.touched.clear();
    this.emit();
  };

  /** A control's change: the value, then the checks of `onChange` (and of dependent fields). */
  change(name: string, value: unknown) {
    this.values[name] = value;
    this.touched.add(name);
    this.emit();
    void this.validate(name, 'onChange');
    for (const [other, meta] of this.fields)
      if (meta.dependencies.includes(name) && this.touched.has(other)) void this.validate(other);
  }

  blur(name: string) {
    if (this.fields.get(name)?.triggers.includes('onBlur')) void this.validate(name, 'onBlur');
  }

  /** Runs a field's rules (those of `trigger`, or all); resolves with its errors. */
  async validate(name: string, trigger?: Trigger): Promise<string[]> {
    const meta = this.fields.get(name);
    if (!meta) return [];
    if (trigger && !meta.triggers.includes(trigger)) return this.getFieldError(name);
    const run = (this.runs[name] = (this.runs[name] ?? 0) + 1);
    const rules = meta.rules
      .map((r) => (typeof r === 'function' ? (r as RuleOf)(this) : (r as RuleObj)))
      .filter((r) => {
        if (!trigger || !r.validateTrigger) return true;
        const on = Array.isArray(r.validateTrigger) ? r.validateTrigger : [r.validateTrigger];
        return on.includes(trigger);
      });
    const value = this.values[name];
    const results = await Promise.all(
      rules.map(async (r) => {
        try {
          await r.validator?.(r, value);
          return null;
        } catch (e) {
          return e instanceof Error ? e.message : String(e);
        }
      }),
    );
    const errors = results.filter((m): m is string => !!m);
    // a later check of the same field has started: its answer counts
    if (run === this.runs[name] && !same(this.errors[name], errors)) {
      this.errors[name] = errors;
      this.emit();
    }
    return errors;
  }

  /** Checks the named fields (all when none are named); resolves with the values or rejects. */
  validateFields = async (names?: string[]): Promise<V> => {
    const list = names ?? [...this.fields.keys()];
    const errs = await Promise.all(list.map((n) => this.validate(n)));
    if (errs.some((e) => e.length)) {
      const errorFields = list.map((name, i) => ({ name: [name], errors: errs[i] }));
      throw Object.assign(new Error('invalid'), { errorFields: errorFields.filter((f) => f.errors!.length) });
    }
    return this.getFieldsValue();
  };
}

/** The form's store, kept for the component's life (as antd's `Form.useForm`). */
export function useLightForm<V = Record<string, unknown>>(): [LightFormStore<V>] {
  const [store] = useState(() => new LightFormStore<V>());
  return [store];
}

const FormContext = createContext<{ store: LightFormStore<never>; name: string } | null>(null);

/** antd's vertical Form without a required mark; `onFinish` gets the values once all checks pass. */
export function LightForm<V>({
  form,
  name,
  onFinish,
  onFocusCapture,
  children,
}: {
  form: LightFormStore<V>;
  name: string;
  onFinish: (values: V) => void;
  onFocusCapture?: FocusEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <FormContext.Provider value={{ store: form as LightFormStore<never>, name }}>
      <form
        id={name}
        className="ant-form ant-form-vertical ant-form-hide-required-mark occ ant-form-css-var"
        noValidate
        onFocusCapture={onFocusCapture}
        onSubmit={(e) => {
          e.preventDefault();
          form.validateFields().then(onFinish, () => undefined);
        }}
      >
        {children}
      </form>
    </FormContext.Provider>
  );
}

function useFormContext() {
  const ctx = useContext(FormContext);
  if (!ctx) throw new Error('FormItem outside LightForm');
  return ctx;
}

function useField(store: LightFormStore<never>, name: string) {
  const value = useSyncExternalStore(
    store.subscribe,
    () => store.getFieldValue(name),
    () => store.getFieldValue(name),
  );
  const errors = useSyncExternalStore(
    store.subscribe,
    () => store.getFieldError(name),
    () => store.getFieldError(name),
  );
  return { value, errors };
}

/** antd's error list under a field: shown and read out (role=alert) when the checks fail. */
function ErrorList({ id, errors }: { id: string; errors: string[] }) {
  if (!errors.length) return null;
  return (
    // at least the item's margin high, as antd reserves it under a field with errors
    <div
      id={id}
      className="ant-form-item-explain ant-form-item-explain-connected"
      role="alert"
      style={{ minHeight: ITEM_MARGIN }}
    >
      {errors.map((m, i) => (
        <div key={i} className="ant-form-item-explain-error">
          {m}
        </div>
      ))}
    </div>
  );
}

interface ItemProps {
  /** the field's name (no name: a labelled box around other items, as antd's `Form.Item`) */
  name?: string;
  label?: ReactNode;
  extra?: ReactNode;
  rules?: LightRule[];
  validateTrigger?: Trigger | Trigger[];
  dependencies?: string[];
  valuePropName?: 'value' | 'checked';
  /** a field inside another item's box: only the control, no box of its own */
  noStyle?: boolean;
  /** the label's target when the control is not the item's own (a box around a field) */
  htmlFor?: string;
  /** a box around a noStyle field: that field's errors show in this box */
  errorsOf?: string;
  children: ReactNode;
}

/** antd's Form.Item markup around a control; a named item binds its control to the store. */
export function FormItem(props: ItemProps) {
  const { name, noStyle, children } = props;
  const { store, name: formName } = useFormContext();
  const triggers = props.validateTrigger ? [props.validateTrigger].flat() : (['onChange'] as Trigger[]);
  const meta = { rules: props.rules ?? [], triggers, dependencies: props.dependencies ?? [] };
  if (name) store.register(name, meta);
  useEffect(() => {
    if (!name) return;
    store.register(name, meta);
    return () => store.unregister(name);
  });
  const watched = name ?? props.errorsOf;
  const { value, errors } = useField(store, watched ?? '');
  const id = watched ? `${formName}_${watched}` : undefined;
  const helpId = id ? `${id}_help` : undefined;
  const extraId = id && props.extra ? `${id}_extra` : undefined;
  const invalid = !!watched && errors.length > 0;

  let control = children;
  const only = Children.only(children);
  if (name && isValidElement(only)) {
    const el = only as ReactElement<Record<string, unknown>>;
    const own = el.props as { id?: string; onChange?: (...a: unknown[]) => void; onBlur?: () => void };
    const valueProp = props.valuePropName ?? 'value';
    control = cloneElement(el, {
      id: own.id ?? id,
      [valueProp]: valueProp === 'checked' ? value === true : value,
      'aria-invalid': invalid || undefined,
      'aria-describedby': [invalid && helpId, extraId].filter(Boolean).join(' ') || undefined,
      onChange: (arg: unknown, ...rest: unknown[]) => {
        const target = (arg as { target?: { value?: unknown; checked?: unknown } } | null)?.target;
        store.change(name, target ? (valueProp === 'checked' ? target.checked : target.value) : arg);
        own.onChange?.(arg, ...rest);
      },
      onBlur: () => {
        store.blur(name);
        own.onBlur?.();
      },
    });
  }
  if (noStyle) return <>{control}</>;

  const labelFor = props.htmlFor ?? id;
  return (
    <div
      className={[
        'ant-form-item occ ant-form-css-var',
        invalid && 'ant-form-item-with-help ant-form-item-has-error',
        'ant-form-item-vertical',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="ant-row ant-form-item-row occ">
        {props.label ? (
          <div className="ant-col ant-form-item-label occ">
            <label
              htmlFor={labelFor}
              className="ant-form-item-required-mark-hidden"
              title={typeof props.label === 'string' ? props.label : undefined}
            >
              {props.label}
            </label>
          </div>
        ) : null}
        <div className="ant-col ant-form-item-control occ">
          <div className="ant-form-item-control-input">
            <div className="ant-form-item-control-input-content">{control}</div>
          </div>
          {invalid || props.extra ? (
            <div className="ant-form-item-additional">
              {helpId ? <ErrorList id={helpId} errors={errors} /> : null}
              {props.extra ? (
                <div id={extraId} className="ant-form-item-extra">
                  {props.extra}
                </div>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
      {/* as antd: the errors take the place of the item's margin (24 px, antd's itemMarginBottom) */}
      {invalid ? (
        <div className="ant-form-item-margin-offset" style={{ marginBottom: -ITEM_MARGIN }} />
      ) : null}
    </div>
  );
}
