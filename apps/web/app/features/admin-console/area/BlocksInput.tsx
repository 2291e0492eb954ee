import { Button, Card, Checkbox, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { contentLocale, fieldLabel } from '@occ/shared';
import {
  blockTypeOf,
  PAGE_BLOCK_TYPES,
  type BlockListField,
  type BlockPropField,
} from '@occ/shared/pages/blocks';
import { zodRule } from '~/lib/form-rules';
import { MarkdownInput } from './MarkdownInput';

type Name = (string | number)[];

/** The schema of a list's entries (`z.array(z.object(…)).default([])` → the object's shape). */
function entryShape(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  let s = schema as
    { def?: { innerType?: unknown }; element?: { shape?: Record<string, z.ZodType> } } | undefined;
  while (s?.def?.innerType) s = s.def.innerType as typeof s;
  return s?.element?.shape ?? {};
}

/** Choices, numbers and check boxes start at their schema's default (`type: 'text'`). */
function defaultsOf(fields: readonly BlockPropField[], shape: Record<string, z.ZodType>) {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.kind !== 'select' && f.kind !== 'number' && f.kind !== 'checkbox') continue;
    const d = shape[f.name]?.safeParse(undefined);
    if (d?.success) out[f.name] = d.data;
  }
  return out;
}

/** A new block of a type: its lists start with one entry when the schema needs one. */
export function emptyBlock(type: string) {
  const bt = blockTypeOf(type)!;
  const shape = bt.props.shape as Record<string, z.ZodType>;
  const props: Record<string, unknown> = defaultsOf(
    bt.fields.filter((f): f is BlockPropField => f.kind !== 'list'),
    shape,
  );
  for (const f of bt.fields)
    if (f.kind === 'list')
      props[f.name] = shape[f.name]!.safeParse([]).success
        ? []
        : [defaultsOf(f.fields, entryShape(shape[f.name]))];
  return { type, props };
}

