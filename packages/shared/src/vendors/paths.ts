// The vendors' plain values (regions, list kinds, profile path): no schema, so a page that lists
// or links to vendors does not load zod (the schemas are in ./index.ts).

/** Where a vendor, partner or reseller is based (the listings' region filter). */
export const VENDOR_REGIONS = [
  'northChina',
  'eastChina',
  'southChina',
  'centralChina',
  'westChina',
  'overseas',
] as const;
export type VendorRegion = (typeof VENDOR_REGIONS)[number];

/** The listings: every vendor, or those flagged partner / reseller. */
export const VENDOR_LIST_KINDS = ['vendor', 'partner', 'reseller'] as const;
export type VendorListKind = (typeof VENDOR_LIST_KINDS)[number];

/** The public path of a vendor's profile. */
export const vendorPath = (slug: string) => `/vendor/${encodeURIComponent(slug)}`;
