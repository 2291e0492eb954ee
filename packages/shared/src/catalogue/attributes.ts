// Typed product attributes (issue 16): the specifications a product kind is known to have,
// declared once. A product's lines stay free `name: value` text (extra lines are allowed); a line
// whose name is a known attribute of the product's category must hold a value of its type, and
// its typed value is stored beside the lines (products.spec_values) for the list's filters.
// Plain values, no zod, so pages can read the declarations without loading schemas.

import type { ProductCategory } from './kinds';

export const ATTRIBUTE_TYPES = ['int', 'number', 'tokens', 'list', 'text', 'boolean'] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

export interface AttributeDecl {
  /** the key of the typed value (spec_values) and of a filter */
  key: string;
  /** the line names that mean this attribute (as the demo data and editors write them) */
  label: { 'zh-CN': string; 'en-US': string };
  type: AttributeType;
  unit?: string;
  categories: readonly ProductCategory[];
}

const HARDWARE: readonly ProductCategory[] = ['cpu', 'soc', 'mcu', 'module', 'board'];
const SOFTWARE: readonly ProductCategory[] = ['operating', 'base', 'development', 'application'];

export const PRODUCT_ATTRIBUTES: readonly AttributeDecl[] = [
  { key: 'cores', label: { 'zh-CN': '核心数', 'en-US': 'Cores' }, type: 'int', categories: HARDWARE },
  { key: 'isa', label: { 'zh-CN': '指令集', 'en-US': 'ISA' }, type: 'tokens', categories: HARDWARE },
  {
    key: 'frequency',
    label: { 'zh-CN': '主频', 'en-US': 'Frequency' },
    type: 'number',
    unit: 'MHz',
    categories: HARDWARE,
  },
  { key: 'version', label: { 'zh-CN': '版本', 'en-US': 'Version' }, type: 'text', categories: SOFTWARE },
  { key: 'license', label: { 'zh-CN': '许可证', 'en-US': 'License' }, type: 'text', categories: SOFTWARE },
  {
    key: 'boards',
    label: { 'zh-CN': '支持的开发板', 'en-US': 'Boards' },
    type: 'list',
    categories: SOFTWARE,
  },
];

export type SpecValue = number | boolean | string | string[];
export type SpecValues = Record<string, SpecValue>;

/** The declared attribute a line's name means for a category (names match case-insensitively). */
export function attributeOf(category: string, name: string): AttributeDecl | undefined {
  const n = name.trim().toLowerCase();
  return PRODUCT_ATTRIBUTES.find(
    (a) =>
      (a.categories as readonly string[]).includes(category) &&
      (a.label['zh-CN'].toLowerCase() === n || a.label['en-US'].toLowerCase() === n),
  );
}

const TRUE = ['yes', 'true', '是', '支持', '有'];
const FALSE = ['no', 'false', '否', '不支持', '无'];
const TOKEN = /^[A-Za-z0-9._+-]+$/;

/** ISA tokens, upper-cased: `RV64GC, RVV 1.0` → RV64GC, RVV, 1.0 (the `isa` filter is one of them). */
export function isaTokens(value: string): string[] {
  return value
    .split(/[\s,，、;/()（）]+/)
    .filter(Boolean)
    .map((t) => t.toUpperCase());
}

/** A value as its type, or undefined when it is not of that type. */
export function typedValue(decl: AttributeDecl, raw: string): SpecValue | undefined {
  const value = raw.trim();
  switch (decl.type) {
    case 'int':
    case 'number': {
      const unit = decl.unit ? `(?:\\s*${decl.unit})?` : '';
      const num = decl.type === 'int' ? '(\\d{1,6})' : '(\\d{1,6}(?:\\.\\d{1,4})?)';
      const m = new RegExp(`^(?:up to\\s+|最高\\s*)?${num}${unit}$`, 'i').exec(value);
      return m ? Number(m[1]) : undefined;
    }
    case 'tokens': {
      const tokens = isaTokens(value);
      return tokens.length && tokens.every((t) => TOKEN.test(t)) ? tokens : undefined;
    }
    case 'list': {
      const items = value
        .split(/[,，、;]/)
        .map((s) => s.trim())
        .filter(Boolean);
      return items.length ? items : undefined;
    }
    case 'boolean': {
      const v = value.toLowerCase();
      if (TRUE.includes(v)) return true;
      if (FALSE.includes(v)) return false;
      return undefined;
    }
    default:
      return value || undefined;
  }
}

/** The first known attribute of the category whose value is not of its type (its line name). */
export function wrongTypedAttribute(
  category: string,
  attrs: readonly { name: string; value: string }[],
): { name: string; decl: AttributeDecl } | null {
  for (const a of attrs) {
    const decl = attributeOf(category, a.name);
    if (decl && typedValue(decl, a.value) === undefined) return { name: a.name, decl };
  }
  return null;
}

/** Typed values of a product's known attributes (wrong-typed lines are left out). */
export function specValuesOf(
  category: string,
  attrs: readonly { name: string; value: string }[],
): SpecValues {
  const out: SpecValues = {};
  for (const a of attrs) {
    const decl = attributeOf(category, a.name);
    const v = decl ? typedValue(decl, a.value) : undefined;
    if (decl && v !== undefined) out[decl.key] = v;
  }
  return out;
}
