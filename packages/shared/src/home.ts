import { z } from 'zod';
import { newsSummary } from './news';
import { productCategoryEnum } from './catalogue';

/** the featured product's category (its catalogue list) */
export const productKind = productCategoryEnum;
export type ProductKind = z.infer<typeof productKind>;

export const productSummary = z.object({
  code: z.string(),
  kind: productKind,
  vendor: z.string(),
  name: z.string(),
  summary: z.string(),
  imageUrl: z.string().nullable(),
});
export type ProductSummary = z.infer<typeof productSummary>;

export const slide = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
});
export type Slide = z.infer<typeof slide>;

export const homeFeed = z.object({
  slides: z.array(slide),
  news: z.array(newsSummary),
  featured: z.array(productSummary),
});
export type HomeFeed = z.infer<typeof homeFeed>;
