import { z } from 'zod';
import { pageOf, pageQuery } from '../pagination';

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

export const productKindEnum = z.enum(CATALOGUE_KINDS);
export type CatalogueKind = z.infer<typeof productKindEnum>;
export const productCategoryEnum = z.enum(PRODUCT_CATEGORIES);
export type ProductCategory = z.infer<typeof productCategoryEnum>;

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

/** URL key: letters, digits, dot, dash, underscore (`openEuler`, `lichee-pi-4a`). */
export const productCode = z
  .string()
  .trim()
  .min(1)
  .max(PRODUCT_CODE_MAX)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'productCodeFormat');

export const productListQuery = pageQuery.extend({
  kind: productKindEnum,
  category: productCategoryEnum.optional(),
  pageSize: z.coerce.number().int().min(1).max(48).default(PRODUCT_PAGE_SIZE),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const productAttribute = z.object({ name: z.string(), value: z.string() });
export const productLink = z.object({ label: z.string(), url: z.string() });
export type ProductLink = z.infer<typeof productLink>;

export const productCard = z.object({
  code: z.string(),
  kind: productKindEnum,
  category: productCategoryEnum,
  vendor: z.string(),
  name: z.string(),
  summary: z.string(),
  imageUrl: z.string().nullable(),
  /** the first few attributes, for the card */
  highlights: z.array(productAttribute),
});
export type ProductCard = z.infer<typeof productCard>;

export const productPage = pageOf(productCard);
export type ProductPage = z.infer<typeof productPage>;

export const productDetail = productCard.extend({
  html: z.string(),
  website: z.string().nullable(),
  attributes: z.array(productAttribute),
  links: z.array(productLink),
  basedOn: z.object({ code: z.string(), kind: productKindEnum, name: z.string() }).nullable(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  locale: z.string(),
});
export type ProductDetail = z.infer<typeof productDetail>;

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
