import { pagesArea } from '@occ/shared/admin';
import { pages } from '../../db/schema';
import { plainWrites, readById, type AreaBinding } from '../../platform/admin-area/binding';

/**
 * Pages in the console: the body's properties are the table's columns. The engine validates the
 * blocks with the shared schema before any write, keeps edits of a live page as a draft, and
 * keeps every published version (content_versions) with restore.
 */
export const pagesBinding: AreaBinding = {
  decl: pagesArea as unknown as AreaBinding['decl'],
  table: pages,
  id: pages.id,
  columns: {
    slug: pages.slug,
    titleZh: pages.titleZh,
    publishedAt: pages.publishedAt,
    updatedAt: pages.updatedAt,
  },
  searchColumns: [pages.slug, pages.titleZh, pages.titleEn],
  read: readById(pages, pages.id, pagesArea as unknown as AreaBinding['decl']),
  ...plainWrites(pages, pages.id),
  publishedAt: pages.publishedAt,
};
