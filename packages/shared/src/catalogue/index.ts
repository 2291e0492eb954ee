import { z } from 'zod';
import { pageOf, pageQuery } from '../pagination';
import {
  CATALOGUE_KINDS,
  COMPARE_MAX,
  COMPARE_MIN,
  type CompareRow,
  PRODUCT_CATEGORIES,
  PRODUCT_CODE_MAX,
  PRODUCT_PAGE_SIZE,
  PRODUCT_VENDOR_MAX,
  type ProductLink,
} from './kinds';

export * from './kinds';
export * from './attributes';

export const productKindEnum = z.enum(CATALOGUE_KINDS);
export const productCategoryEnum = z.enum(PRODUCT_CATEGORIES);

/** URL key: letters, digits, dot, dash, underscore (`openEuler`, `lichee-pi-4a`). */
export const productCode = z
  .string()
  .trim()
  .min(1)
  .max(PRODUCT_CODE_MAX)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'productCodeFormat');

/** The list's filters besides kind: vendor, an ISA token, cores at least n, offered by the cloud lab
 * (a board of the lab's inventory is this product and can be reserved). */
export const productFilterQuery = pageQuery.extend({
  category: productCategoryEnum.optional(),
  pageSize: z.coerce.number().int().min(1).max(48).default(PRODUCT_PAGE_SIZE),
  vendor: z.string().trim().min(1).max(PRODUCT_VENDOR_MAX).optional(),
  isa: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._+-]{1,40}$/)
    .transform((s) => s.toUpperCase())
    .optional(),
  coresMin: z.coerce.number().int().min(1).max(4096).optional(),
  cloudLab: z
    .enum(['true', 'false'])
    .transform((s) => s === 'true')
    .optional(),
});

export const productListQuery = productFilterQuery.extend({ kind: productKindEnum });
export type ProductListQuery = z.infer<typeof productListQuery>;

export const productAttribute = z.object({ name: z.string(), value: z.string() });
export const productLink: z.ZodType<ProductLink> = z.object({ label: z.string(), url: z.string() });

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

/** A page that links to a product: a document, resource, question or post (issue 16). */
const relatedLink = z.object({ title: z.string(), url: z.string() });
/** A compatible product: its page address is made from code, kind and category (`productPath`). */
const relatedProduct = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.string(),
  category: z.string(),
});
export const productRelated = z.object({
  documents: z.array(relatedLink),
  resources: z.array(relatedLink),
  questions: z.array(relatedLink),
  posts: z.array(relatedLink),
  /** hardware a software product runs on (its `boards` attribute) */
  runsOn: z.array(relatedProduct),
  /** software that names this hardware among its boards */
  software: z.array(relatedProduct),
  /** products based on this one (a board carrying this SoC) */
  derived: z.array(relatedProduct),
});
export type ProductRelated = z.infer<typeof productRelated>;
export const NO_RELATED: ProductRelated = {
  documents: [],
  resources: [],
  questions: [],
  posts: [],
  runsOn: [],
  software: [],
  derived: [],
};

export const productDetail = productCard.extend({
  /** the product as a target of collections (collections.toggle / collections.state) */
  targetId: z.string(),
  html: z.string(),
  website: z.string().nullable(),
  attributes: z.array(productAttribute),
  links: z.array(productLink),
  basedOn: z.object({ code: z.string(), kind: productKindEnum, name: z.string() }).nullable(),
  /** the cloud lab's boards of this product that can be reserved now (their reservation pages) */
  labBoards: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** what links to the product and its compatible products (empty in a preview) */
  related: productRelated,
  publishedAt: z.string(),
  updatedAt: z.string(),
  locale: z.string(),
});
export type ProductDetail = z.infer<typeof productDetail>;

/** `codes=a,b` → unique codes, 2 to 4 of them (422 `compareCount` otherwise). */
export const productCompareQuery = z.object({
  codes: z
    .string()
    .max(COMPARE_MAX * (PRODUCT_CODE_MAX + 1))
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(productCode).min(COMPARE_MIN, 'compareCount').max(COMPARE_MAX, 'compareCount')),
});

export const compareRow: z.ZodType<CompareRow> = z.object({
  name: z.string(),
  values: z.array(z.string().nullable()),
  differs: z.boolean(),
});

export const productComparison = z.object({
  kind: productKindEnum,
  products: z.array(productCard),
  rows: z.array(compareRow),
});
export type ProductComparison = z.infer<typeof productComparison>;
