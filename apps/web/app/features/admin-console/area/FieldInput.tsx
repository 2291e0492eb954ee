import { DatePicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { AdminAreaDeclaration, AreaField } from '@occ/shared/admin';
import { PictureField } from '~/components/PictureField';
import { zodRule } from '~/lib/form-rules';
import { useDictOptions, usePathOptions, useRefOptions } from './api';
import { useAreaLabels } from './labels';
import { BlocksInput } from './BlocksInput';
import { FileInput } from './FileInput';
import { MarkdownInput } from './MarkdownInput';
import { RowsInput } from './RowsInput';
import { bodyValue, shapeOf } from './values';

/** The select options of a declared field or filter: its own values, or a dictionary's entries. */
export function useOptionsOf(
  decl: AdminAreaDeclaration,
  f: { name: string; options?: readonly string[]; dict?: string; ref?: string; optionsPath?: string },
) {
  const { i18n } = useTranslation();
  const labels = useAreaLabels(decl);
  const dict = useDictOptions(f.options ? undefined : f.dict, i18n.language);
  const ref = useRefOptions(f.options ? undefined : f.ref);
  const read = usePathOptions(f.options ? undefined : f.optionsPath);
  if (f.options)
    return { options: f.options.map((v) => ({ value: v, label: labels.option(f.name, v) })), loading: false };
  if (f.ref) return { options: ref.data ?? [], loading: ref.isPending };
  if (f.optionsPath) return { options: read.data ?? [], loading: read.isPending };
  return { options: dict.data ?? [], loading: dict.isPending && Boolean(f.dict) };
}

type SelectOptions = { options: { value: string; label: string }[]; loading: boolean };

/** The input of one field kind (a top-level field or a sub-field of a `rows` field). */
function kindInput(f: AreaField, readOnly: boolean, select: SelectOptions) {
  switch (f.kind) {
    case 'textarea':
      return (
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 12 }}
          maxLength={f.max}
          showCount={Boolean(f.max)}
          disabled={readOnly}
        />
      );
    case 'number':
      return <InputNumber style={{ inlineSize: '100%', maxInlineSize: 240 }} disabled={readOnly} />;
    case 'switch':
      return <Switch disabled={readOnly} />;
    case 'select':
      return (
        <Select
          mode={f.multiple ? 'multiple' : undefined}
          options={select.options}
          loading={select.loading}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear={!f.required}
          disabled={readOnly}
        />
      );
    case 'datetime':
      return <DatePicker showTime disabled={readOnly} style={{ inlineSize: '100%', maxInlineSize: 280 }} />;
    case 'tags':
      return (
        <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} disabled={readOnly} />
      );
    case 'url':
      return <Input inputMode="url" maxLength={f.max} disabled={readOnly} />;
    case 'image':
      return (
        <PictureField upload={f.upload!} maxLength={f.max} disabled={readOnly} testId={`field-${f.name}`} />
      );
    case 'secret':
      // write-only: never read back, so the box starts empty; empty on a save keeps the stored one
      return <Input.Password autoComplete="new-password" maxLength={f.max} disabled={readOnly} />;
    case 'email':
      return <Input inputMode="email" autoComplete="off" maxLength={f.max} disabled={readOnly} />;
    default:
      return <Input maxLength={f.max} showCount={Boolean(f.max)} disabled={readOnly} />;
  }
}

/**
 * One form field of a declared area: its input by kind, its label from the shared field labels,
 * the required mark and maximum length of the declaration, and the area's own zod schema as the
 * rule (the form refuses what the server refuses, in the same words). `fixed` fields are
 * read-only once the item exists.
 */
export function FieldInput({
  decl,
  field: f,
  editing,
  disabled,
}: {
  decl: AdminAreaDeclaration;
  field: AreaField;
  editing: boolean;
  disabled: boolean;
}) {
  const { i18n, t } = useTranslation();
  const labels = useAreaLabels(decl);
  const select = useOptionsOf(decl, f);
  const schema = shapeOf(decl)[f.name];
  const readOnly = disabled || (editing && Boolean(f.fixed));
  const rule = schema
    ? zodRule(
        z.preprocess((v) => bodyValue(f, schema, v === '' ? undefined : v), schema),
        f.name,
        i18n.language,
      )
    : undefined;

  const input = kindInput(f, readOnly, select);

  if (f.kind === 'rows') {
    return (
      <RowsInput
        decl={decl}
        field={f}
        disabled={readOnly}
        inputFor={(sub) =>
          sub.kind === 'markdown' ? (
            <MarkdownInput maxLength={sub.max} disabled={readOnly} />
          ) : (
            kindInput(sub, readOnly, {
              options: (sub.options ?? []).map((v) => ({ value: v, label: labels.option(sub.name, v) })),
              loading: false,
            })
          )
        }
      />
    );
  }

  if (f.kind === 'blocks') {
    return (
      <BlocksInput
        name={f.name}
        label={labels.field(f.name)}
        required={f.required}
        max={f.max ?? 30}
        disabled={readOnly}
      />
    );
  }
  if (f.kind === 'file') {
    return (
      <Form.Item name={f.name} label={labels.field(f.name)} required={f.required} rules={rule ? [rule] : []}>
        <FileInput field={f} disabled={readOnly} />
      </Form.Item>
    );
  }
  if (f.kind === 'markdown') {
    return (
      <Form.Item name={f.name} label={labels.field(f.name)} required={f.required} rules={rule ? [rule] : []}>
        <MarkdownInput maxLength={f.max} disabled={readOnly} />
      </Form.Item>
    );
  }
  return (
    <Form.Item
      name={f.name}
      label={labels.field(f.name)}
      required={f.required && !(editing && f.kind === 'secret')}
      rules={rule ? [rule] : []}
      valuePropName={f.kind === 'switch' ? 'checked' : 'value'}
      extra={
        editing && f.fixed
          ? t('adminConsole.form.fixedHelp')
          : f.kind === 'tags'
            ? t('adminConsole.form.tagsHelp')
            : editing && f.kind === 'secret'
              ? t('adminConsole.form.secretHelp')
              : // an area's own hint for a field (`adminAreas.<key>.help.<name>`), when it has one
                i18n.exists(`adminAreas.${decl.viewOf ?? decl.key}.help.${f.name}`)
                ? t(`adminAreas.${decl.viewOf ?? decl.key}.help.${f.name}`)
                : undefined
      }
    >
      {input}
    </Form.Item>
  );
}
