import { z } from 'zod';

/**
 * The page configuration the browser keeps (spec §3 keys `pageConfigVersion`, `pageConfigData`):
 * the published pages of typed blocks with their addresses and titles in both languages, from
 * which the service sub-navigation is drawn. The browser sends the version it holds; the server
 * answers only whether it changed, and the data when it did (`pages.config`).
 */
export const pageConfigEntry = z.object({
  slug: z.string(),
  path: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
});
export type PageConfigEntry = z.infer<typeof pageConfigEntry>;

export const pageConfigData = z.object({ pages: z.array(pageConfigEntry) });
export type PageConfigData = z.infer<typeof pageConfigData>;

export const pageConfigQuery = z.object({
  /** the version the browser holds; absent or different: the answer carries the data */
  version: z.string().max(64).optional(),
});

export const pageConfigAnswer = z.object({
  version: z.string(),
  changed: z.boolean(),
  /** present only when `changed` */
  data: pageConfigData.optional(),
});
export type PageConfigAnswer = z.infer<typeof pageConfigAnswer>;
