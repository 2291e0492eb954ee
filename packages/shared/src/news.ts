import { z } from 'zod';
import { NEWS_BODY_MAX, NEWS_SUMMARY_MAX, NEWS_TITLE_MAX } from './limits';
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

const newsText = z.object({
  title: z.string().trim().min(1).max(NEWS_TITLE_MAX),
  summary: z.string().trim().max(NEWS_SUMMARY_MAX).default(''),
  body: z.string().min(1).max(NEWS_BODY_MAX),
});

/** Administrators publish news in zh-CN and optionally en-US. */
export const newsInput = z.object({
  source: z.string().trim().min(1).max(64),
  coverUrl: z.string().max(500).nullable().default(null),
  publishedAt: z.iso.datetime().nullable().default(null),
  i18n: z.object({ 'zh-CN': newsText, 'en-US': newsText.optional() }),
});
export type NewsInput = z.infer<typeof newsInput>;
