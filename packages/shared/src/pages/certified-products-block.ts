import { z } from 'zod';
import { CERTIFIED_PAGE_SIZE, CERTIFIED_PAGE_SIZE_MAX } from '../devices/certified-products';

/**
 * The certifiedProducts block (issue 15): the public, searchable list of certified products
 * (approved chip certifications) with a title, an intro and the rows per page. The server puts
 * the first page into the block when the page is read (site-pages/presenter.ts).
 */
export const CERTIFIED_BLOCK_TITLE_MAX = 120;
export const CERTIFIED_BLOCK_TEXT_MAX = 600;

export const certifiedProductsBlockProps = z.object({
  title: z.string().trim().min(1).max(CERTIFIED_BLOCK_TITLE_MAX),
  text: z.string().trim().max(CERTIFIED_BLOCK_TEXT_MAX).default(''),
  pageSize: z.coerce.number().int().min(1).max(CERTIFIED_PAGE_SIZE_MAX).default(CERTIFIED_PAGE_SIZE),
});
