// The open-source component library (spec §1 "open-source component library", §2
// /community/openSource, §3 "component warehouse address"): categories, licences, limits and the
// public API's schemas, written once for the server, the pages and the console area.
import { z } from 'zod';
import { pageQuery } from '../pagination';

import {
  COMPONENT_CATEGORIES,
  COMPONENT_CODE_MAX,
  COMPONENT_LICENCES,
  COMPONENT_PAGE_SIZE,
  COMPONENT_QUERY_MAX,
} from './constants';

export * from './constants';

/** A component's URL key (`/community/openSource/opensbi`). */
export const componentCode = z
  .string()
  .trim()
  .min(1)
  .max(COMPONENT_CODE_MAX)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'productCodeFormat');

/** A supported chip or board: a product code of the catalogue, linked when that product exists. */
export const componentTarget = z
  .string()
  .trim()
  .min(1)
  .max(COMPONENT_CODE_MAX)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'productCodeFormat');

/** Control characters never reach a query (a pasted search may carry them). */
const searchText = z
  .string()
  .max(COMPONENT_QUERY_MAX)
  .transform((s) => s.replace(/\p{Cc}/gu, ' ').trim());

/** components.list: the home page's search, filters and page, as its address keeps them. */
export const componentListQuery = pageQuery.extend({
  q: searchText.optional(),
  category: z.enum(COMPONENT_CATEGORIES).optional(),
  licence: z.enum(COMPONENT_LICENCES).optional(),
  chip: componentTarget.optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(COMPONENT_PAGE_SIZE),
});
export type ComponentListQuery = z.infer<typeof componentListQuery>;

export const componentVersion = z.object({
  version: z.string(),
  date: z.string(),
  notes: z.string(),
});
export type ComponentVersion = z.infer<typeof componentVersion>;

export const componentCard = z.object({
  code: z.string(),
  name: z.string(),
  summary: z.string(),
  locale: z.string(),
  category: z.enum(COMPONENT_CATEGORIES),
  licence: z.string(),
  chips: z.array(z.string()),
  latestVersion: z.string().nullable(),
});
export type ComponentCard = z.infer<typeof componentCard>;

export const componentPage = z.object({
  items: z.array(componentCard),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** every chip a published component supports: the options of the chip filter */
  chips: z.array(z.string()),
});
export type ComponentPage = z.infer<typeof componentPage>;

/** A supported chip or board; `path` is its catalogue page when such a product is published. */
export const componentTargetLink = z.object({
  code: z.string(),
  name: z.string(),
  path: z.string().nullable(),
});
export type ComponentTargetLink = z.infer<typeof componentTargetLink>;

export const componentQuestion = z.object({
  id: z.string(),
  title: z.string(),
  path: z.string(),
  answersCount: z.number().int(),
  createdAt: z.string(),
});
export type ComponentQuestion = z.infer<typeof componentQuestion>;

export const componentDetail = componentCard.extend({
  html: z.string(),
  repository: z.string(),
  website: z.string().nullable(),
  maintainers: z.array(z.string()),
  versions: z.array(componentVersion),
  chipLinks: z.array(componentTargetLink),
  boardLinks: z.array(componentTargetLink),
  questions: z.array(componentQuestion),
  updatedAt: z.string(),
});
export type ComponentDetail = z.infer<typeof componentDetail>;
