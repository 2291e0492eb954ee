import { Button, Card, Form, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { AdminAreaDeclaration, AreaField } from '@occ/shared/admin';
import { zodRule } from '~/lib/form-rules';
import { useAreaLabels } from './labels';
import { bodyValue, rowShapeOf } from './values';

/**
 * A `rows` field: an ordered list of child rows (a course's lessons), each edited with the
 * declared sub-fields and validated with the row schema; rows can be added, removed and moved.
 * The row's place in the list is its order (the binding stores it).
 */
export function RowsInput({
  decl,
  field: f,
  disabled,
  inputFor,
}: {
  decl: AdminAreaDeclaration;
  field: AreaField;
  disabled: boolean;
  inputFor: (sub: AreaField) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const labels = useAreaLabels(decl);
  const shape = rowShapeOf(decl, f.name);
  const subs = f.fields ?? [];
  const listRule = zodRule(
    z.preprocess(
      (v) => (Array.isArray(v) ? v : []),
      z
        .array(z.unknown())
        .min(f.required ? 1 : 0)
        .max(f.max ?? 1000),
    ),
    f.name,
    i18n.language,
  );
  // the words of this rows field (`rows.<field>.<word>`), else the area's (`rows.<word>`)
  const key = (k: string, opts: Record<string, unknown> = {}) =>
    t(`adminAreas.${decl.key}.rows.${f.name}.${k}`, {
      ...opts,
      defaultValue: t(`adminAreas.${decl.key}.rows.${k}`, { ...opts, defaultValue: k }),
    });

  return (
    <Form.Item label={labels.field(f.name)} required={f.required}>
      <Form.List name={f.name} rules={[listRule as never]}>
        {(rows, { add, remove, move }, { errors }) => (
          <div className="area-rows" data-field={f.name}>
            {rows.map((row, i) => (
              <Card
                key={row.key}
                size="small"
                title={t(`adminAreas.${decl.key}.rows.${f.name}.row`, {
                  n: i + 1,
                  defaultValue: t(`adminAreas.${decl.key}.rows.row`, { n: i + 1, defaultValue: `#${i + 1}` }),
                })}
                className="area-row"
                extra={
                  disabled ? null : (
                    <Space wrap size={4}>
                      <Button size="small" disabled={i === 0} onClick={() => move(i, i - 1)}>
                        {key('up')}
                      </Button>
                      <Button size="small" disabled={i === rows.length - 1} onClick={() => move(i, i + 1)}>
                        {key('down')}
                      </Button>
                      <Button size="small" danger onClick={() => remove(i)}>
                        {key('remove')}
                      </Button>
                    </Space>
                  )
                }
              >
                {subs.map((sub) => {
                  const schema = shape[sub.name];
                  const rule = schema
                    ? zodRule(
                        z.preprocess((v) => bodyValue(sub, schema, v === '' ? undefined : v), schema),
                        sub.name,
                        i18n.language,
                      )
                    : undefined;
                  return (
                    <Form.Item
                      key={sub.name}
                      name={[row.name, sub.name]}
                      label={labels.field(sub.name)}
                      required={sub.required}
                      rules={rule ? [rule] : []}
                      valuePropName={sub.kind === 'switch' ? 'checked' : 'value'}
                    >
                      {inputFor(sub)}
                    </Form.Item>
                  );
                })}
              </Card>
            ))}
            <Form.ErrorList errors={errors} />
            {!disabled && rows.length < (f.max ?? Infinity) ? (
              <Button type="dashed" block onClick={() => add(emptyRow(subs, shape))}>
                + {key('add')}
              </Button>
            ) : null}
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}

/** A new row: each sub-field's schema default. */
function emptyRow(subs: readonly AreaField[], shape: Record<string, z.ZodType>) {
  const row: Record<string, unknown> = {};
  for (const s of subs) {
    const d = shape[s.name]?.safeParse(undefined);
    row[s.name] = d?.success ? d.data : undefined;
  }
  return row;
}
