import dayjs, { type Dayjs } from 'dayjs';
import type { z } from 'zod';
import type { AdminAreaDeclaration, AreaField } from '@occ/shared/admin';

// Between a declared area's body (what the API takes and returns) and its antd form values:
// datetimes are dayjs in the form and ISO strings in the body; an empty text becomes what the
// schema accepts for "nothing" (its default, or null) so optional fields stay optional.

type Shape = Record<string, z.ZodType>;
export const shapeOf = (decl: AdminAreaDeclaration): Shape => decl.body.shape as Shape;

/** The row schema's shape of a `rows` field (its array's element, through defaults/optionals). */
export const rowShapeOf = (decl: AdminAreaDeclaration, name: string): Shape => rowShape(shapeOf(decl)[name]);

const accepts = (schema: z.ZodType | undefined, v: unknown) => !schema || schema.safeParse(v).success;

/** Blocks as the form holds them: an input never touched is undefined; the schema wants ''. */
function blankToEmpty(v: unknown): unknown {
  if (v === undefined || v === null) return '';
  if (Array.isArray(v)) return v.map(blankToEmpty);
  if (typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, blankToEmpty(x)]));
  return v;
}

/** The body value of one form value. */
export function bodyValue(field: AreaField, schema: z.ZodType | undefined, value: unknown): unknown {
  if (field.kind === 'rows') {
    const shape = rowShape(schema);
    return (Array.isArray(value) ? value : []).map((row: Record<string, unknown> | undefined) => {
      const out: Record<string, unknown> = {};
      for (const sub of field.fields ?? []) {
        const v = bodyValue(sub, shape[sub.name], row?.[sub.name]);
        if (v !== undefined) out[sub.name] = v;
      }
      return out;
    });
  }
  if (field.kind === 'datetime') {
    if (value === undefined || value === null || value === '')
      return accepts(schema, null) ? null : undefined;
    return dayjs.isDayjs(value) ? value.toISOString() : value;
  }
  if (field.kind === 'blocks') return blankToEmpty(value ?? []);
  if (field.kind === 'number') return value === null || value === '' ? undefined : value;
  if (field.kind === 'switch') return Boolean(value);
  if (field.kind === 'tags' || (field.kind === 'select' && field.multiple)) return value ?? [];
  // another area's item is chosen by its id, a number where the schema takes one
  if (field.ref && typeof value === 'string' && /^\d+$/.test(value) && !accepts(schema, value))
    return Number(value);
  if (value === undefined || value === null || value === '') {
    // the schema's "nothing": '' when it takes it, else null, else its default; '' again
    // when it takes none of them, so the required message names the field
    if (accepts(schema, '')) return '';
    if (accepts(schema, null)) return null;
    if (accepts(schema, undefined)) return undefined;
    return '';
  }
  return value;
}

/** The request body of the form's values (undefined keys are left out: the server's defaults). */
export function toBody(decl: AdminAreaDeclaration, values: Record<string, unknown>): Record<string, unknown> {
  const shape = shapeOf(decl);
  const body: Record<string, unknown> = {};
  for (const f of decl.fields) {
    const v = bodyValue(f, shape[f.name], values[f.name]);
    if (v !== undefined) body[f.name] = v;
  }
  return body;
}

/** The form's values of a body: the item's, or the schema's defaults for a new one. */
export function toFormValues(decl: AdminAreaDeclaration, body: Record<string, unknown> | null) {
  const shape = shapeOf(decl);
  const values: Record<string, unknown> = {};
  for (const f of decl.fields) {
    let v: unknown = body ? body[f.name] : undefined;
    if (v === undefined) {
      const d = shape[f.name]?.safeParse(undefined);
      v = d?.success ? d.data : undefined;
    }
    if (f.kind === 'rows') v = (Array.isArray(v) ? v : []).map((row) => formRow(f.fields ?? [], row));
    values[f.name] = f.kind === 'rows' ? v : formValue(f, v);
  }
  return values;
}

function formValue(f: AreaField, v: unknown): unknown {
  if (f.kind === 'datetime') return typeof v === 'string' && v ? dayjs(v) : null;
  if (f.kind === 'switch') return Boolean(v ?? false);
  // the options of another area's items carry their ids as text
  if (f.ref && typeof v === 'number') return String(v);
  return v;
}

function formRow(subs: readonly AreaField[], row: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const sub of subs) out[sub.name] = formValue(sub, (row as Record<string, unknown> | null)?.[sub.name]);
  return out;
}

function rowShape(schema: z.ZodType | undefined): Shape {
  let s: unknown = schema;
  for (let i = 0; i < 5 && s; i++) {
    const def = (s as { def?: { type?: string; innerType?: unknown; element?: unknown } }).def;
    if (def?.type === 'array') return ((def.element as { shape?: Shape }).shape ?? {}) as Shape;
    s = def?.innerType;
  }
  return {};
}

/** A property's value as text (detail drawer, change list, CSV-like plainness). */
export function plainValue(v: unknown, yesNo: { yes: string; no: string }, locale: string): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? yesNo.yes : yesNo.no;
  if (Array.isArray(v)) return v.length ? v.map((x) => plainValue(x, yesNo, locale)).join(', ') : '—';
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v)))
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(v));
  if (typeof v === 'object' && 'type' in v && 'props' in v) {
    // a page block: its type and its first text
    const props = (v as { props: Record<string, unknown> }).props ?? {};
    const first = Object.values(props).find((x) => typeof x === 'string' && x);
    return `${String((v as { type: unknown }).type)}${first ? ` · ${String(first).slice(0, 80)}` : ''}`;
  }
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

export type { Dayjs };
