import { z } from 'zod';
import {
  PAGE_BLOCKS_MAX,
  PAGE_PLACES,
  PAGE_TITLE_MAX,
  pageBlocks,
  pagePath,
  pageSlug,
} from '../../pages/blocks';
import { APP_ROUTE_SEGMENTS } from '../../pages/reserved-slugs';
import { crudActions, defineArea } from '../area';

const RESERVED = new Set<string>(APP_ROUTE_SEGMENTS);
/** A slug the web app already serves as a route is refused (a page placed there on purpose is not). */
export const isReservedSlug = (slug: string) => RESERVED.has(slug) && !Object.hasOwn(PAGE_PLACES, slug);

/** A page as the console edits it: its address name, titles and blocks in both languages. */
export const pageAreaBody = z.object({
  slug: pageSlug.refine((s) => !isReservedSlug(s), 'slugReserved'),
  titleZh: z.string().trim().min(1).max(PAGE_TITLE_MAX),
  titleEn: z.string().trim().max(PAGE_TITLE_MAX).default(''),
  blocksZh: pageBlocks.min(1),
  /** empty: English readers see the Chinese blocks */
  blocksEn: pageBlocks.default([]),
});
export type PageAreaBody = z.infer<typeof pageAreaBody>;

export const pagesArea = defineArea({
  key: 'page',
  resource: 'pages',
  route: '/admin/page',
  editRoute: '/admin/page_detail',
  body: pageAreaBody,
  fields: [
    { name: 'slug', kind: 'text', required: true, fixed: true, max: 40 },
    { name: 'titleZh', kind: 'text', required: true, max: PAGE_TITLE_MAX },
    { name: 'titleEn', kind: 'text', max: PAGE_TITLE_MAX },
    { name: 'blocksZh', kind: 'blocks', required: true, max: PAGE_BLOCKS_MAX },
    { name: 'blocksEn', kind: 'blocks', max: PAGE_BLOCKS_MAX },
  ],
  columns: [
    { name: 'slug' },
    { name: 'titleZh' },
    { name: 'status', kind: 'status' },
    { name: 'publishedAt', kind: 'datetime' },
    { name: 'updatedAt', kind: 'datetime' },
  ],
  filters: [],
  search: true,
  sort: ['slug', 'publishedAt', 'updatedAt'],
  defaultSort: 'slug',
  titleField: 'titleZh',
  publish: true,
  previewPath: (item) => `${pagePath(String(item.slug))}?preview=1`,
  actions: crudActions('pages', true),
});
