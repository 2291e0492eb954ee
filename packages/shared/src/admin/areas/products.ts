import { z } from 'zod';
import {
  CATEGORIES_BY_KIND,
  PRODUCT_ATTRIBUTE_KEY_MAX,
  PRODUCT_ATTRIBUTE_VALUE_MAX,
  PRODUCT_ATTRIBUTES_MAX,
  PRODUCT_CATEGORIES,
  PRODUCT_DESCRIPTION_MAX,
  CATALOGUE_KINDS,
  PRODUCT_LINKS_MAX,
  CATALOGUE_NAME_MAX,
  PRODUCT_SUMMARY_MAX,
  PRODUCT_VENDOR_MAX,
  parseAttributeLines,
  parseLinkLines,
  productCategoryEnum,
  productCode,
  productKindEnum,
  wrongTypedAttribute,
} from '../../catalogue';
import { crudActions, defineArea } from '../area';
import { siteLink } from './carousel';

const LINES_MAX = 6000;

/** `name: value` lines, each name and value within the limits, at most PRODUCT_ATTRIBUTES_MAX. */
const attributeLines = z
  .string()
  .trim()
  .max(LINES_MAX)
  .default('')
  .refine((text) => {
    const attrs = parseAttributeLines(text);
    return (
      attrs !== null &&
      attrs.length <= PRODUCT_ATTRIBUTES_MAX &&
      new Set(attrs.map((a) => a.name)).size === attrs.length &&
      attrs.every(
        (a) =>
          a.name.length <= PRODUCT_ATTRIBUTE_KEY_MAX &&
          a.value &&
          a.value.length <= PRODUCT_ATTRIBUTE_VALUE_MAX,
      )
    );
  }, 'attributeLinesFormat');

/** A known attribute of the category (catalogue/attributes.ts) holds a value of its type. */
function typedAttributes(v: { category: string; attributes: string }, ctx: z.RefinementCtx) {
  const wrong = wrongTypedAttribute(v.category, parseAttributeLines(v.attributes) ?? []);
  if (wrong)
    ctx.addIssue({
      code: 'custom',
      path: ['attributes'],
      message: 'attributeType',
      params: { attribute: wrong.name, type: wrong.decl.type },
    });
}

const linkLines = z
  .string()
  .trim()
  .max(LINES_MAX)
  .default('')
  .refine((text) => {
    const links = parseLinkLines(text);
    return links !== null && links.length <= PRODUCT_LINKS_MAX && links.every((l) => l.url.length <= 500);
  }, 'linkLinesFormat');

/** A product as the console edits it: both languages side by side, specifications as lines. */
export const productAreaBody = z
  .object({
    productCode,
    productKind: productKindEnum,
    category: productCategoryEnum,
    vendor: z.string().trim().min(1).max(PRODUCT_VENDOR_MAX),
    nameZh: z.string().trim().min(1).max(CATALOGUE_NAME_MAX),
    summaryZh: z.string().trim().min(1).max(PRODUCT_SUMMARY_MAX),
    descriptionZh: z.string().trim().max(PRODUCT_DESCRIPTION_MAX).default(''),
    nameEn: z.string().trim().max(CATALOGUE_NAME_MAX).default(''),
    summaryEn: z.string().trim().max(PRODUCT_SUMMARY_MAX).default(''),
    descriptionEn: z.string().trim().max(PRODUCT_DESCRIPTION_MAX).default(''),
    imageUrl: siteLink.nullable().default(null),
    website: siteLink.nullable().default(null),
    attributes: attributeLines,
    links: linkLines,
    sort: z.coerce.number().int().min(0).max(9999).default(0),
    featured: z.boolean().default(false),
  })
  .refine((v) => (CATEGORIES_BY_KIND[v.productKind] as readonly string[]).includes(v.category), {
    path: ['category'],
    message: 'categoryOfKind',
  })
  .refine((v) => !v.summaryEn || v.nameEn, { path: ['nameEn'], message: 'fieldRequired' })
  .refine((v) => !v.nameEn || v.summaryEn, { path: ['summaryEn'], message: 'fieldRequired' })
  .superRefine(typedAttributes);
