import { z } from 'zod';
import {
  COMPONENT_CATEGORIES,
  COMPONENT_DESCRIPTION_MAX,
  COMPONENT_LICENCES,
  COMPONENT_MAINTAINER_MAX,
  COMPONENT_MAINTAINERS_MAX,
  COMPONENT_NAME_MAX,
  COMPONENT_NOTES_MAX,
  COMPONENT_SUMMARY_MAX,
  COMPONENT_TARGETS_MAX,
  COMPONENT_VERSION_MAX,
  COMPONENT_VERSIONS_MAX,
  componentCode,
  componentTarget,
} from '../../components';
import { crudActions, defineArea } from '../area';
import { siteLink } from './carousel';

/** One release as a row of the component form (newest first). */
export const componentVersionRow = z.object({
  version: z.string().trim().min(1).max(COMPONENT_VERSION_MAX),
  releaseDate: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'componentDateFormat'),
  notes: z.string().trim().max(COMPONENT_NOTES_MAX).default(''),
});
export type ComponentVersionRow = z.infer<typeof componentVersionRow>;

const unique = (list: string[]) => new Set(list).size === list.length;

/** A component as the console edits it: both languages side by side. */
export const componentAreaBody = z
  .object({
    componentCode,
    category: z.enum(COMPONENT_CATEGORIES),
    licence: z.enum(COMPONENT_LICENCES),
    repository: z
      .string()
      .trim()
      .min(1)
      .max(500)
      .regex(/^https?:\/\//, 'linkFormat'),
    website: siteLink.nullable().default(null),
    nameZh: z.string().trim().min(1).max(COMPONENT_NAME_MAX),
    summaryZh: z.string().trim().min(1).max(COMPONENT_SUMMARY_MAX),
    descriptionZh: z.string().trim().max(COMPONENT_DESCRIPTION_MAX).default(''),
    nameEn: z.string().trim().max(COMPONENT_NAME_MAX).default(''),
    summaryEn: z.string().trim().max(COMPONENT_SUMMARY_MAX).default(''),
    descriptionEn: z.string().trim().max(COMPONENT_DESCRIPTION_MAX).default(''),
    chips: z
      .array(componentTarget)
      .max(COMPONENT_TARGETS_MAX)
      .default([])
      .refine(unique, 'componentDuplicateValues'),
    boards: z
      .array(componentTarget)
      .max(COMPONENT_TARGETS_MAX)
      .default([])
      .refine(unique, 'componentDuplicateValues'),
    maintainers: z
      .array(z.string().trim().min(1).max(COMPONENT_MAINTAINER_MAX))
      .max(COMPONENT_MAINTAINERS_MAX)
      .default([]),
    versions: z.array(componentVersionRow).max(COMPONENT_VERSIONS_MAX).default([]),
    sort: z.coerce.number().int().min(0).max(9999).default(0),
  })
  .refine((v) => !v.summaryEn || v.nameEn, { path: ['nameEn'], message: 'fieldRequired' })
  .refine((v) => !v.nameEn || v.summaryEn, { path: ['summaryEn'], message: 'fieldRequired' });
export type ComponentAreaBody = z.infer<typeof componentAreaBody>;

export const componentArea = defineArea({
  key: 'components',
  resource: 'components',
  route: '/admin/component',
  editRoute: '/admin/component_detail',
  body: componentAreaBody,
  fields: [
    { name: 'componentCode', kind: 'text', required: true, max: 64, fixed: true },
    { name: 'category', kind: 'select', options: COMPONENT_CATEGORIES, required: true },
    { name: 'licence', kind: 'select', options: COMPONENT_LICENCES, required: true },
    { name: 'repository', kind: 'url', required: true, max: 500 },
    { name: 'website', kind: 'url', max: 500 },
    { name: 'nameZh', kind: 'text', required: true, max: COMPONENT_NAME_MAX },
    { name: 'summaryZh', kind: 'textarea', required: true, max: COMPONENT_SUMMARY_MAX },
    { name: 'descriptionZh', kind: 'markdown', max: COMPONENT_DESCRIPTION_MAX },
    { name: 'nameEn', kind: 'text', max: COMPONENT_NAME_MAX },
    { name: 'summaryEn', kind: 'textarea', max: COMPONENT_SUMMARY_MAX },
    { name: 'descriptionEn', kind: 'markdown', max: COMPONENT_DESCRIPTION_MAX },
    { name: 'chips', kind: 'tags', max: COMPONENT_TARGETS_MAX },
    { name: 'boards', kind: 'tags', max: COMPONENT_TARGETS_MAX },
    { name: 'maintainers', kind: 'tags', max: COMPONENT_MAINTAINERS_MAX },
    {
      name: 'versions',
      kind: 'rows',
      max: COMPONENT_VERSIONS_MAX,
      fields: [
        { name: 'version', kind: 'text', required: true, max: COMPONENT_VERSION_MAX },
        { name: 'releaseDate', kind: 'text', required: true, max: 10 },
        { name: 'notes', kind: 'textarea', max: COMPONENT_NOTES_MAX },
      ],
    },
    { name: 'sort', kind: 'number' },
  ],
  columns: [
    { name: 'nameZh' },
    { name: 'componentCode' },
    { name: 'category', kind: 'option' },
    { name: 'licence' },
    { name: 'status', kind: 'status' },
    { name: 'updatedAt', kind: 'datetime' },
  ],
  filters: [
    { name: 'category', kind: 'select', options: COMPONENT_CATEGORIES },
    { name: 'licence', kind: 'select', options: COMPONENT_LICENCES },
  ],
  search: true,
  sort: ['sort', 'updatedAt'],
  defaultSort: 'sort',
  titleField: 'nameZh',
  publish: true,
  actions: crudActions('components', true),
});
