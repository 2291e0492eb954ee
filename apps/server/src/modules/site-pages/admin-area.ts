import { pagesArea } from '@occ/shared/admin';
import { pages } from '../../db/schema';
import { plainWrites, readById, type AreaBinding } from '../../platform/admin-area/binding';

/**
 * Pages in the console: the body's properties are the table's columns. The engine validates the
 * blocks with the shared schema before any write, keeps edits of a live page as a draft, and
 * keeps every published version (content_versions) with restore. Its routes' operation ids are
 * `pages.*` (the issue's names) though the area's key is `page`.
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
  // issue 15's ids (`pages.get` is the static text pages' read, so the console's is adminGet)
  opNames: {
    list: 'pages.list',
    export: 'pages.export',
    get: 'pages.adminGet',
    create: 'pages.create',
    update: 'pages.saveDraft',
    delete: 'pages.delete',
    bulkDelete: 'pages.bulkDelete',
    changes: 'pages.changes',
    publish: 'pages.publish',
    unpublish: 'pages.unpublish',
    versions: 'pages.versions',
    restore: 'pages.restore',
  },
};