export type ProductAreaBody = z.infer<typeof productAreaBody>;

/**
 * A product as its vendor edits it at /people/my/product: the console's fields without vendor
 * (the organisation's name), order and featured (the staff's). The server completes it into a
 * ProductAreaBody, so the console's rules (category of kind, both-language pairs) apply to both.
 */
export const vendorProductBody = z
  .object(productAreaBody.shape)
  .omit({ vendor: true, sort: true, featured: true })
  .refine((v) => (CATEGORIES_BY_KIND[v.productKind] as readonly string[]).includes(v.category), {
    path: ['category'],
    message: 'categoryOfKind',
  })
  .refine((v) => !v.summaryEn || v.nameEn, { path: ['nameEn'], message: 'fieldRequired' })
  .refine((v) => !v.nameEn || v.summaryEn, { path: ['summaryEn'], message: 'fieldRequired' })
  .superRefine(typedAttributes);
export type VendorProductBody = z.infer<typeof vendorProductBody>;

export const VENDOR_PRODUCT_STATES = ['draft', 'pending', 'rejected', 'published'] as const;
export type VendorProductState = (typeof VENDOR_PRODUCT_STATES)[number];

/** One row of the vendor's product list. */
export const vendorProductItem = z.object({
  id: z.number().int(),
  productCode: z.string(),
  productKind: z.string(),
  category: z.string(),
  name: z.string(),
  /** draft: never submitted (or edited since a decision); pending: in the queue */
  state: z.enum(VENDOR_PRODUCT_STATES),
  /** published and the live page differs from the working copy */
  hasDraft: z.boolean(),
  /** the reviewer's reason of the last rejection */
  reviewComment: z.string().nullable(),
  updatedAt: z.string(),
});
export type VendorProductItem = z.infer<typeof vendorProductItem>;

export const productArea = defineArea({
  key: 'products',
  resource: 'products',
  route: '/admin/product',
  editRoute: '/admin/product_detail',
  previewRoute: '/admin/product_detailno',
  body: productAreaBody,
  fields: [
    { name: 'productCode', kind: 'text', required: true, max: 64, fixed: true },
    { name: 'productKind', kind: 'select', options: CATALOGUE_KINDS, required: true },
    { name: 'category', kind: 'select', options: PRODUCT_CATEGORIES, required: true },
    { name: 'vendor', kind: 'text', required: true, max: PRODUCT_VENDOR_MAX },
    { name: 'nameZh', kind: 'text', required: true, max: CATALOGUE_NAME_MAX },
    { name: 'summaryZh', kind: 'textarea', required: true, max: PRODUCT_SUMMARY_MAX },
    { name: 'descriptionZh', kind: 'markdown', max: PRODUCT_DESCRIPTION_MAX },
    { name: 'nameEn', kind: 'text', max: CATALOGUE_NAME_MAX },
    { name: 'summaryEn', kind: 'textarea', max: PRODUCT_SUMMARY_MAX },
    { name: 'descriptionEn', kind: 'markdown', max: PRODUCT_DESCRIPTION_MAX },
    { name: 'imageUrl', kind: 'image', max: 500, upload: '/api/admin/products/image' },
    { name: 'website', kind: 'url', max: 500 },
    { name: 'attributes', kind: 'textarea', max: LINES_MAX },
    { name: 'links', kind: 'textarea', max: LINES_MAX },
    { name: 'sort', kind: 'number' },
    { name: 'featured', kind: 'switch' },
  ],
  columns: [
    { name: 'nameZh' },
    { name: 'productCode' },
    { name: 'productKind', kind: 'option' },
    { name: 'category', kind: 'option' },
    { name: 'vendor' },
    { name: 'status', kind: 'status' },
    { name: 'updatedAt', kind: 'datetime' },
  ],
  filters: [
    { name: 'productKind', kind: 'select', options: CATALOGUE_KINDS },
    { name: 'category', kind: 'select', options: PRODUCT_CATEGORIES },
  ],
  search: true,
  sort: ['sort', 'updatedAt'],
  defaultSort: 'sort',
  titleField: 'nameZh',
  publish: true,
  actions: crudActions('products', true),
});
