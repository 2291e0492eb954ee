import { z } from 'zod';
import { NEWS_BODY_MAX, NEWS_SUMMARY_MAX, NEWS_TITLE_MAX } from '../../limits';
import { crudActions, defineArea } from '../area';
import { siteLink } from './carousel';

/** News as the console edits it: both languages side by side; en-US is optional as a whole. */
export const newsAreaBody = z
  .object({
    source: z.string().trim().min(1).max(64),
    coverUrl: siteLink.nullable().default(null),
    titleZh: z.string().trim().min(1).max(NEWS_TITLE_MAX),
    summaryZh: z.string().trim().max(NEWS_SUMMARY_MAX).default(''),
    bodyZh: z.string().trim().min(1).max(NEWS_BODY_MAX),
    titleEn: z.string().trim().max(NEWS_TITLE_MAX).default(''),
    summaryEn: z.string().trim().max(NEWS_SUMMARY_MAX).default(''),
    bodyEn: z.string().trim().max(NEWS_BODY_MAX).default(''),
  })
  .refine((v) => !v.bodyEn || v.titleEn, { path: ['titleEn'], message: 'fieldRequired' })
  .refine((v) => !v.titleEn || v.bodyEn, { path: ['bodyEn'], message: 'fieldRequired' });
export type NewsAreaBody = z.infer<typeof newsAreaBody>;

export const newsArea = defineArea({
  key: 'news',
  resource: 'news',
  route: '/admin/news',
  editRoute: '/admin/news_detail',
  previewRoute: '/news/preview',
  body: newsAreaBody,
  fields: [
    { name: 'titleZh', kind: 'text', required: true, max: NEWS_TITLE_MAX },
    { name: 'summaryZh', kind: 'textarea', max: NEWS_SUMMARY_MAX },
    { name: 'bodyZh', kind: 'markdown', required: true, max: NEWS_BODY_MAX },
    { name: 'titleEn', kind: 'text', max: NEWS_TITLE_MAX },
    { name: 'summaryEn', kind: 'textarea', max: NEWS_SUMMARY_MAX },
    { name: 'bodyEn', kind: 'markdown', max: NEWS_BODY_MAX },
    { name: 'source', kind: 'text', required: true, max: 64 },
    { name: 'coverUrl', kind: 'url', max: 500 },
  ],
  columns: [
    { name: 'titleZh' },
    { name: 'source' },
    { name: 'status', kind: 'status' },
    { name: 'publishedAt', kind: 'datetime' },
    { name: 'updatedAt', kind: 'datetime' },
  ],
  filters: [],
  search: true,
  sort: ['publishedAt', 'updatedAt'],
  defaultSort: '-updatedAt',
  titleField: 'titleZh',
  publish: true,
  actions: crudActions('news', true),
});
