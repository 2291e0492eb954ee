import { z } from 'zod';
import { pageQuery } from './pagination';

export const newsId = z.coerce.number().int().positive();

export const newsListQuery = pageQuery;

export const newsSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  source: z.string(),
  publishedAt: z.string(),
  locale: z.string(),
});
export type NewsSummary = z.infer<typeof newsSummary>;

export const newsDetail = newsSummary.extend({
  html: z.string(),
  updatedAt: z.string(),
  prevId: z.number().int().nullable(),
  nextId: z.number().int().nullable(),
  can: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type NewsDetail = z.infer<typeof newsDetail>;