function PropInput({
  field: f,
  name,
  schema,
  disabled,
}: {
  field: BlockPropField;
  name: Name;
  schema: z.ZodType | undefined;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = contentLocale(i18n.language);
  const rules = schema ? [zodRule(schema, f.name, i18n.language)] : [];
  if (f.kind === 'checkbox')
    return (
      <Form.Item name={name} valuePropName="checked">
        <Checkbox disabled={disabled}>{fieldLabel(f.name, locale)}</Checkbox>
      </Form.Item>
    );
  const input =
    f.kind === 'select' ? (
      <Select
        disabled={disabled}
        options={(f.options ?? []).map((o) => ({
          value: o,
          label: t(`adminConsole.blocks.options.${f.name}.${o}`),
        }))}
      />
    ) : f.kind === 'number' ? (
      <InputNumber min={1} max={f.max} precision={0} disabled={disabled} />
    ) : f.kind === 'markdown' ? (
      <MarkdownInput maxLength={f.max} disabled={disabled} />
    ) : f.kind === 'textarea' ? (
      <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={f.max} showCount disabled={disabled} />
    ) : (
      <Input inputMode={f.kind === 'url' ? 'url' : undefined} maxLength={f.max} disabled={disabled} />
    );
  return (
    <Form.Item name={name} label={fieldLabel(f.name, locale)} required={f.required} rules={rules}>
      {input}
    </Form.Item>
  );
}

/** Up, down and remove for one entry (a block or a list entry), keyboard-reachable and named. */
function EntryTools({
  index,
  count,
  what,
  move,
  remove,
  disabled,
}: {
  index: number;
  count: number;
  what: string;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <Button
        size="small"
        disabled={disabled || index === 0}
        onClick={() => move(index, index - 1)}
        aria-label={t('adminConsole.blocks.up', { what })}
      >
        ↑
      </Button>
      <Button
        size="small"
        disabled={disabled || index === count - 1}
        onClick={() => move(index, index + 1)}
        aria-label={t('adminConsole.blocks.down', { what })}
      >
        ↓
      </Button>
      <Button
        size="small"
        danger
        disabled={disabled}
        onClick={() => remove(index)}
        aria-label={t('adminConsole.blocks.remove', { what })}
      >
        {t('adminConsole.blocks.removeShort')}
      </Button>
    </Space>
  );
}

function ListInput({
  field: f,
  name,
  schema,
  disabled,
}: {
  field: BlockListField;
  name: Name;
  schema: z.ZodType | undefined;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const label = fieldLabel(f.name, contentLocale(i18n.language));
  const shape = entryShape(schema);
  return (
    <Form.Item label={label}>
      <Form.List name={name}>
        {(entries, { add, remove, move }) => (
          <div className="console-block-list">
            {entries.map((entry, i) => (
              <div key={entry.key} className="console-block-entry">
                <div className="console-block-entry-head">
                  <span>{t('adminConsole.blocks.entry', { n: i + 1 })}</span>
                  <EntryTools
                    index={i}
                    count={entries.length}
                    what={`${label} ${i + 1}`}
                    move={move}
                    remove={remove}
                    disabled={disabled}
                  />
                </div>
                {f.fields.map((sub) => (
                  <PropInput
                    key={sub.name}
                    field={sub}
                    name={[entry.name, sub.name]}
                    schema={shape[sub.name]}
                    disabled={disabled}
                  />
                ))}
              </div>
            ))}
            <Button
              size="small"
              disabled={disabled || entries.length >= f.max}
              onClick={() => add(defaultsOf(f.fields, shape))}
            >
              {t('adminConsole.blocks.addEntry', { what: label })}
            </Button>
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}

/** One block: its type's fields, generated from the block type's declaration and schema. */
function BlockEditor({
  listName,
  entryName,
  index,
  count,
  move,
  remove,
  disabled,
}: {
  listName: string;
  entryName: number;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const type = Form.useWatch([listName, entryName, 'type']) as string | undefined;
  const bt = type ? blockTypeOf(type) : undefined;
  const typeName = t(`adminConsole.blocks.types.${type ?? 'unknown'}`, { defaultValue: type ?? '' });
  const what = `${index + 1} · ${typeName}`;
  return (
    <Card
      size="small"
      className="console-block"
      data-testid={`block-${index}`}
      title={<span>{t('adminConsole.blocks.block', { n: index + 1, type: typeName })}</span>}
      extra={
        <EntryTools index={index} count={count} what={what} move={move} remove={remove} disabled={disabled} />
      }
    >
      <Form.Item name={[entryName, 'type']} hidden>
        <Input />
      </Form.Item>
      {bt
        ? bt.fields.map((f) =>
            f.kind === 'list' ? (
              <ListInput
                key={f.name}
                field={f}
                name={[entryName, 'props', f.name]}
                schema={bt.props.shape[f.name] as z.ZodType}
                disabled={disabled}
              />
            ) : (
              <PropInput
                key={f.name}
                field={f}
                name={[entryName, 'props', f.name]}
                schema={bt.props.shape[f.name] as z.ZodType}
                disabled={disabled}
              />
            ),
          )
        : null}
    </Card>
  );
}

/**
 * The 'blocks' field kind: an ordered list of typed page blocks. Staff add a block of a type,
 * move it up or down, remove it, and edit its props in a form generated from the block type's
 * field list, each prop checked with the block's own schema (the server checks the same).
 */
export function BlocksInput({
  name,
  label,
  required,
  max,
  disabled,
}: {
  name: string;
  label: string;
  required?: boolean;
  max: number;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const countRule = zodRule(
    z
      .array(z.unknown())
      .min(required ? 1 : 0)
      .max(max),
    name,
    i18n.language,
  );
  return (
    <Form.Item label={label} required={required} className="console-blocks-field">
      <Form.List name={name} rules={[countRule as never]}>
        {(entries, { add, remove, move }, { errors }) => (
          <div className="console-blocks" data-testid={`blocks-${name}`}>
            {entries.map((entry, i) => (
              <BlockEditor
                key={entry.key}
                listName={name}
                entryName={entry.name}
                index={i}
                count={entries.length}
                move={move}
                remove={remove}
                disabled={disabled}
              />
            ))}
            <Select
              className="console-block-add"
              aria-label={t('adminConsole.blocks.add', { what: label })}
              placeholder={t('adminConsole.blocks.add', { what: label })}
              value={null}
              disabled={disabled || entries.length >= max}
              options={PAGE_BLOCK_TYPES.map((b) => ({
                value: b.key,
                label: t(`adminConsole.blocks.types.${b.key}`),
              }))}
              onChange={(type: string) => add(emptyBlock(type))}
              style={{ minInlineSize: 220 }}
            />
            <Form.ErrorList errors={errors} />
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}
