import { z } from 'zod';
import { pageOf, pageQuery } from '../pagination';

// The public list of certified products (issue 15, /service/certification): approved chip
// certifications of the device console, newest first, searchable by product, chip, company and
// certificate number. Nothing else of a request leaves: no checklist, reviewer or applicant.

export const CERTIFIED_QUERY_MAX = 100;
export const CERTIFIED_PAGE_SIZE = 10;
export const CERTIFIED_PAGE_SIZE_MAX = 50;
export const CERTIFICATE_NO_MAX = 60;

/** Control characters never reach a query (a pasted search may carry them). */
const searchText = z
  .string()
  .max(CERTIFIED_QUERY_MAX)
  .transform((s) => s.replace(/\p{Cc}/gu, ' ').trim());

/** certifiedProducts.list: an optional search and the page. */
export const certifiedProductsQuery = pageQuery.extend({
  q: searchText.optional(),
  pageSize: z.coerce.number().int().min(1).max(CERTIFIED_PAGE_SIZE_MAX).default(CERTIFIED_PAGE_SIZE),
});
export type CertifiedProductsQuery = z.infer<typeof certifiedProductsQuery>;

export const certifiedProduct = z.object({
  certificateNo: z.string(),
  productName: z.string(),
  chip: z.string(),
  /** the organisation's vendor name in the reader's language, else its certified company name */
  company: z.string(),
  certifiedAt: z.string(),
});
export type CertifiedProduct = z.infer<typeof certifiedProduct>;

export const certifiedProductsPage = pageOf(certifiedProduct);
export type CertifiedProductsPage = z.infer<typeof certifiedProductsPage>;

/** certifiedProducts.get: one certificate by its exact number (a visitor verifies it). */
export const certificateNoParams = z.object({
  certificateNo: z.string().trim().min(1).max(CERTIFICATE_NO_MAX),
});
