import { z } from 'zod';
import {
  DOCUMENT_BODY_MAX,
  DOCUMENT_CATEGORIES,
  DOCUMENT_FEEDBACK_STATUSES,
  DOCUMENT_FORMATS,
  DOCUMENT_SERIES_MAX,
  DOCUMENT_SUMMARY_MAX,
  DOCUMENT_TITLE_MAX,
  DOCUMENT_VERSION_MAX,
} from '../../documents/schemas';
import { crudActions, defineArea } from '../area';
import { siteLink } from './carousel';

// The console's `resource` menu entry (spec admin): documents (draft → preview → publish, as news)
// and the readers' feedback on them, as tabs of one entry.
const RESOURCE_TABS = ['documents', 'documentFeedback', 'resources'] as const;
export const DOCUMENT_FEEDBACK_NOTE_MAX = 1000;

/** A document as the console edits it: both languages side by side; en-US is optional as a whole. */
export const documentAreaBody = z
  .object({
    productId: z.coerce.number().int().positive().nullable().default(null),
    category: z.enum(DOCUMENT_CATEGORIES),
    series: z
      .string()
      .trim()
      .min(1)
      .max(DOCUMENT_SERIES_MAX)
      .regex(/^[a-z0-9][a-z0-9-]*$/, 'lowerKeyFormat'),
    version: z.string().trim().min(1).max(DOCUMENT_VERSION_MAX),
    format: z.enum(DOCUMENT_FORMATS).default('markdown'),
    fileUrl: siteLink.nullable().default(null),
    titleZh: z.string().trim().min(1).max(DOCUMENT_TITLE_MAX),
    summaryZh: z.string().trim().max(DOCUMENT_SUMMARY_MAX).default(''),
    bodyZh: z.string().trim().max(DOCUMENT_BODY_MAX).default(''),
    titleEn: z.string().trim().max(DOCUMENT_TITLE_MAX).default(''),
    summaryEn: z.string().trim().max(DOCUMENT_SUMMARY_MAX).default(''),
    bodyEn: z.string().trim().max(DOCUMENT_BODY_MAX).default(''),
  })
  .refine((v) => v.format !== 'markdown' || v.bodyZh, { path: ['bodyZh'], message: 'fieldRequired' })
  .refine((v) => v.format !== 'pdf' || v.fileUrl, { path: ['fileUrl'], message: 'fieldRequired' })
  .refine((v) => !v.bodyEn || v.titleEn, { path: ['titleEn'], message: 'fieldRequired' });
export type DocumentAreaBody = z.infer<typeof documentAreaBody>;

export const documentsArea = defineArea({
  key: 'documents',
  resource: 'documents',
  route: '/admin/resource',
  editRoute: '/admin/resource_document',
  previewRoute: '/community/document/preview',
  tabs: RESOURCE_TABS,
  body: documentAreaBody,
  fields: [
    { name: 'titleZh', kind: 'text', required: true, max: DOCUMENT_TITLE_MAX },
    { name: 'summaryZh', kind: 'textarea', max: DOCUMENT_SUMMARY_MAX },
    { name: 'bodyZh', kind: 'markdown', max: DOCUMENT_BODY_MAX },
    { name: 'titleEn', kind: 'text', max: DOCUMENT_TITLE_MAX },
    { name: 'summaryEn', kind: 'textarea', max: DOCUMENT_SUMMARY_MAX },
    { name: 'bodyEn', kind: 'markdown', max: DOCUMENT_BODY_MAX },
    { name: 'productId', kind: 'select', ref: 'products' },
    { name: 'category', kind: 'select', options: DOCUMENT_CATEGORIES, required: true },
    { name: 'series', kind: 'text', required: true, max: DOCUMENT_SERIES_MAX },
    { name: 'version', kind: 'text', required: true, max: DOCUMENT_VERSION_MAX },
    { name: 'format', kind: 'select', options: DOCUMENT_FORMATS, required: true },
    { name: 'fileUrl', kind: 'url', max: 500 },
  ],
  columns: [
    { name: 'titleZh' },
    { name: 'category', kind: 'option' },
    { name: 'version' },
    { name: 'status', kind: 'status' },
    { name: 'updatedAt', kind: 'datetime' },
  ],
  filters: [
    { name: 'productId', kind: 'select', ref: 'products' },
    { name: 'category', kind: 'select', options: DOCUMENT_CATEGORIES },
  ],
  search: true,
  sort: ['updatedAt', 'publishedAt'],
  defaultSort: '-updatedAt',
  titleField: 'titleZh',
  publish: true,
  actions: crudActions('documents', true),
});

/** What staff change on a reader's feedback; `fixed` tells the submitter (message centre). */
export const documentFeedbackBody = z.object({
  status: z.enum(DOCUMENT_FEEDBACK_STATUSES),
  note: z.string().trim().max(DOCUMENT_FEEDBACK_NOTE_MAX).default(''),
});
export type DocumentFeedbackBody = z.infer<typeof documentFeedbackBody>;

export const documentFeedbackArea = defineArea({
  key: 'documentFeedback',
  resource: 'documents',
  route: '/admin/resource_feedback',
  editRoute: '/admin/resource_feedback_detail',
  tabs: RESOURCE_TABS,
  body: documentFeedbackBody,
  fields: [
    { name: 'status', kind: 'select', options: DOCUMENT_FEEDBACK_STATUSES, required: true },
    { name: 'note', kind: 'textarea', max: DOCUMENT_FEEDBACK_NOTE_MAX },
  ],
  columns: [
    { name: 'createdAt', kind: 'datetime' },
    { name: 'documentTitle' },
    { name: 'description' },
    { name: 'tags', kind: 'tags' },
    { name: 'status', kind: 'option' },
  ],
  filters: [{ name: 'status', kind: 'select', options: DOCUMENT_FEEDBACK_STATUSES }],
  search: true,
  sort: ['createdAt'],
  defaultSort: '-createdAt',
  titleField: 'description',
  publish: false,
  noCreate: true,
  actions: { read: 'documents.read', update: 'documents.feedback', delete: 'documents.delete' },
});
