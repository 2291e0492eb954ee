// Where the pages of typed blocks live: plain values, no schema, so a page that links to them (or
// the public renderer) does not load zod (the schemas are in ./blocks.ts).

/**
 * Pages served outside /service (spec §2): `/iscas` at the site root and the college's programme
 * pages; every other page is `/service/<slug>`.
 */
export const PAGE_PLACES: Readonly<Record<string, string>> = {
  iscas: '/iscas',
  talent: '/college/talent',
  training: '/college/training',
  campus: '/college/campus',
};
/** The /service pages of spec §2, in the service sub-navigation's order. */
export const SERVICE_SLUGS = [
  'building',
  'hosting',
  'application',
  'certification',
  'university',
  'recruit',
  'coscon',
  'industry2024',
  'salon',
] as const;

export const pagePath = (slug: string) =>
  Object.hasOwn(PAGE_PLACES, slug) ? PAGE_PLACES[slug]! : `/service/${slug}`;
