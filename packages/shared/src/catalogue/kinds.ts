// The catalogue's kinds, categories, limits and paths: plain values, no schema, so a page that
// links to a product does not load zod (the schemas are in ./index.ts).

/**
 * The product catalogue (spec §1, §2): one model for software, hardware and solutions. The
 * category of each kind is a URL segment of its pages (`/software/operating`, `/hardware/board`,
 * `/solution/edge`); a product's `code` is its URL key.
 */
export const CATALOGUE_KINDS = ['software', 'hardware', 'solution'] as const;
export const SOFTWARE_CATEGORIES = ['operating', 'base', 'development', 'application'] as const;
export const HARDWARE_CATEGORIES = ['cpu', 'soc', 'mcu', 'module', 'board'] as const;
export const SOLUTION_CATEGORIES = ['edge', 'computer', 'community', 'conditioner', 'education'] as const;
export const PRODUCT_CATEGORIES = [
  ...SOFTWARE_CATEGORIES,
  ...HARDWARE_CATEGORIES,
  ...SOLUTION_CATEGORIES,
] as const;

export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const CATEGORIES_BY_KIND: Record<CatalogueKind, readonly ProductCategory[]> = {
  software: SOFTWARE_CATEGORIES,
  hardware: HARDWARE_CATEGORIES,
  solution: SOLUTION_CATEGORIES,
};

/** Is `value` a category of `kind` (a list page rather than a product code)? */
export function isCategoryOf(kind: CatalogueKind, value: string): value is ProductCategory {
  return (CATEGORIES_BY_KIND[kind] as readonly string[]).includes(value);
}

export const PRODUCT_CODE_MAX = 64;
export const CATALOGUE_NAME_MAX = 100;
export const PRODUCT_SUMMARY_MAX = 300;
export const PRODUCT_DESCRIPTION_MAX = 20000;
export const PRODUCT_VENDOR_MAX = 100;
export const PRODUCT_ATTRIBUTES_MAX = 30;
export const PRODUCT_ATTRIBUTE_KEY_MAX = 40;
export const PRODUCT_ATTRIBUTE_VALUE_MAX = 200;
export const PRODUCT_LINKS_MAX = 10;
export const PRODUCT_PAGE_SIZE = 12;

export interface ProductLink {
  label: string;
  url: string;
}

/** The public page of a product (kind and category decide the path). */
export function productPath(p: { kind: CatalogueKind; category: string; code: string }): string {
  if (p.kind === 'hardware') return `/hardware/product/${encodeURIComponent(p.code)}`;
  if (p.kind === 'software' && p.category === 'base') return `/software/base/${encodeURIComponent(p.code)}`;
  return `/${p.kind}/${encodeURIComponent(p.code)}`;
}

// ---- lines of text ↔ structured values (the console edits attributes and links as lines)

/** `name: value` per line → ordered attributes; null when a line has no `:`. */
export function parseAttributeLines(text: string): { name: string; value: string }[] | null {
  const out: { name: string; value: string }[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const at = line.indexOf(':');
    if (at <= 0) return null;
    out.push({ name: line.slice(0, at).trim(), value: line.slice(at + 1).trim() });
  }
  return out;
}

export function formatAttributeLines(attrs: Record<string, string>): string {
  return Object.entries(attrs)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
}

/** `label | https://…` per line → links; null when a line is not of that form. */
export function parseLinkLines(text: string): ProductLink[] | null {
  const out: ProductLink[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const at = line.lastIndexOf('|');
    if (at <= 0) return null;
    const label = line.slice(0, at).trim();
    const url = line.slice(at + 1).trim();
    if (!label || !/^(https?:\/\/|\/)[^\s]*$/.test(url)) return null;
    out.push({ label, url });
  }
  return out;
}

export function formatLinkLines(links: readonly ProductLink[]): string {
  return links.map((l) => `${l.label} | ${l.url}`).join('\n');
}

/** The kind a category belongs to (categories are unique across kinds). */
export function kindOfCategory(category: ProductCategory): CatalogueKind {
  return CATALOGUE_KINDS.find((k) => (CATEGORIES_BY_KIND[k] as readonly string[]).includes(category))!;
}

// ---- side-by-side comparison of 2 to 4 published products of one kind (issue 16, beyond the
// spec): `/hardware/compare?codes=a,b`. Rows are the union of the products' attributes in order of
// first appearance; a row differs when its values are not all the same (a missing value counts).

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export interface CompareRow {
  name: string;
  /** one per product, in the products' order; null where the product lacks the attribute */
  values: (string | null)[];
  differs: boolean;
}

/** The comparison's rows from each product's ordered attributes. */
export function compareRows(
  attributes: readonly (readonly { name: string; value: string }[])[],
): CompareRow[] {
  const names: string[] = [];
  for (const list of attributes) for (const a of list) if (!names.includes(a.name)) names.push(a.name);
  return names.map((name) => {
    const values = attributes.map((list) => list.find((a) => a.name === name)?.value ?? null);
    return { name, values, differs: values.some((v) => v !== values[0]) };
  });
}

/** The compare page of a kind's products (codes in the URL, at most COMPARE_MAX kept). */
export function comparePath(kind: CatalogueKind, codes: readonly string[]): string {
  const list = codes.slice(0, COMPARE_MAX).map(encodeURIComponent).join(',');
  return list ? `/${kind}/compare?codes=${list}` : `/${kind}/compare`;
}
