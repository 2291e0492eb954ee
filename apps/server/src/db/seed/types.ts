// Shapes of the demo data loaded once into an empty database (see seed/index.ts).
export type SeedLocale = 'zh-CN' | 'en-US';

import type { CatalogueKind, ProductCategory, ProductLink } from '@occ/shared';

export interface SeedProduct {
  kind: CatalogueKind;
  /** the list it appears on (`/software/operating`, `/hardware/board`, `/solution/edge`) */
  category: ProductCategory;
  /** URL-safe unique code, used in /hardware/product/{code}, /software/{code}, /solution/{code} */
  code: string;
  vendor: string;
  /** site-relative image path, e.g. /demo/board-lpi4a.svg (file lives in apps/web/public) */
  imageUrl: string;
  website?: string;
  featured: boolean;
  sortOrder: number;
  /** code of the product this one is built on (a SoC's CPU core, a board's SoC) */
  basedOn?: string;
  /** short factual specifications, keys in English, values plain text */
  specs: Record<string, string>;
  links?: ProductLink[];
  i18n: Record<SeedLocale, { name: string; summary: string; description: string }>;
}

export interface SeedNews {
  /** ISO date-time in UTC */
  publishedAt: string;
  source: string;
  coverUrl: string;
  /** both locales where the item has both; zh-CN is always present */
  i18n: { 'zh-CN': SeedNewsText; 'en-US'?: SeedNewsText };
}
export interface SeedNewsText {
  title: string;
  summary: string;
  /** markdown: headings, lists, a table or code block where natural */
  body: string;
}

export interface SeedSlide {
  imageUrl: string;
  linkUrl: string;
  sortOrder: number;
  i18n: Record<SeedLocale, { title: string; subtitle: string }>;
}
