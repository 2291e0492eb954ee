import { z } from 'zod';
import { crudActions, defineArea } from '../area';

export const SLIDE_TITLE_MAX = 80;
export const SLIDE_SUBTITLE_MAX = 160;

/** A link is a site path (`/community`) or an http(s) address. */
export const siteLink = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .regex(/^(\/(?!\/)|https?:\/\/)/, 'linkFormat');

export const carouselBody = z
  .object({
    titleZh: z.string().trim().min(1).max(SLIDE_TITLE_MAX),
    subtitleZh: z.string().trim().max(SLIDE_SUBTITLE_MAX).default(''),
    titleEn: z.string().trim().max(SLIDE_TITLE_MAX).default(''),
    subtitleEn: z.string().trim().max(SLIDE_SUBTITLE_MAX).default(''),
    imageUrl: siteLink,
    linkUrl: siteLink,
    sort: z.coerce.number().int().min(0).max(9999).default(0),
    active: z.boolean().default(true),
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .refine((v) => !v.startsAt || !v.endsAt || v.startsAt < v.endsAt, {
    path: ['endsAt'],
    message: 'endBeforeStart',
  });
export type CarouselBody = z.infer<typeof carouselBody>;

export const carouselArea = defineArea({
  key: 'carousel',
  resource: 'carousel',
  route: '/admin/carousel',
  editRoute: '/admin/carousel_detail',
  body: carouselBody,
  fields: [
    { name: 'titleZh', kind: 'text', required: true, max: SLIDE_TITLE_MAX },
    { name: 'subtitleZh', kind: 'text', max: SLIDE_SUBTITLE_MAX },
    { name: 'titleEn', kind: 'text', max: SLIDE_TITLE_MAX },
    { name: 'subtitleEn', kind: 'text', max: SLIDE_SUBTITLE_MAX },
    { name: 'imageUrl', kind: 'url', required: true, max: 500 },
    { name: 'linkUrl', kind: 'url', required: true, max: 500 },
    { name: 'sort', kind: 'number' },
    { name: 'active', kind: 'switch' },
    { name: 'startsAt', kind: 'datetime' },
    { name: 'endsAt', kind: 'datetime' },
  ],
  columns: [
    { name: 'titleZh' },
    { name: 'linkUrl' },
    { name: 'sort' },
    { name: 'active', kind: 'switch' },
    { name: 'status', kind: 'status' },
  ],
  filters: [{ name: 'active', kind: 'switch' }],
  search: true,
  sort: ['sort', 'updatedAt'],
  defaultSort: 'sort',
  titleField: 'titleZh',
  publish: true,
  actions: crudActions('carousel', true),
});
