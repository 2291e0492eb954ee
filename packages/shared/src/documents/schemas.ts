import { z } from 'zod';
import { pageQuery } from '../pagination';

// The document centre (spec §1 documents with feedback, §2 /community/document, §3, §5).

export const DOCUMENT_TITLE_MAX = 200;
export const DOCUMENT_SUMMARY_MAX = 500;
export const DOCUMENT_BODY_MAX = 200_000;
export const DOCUMENT_VERSION_MAX = 32;
export const DOCUMENT_SERIES_MAX = 64;
export const DOCUMENT_QUERY_MAX = 100;
/** spec §5: the feedback's problem description is required, at most 2000 */
export const DOCUMENT_FEEDBACK_MAX = 2000;
export const DOCUMENT_SECTION_MAX = 200;
/** an uploaded PDF document's largest size */
export const DOCUMENT_PDF_MAX_MB = 20;
/** feedback a visitor or user may send per hour from one address */
export const DOCUMENT_FEEDBACK_PER_HOUR = 10;

export const DOCUMENT_CATEGORIES = [
  'quickstart',
  'guide',
  'development',
  'api',
  'release',
  'datasheet',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];
export const DOCUMENT_FORMATS = ['markdown', 'pdf'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];
export const DOCUMENT_FEEDBACK_TAGS = ['typo', 'outdated', 'unclear', 'brokenLink', 'other'] as const;
export type DocumentFeedbackTag = (typeof DOCUMENT_FEEDBACK_TAGS)[number];
export const DOCUMENT_FEEDBACK_STATUSES = ['new', 'accepted', 'fixed', 'rejected'] as const;
export type DocumentFeedbackStatus = (typeof DOCUMENT_FEEDBACK_STATUSES)[number];
export const DOCUMENT_SORTS = ['-updatedAt', 'updatedAt'] as const;

export const documentId = z.coerce.number().int().positive().max(2_147_483_647);

/** The centre's filters, all kept in the page's address. */
export const documentListQuery = pageQuery.extend({
  productId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  category: z.enum(DOCUMENT_CATEGORIES).optional(),
  version: z.string().trim().min(1).max(DOCUMENT_VERSION_MAX).optional(),
  q: z.string().trim().max(DOCUMENT_QUERY_MAX).optional(),
  sort: z.enum(DOCUMENT_SORTS).default('-updatedAt'),
});
export type DocumentListQuery = z.infer<typeof documentListQuery>;

export const documentSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  locale: z.string(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  category: z.string(),
  version: z.string(),
  format: z.enum(DOCUMENT_FORMATS),
  latest: z.boolean(),
  updatedAt: z.string(),
});
export type DocumentSummary = z.infer<typeof documentSummary>;

/** The sidebar tree: products, each with the categories that have documents, and the versions. */
export const documentFilterTree = z.object({
  products: z.array(
    z.object({
      id: z.number().int().nullable(),
      name: z.string(),
      count: z.number().int(),
      categories: z.array(z.object({ key: z.string(), count: z.number().int() })),
    }),
  ),
  versions: z.array(z.string()),
});
export type DocumentFilterTree = z.infer<typeof documentFilterTree>;

export const documentPage = z.object({
  items: z.array(documentSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  filters: documentFilterTree,
});
export type DocumentPage = z.infer<typeof documentPage>;

export const documentTocEntry = z.object({ id: z.string(), text: z.string(), level: z.number().int() });
export type DocumentTocEntry = z.infer<typeof documentTocEntry>;

export const documentDetail = documentSummary.extend({
  html: z.string(),
  toc: z.array(documentTocEntry),
  fileUrl: z.string().nullable(),
  publishedAt: z.string(),
  versions: z.array(
    z.object({ id: z.number().int(), version: z.string(), latest: z.boolean(), updatedAt: z.string() }),
  ),
  helpful: z.object({ yes: z.number().int(), no: z.number().int(), mine: z.boolean().nullable() }),
});
export type DocumentDetail = z.infer<typeof documentDetail>;

/** The feedback modal (spec §2, §3, §5); a visitor adds the graphic code. */
export const documentFeedbackInput = z.object({
  description: z.string().trim().min(1, 'fieldRequired').max(DOCUMENT_FEEDBACK_MAX),
  tags: z.array(z.enum(DOCUMENT_FEEDBACK_TAGS)).max(DOCUMENT_FEEDBACK_TAGS.length).default([]),
  section: z.string().trim().max(DOCUMENT_SECTION_MAX).default(''),
  captchaId: z.string().max(100).optional(),
  captchaCode: z.string().trim().max(10).optional(),
});
export type DocumentFeedbackInput = z.input<typeof documentFeedbackInput>;

export const documentHelpfulInput = z.object({ helpful: z.boolean() });
export const documentHelpful = documentDetail.shape.helpful;
export type DocumentHelpful = z.infer<typeof documentHelpful>;
