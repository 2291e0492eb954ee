import { eq } from 'drizzle-orm';
import { pagesArea } from '@occ/shared/admin';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema';
import { bodyOf, plainWrites, type AreaBinding, type AreaRow } from '../../platform/admin-area/binding';

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
  async read(tx: Db, id) {
    const [row] = await tx
      .select()
      .from(pages)
      .where(eq(pages.id, Number(id)))
      .limit(1);
    return row ? bodyOf(pagesArea as unknown as AreaBinding['decl'], row as AreaRow) : null;
  },
  ...plainWrites(pages, pages.id),
  publishedAt: pages.publishedAt,
};
