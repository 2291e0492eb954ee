import { z } from 'zod';
import { pageQuery } from '../pagination';
import { productKindEnum } from '../catalogue';
import { VENDOR_LOCATIONS_SHOWN, vendorLocation, vendorLocationItem } from './locations';
import { VENDOR_LIST_KINDS, VENDOR_REGIONS } from './paths';

export * from './locations';
export * from './paths';

// Vendors, partners and resellers (spec §1, §2 "partner, reseller and vendor pages"). A vendor is
// an organisation (the certified credit code of an enterprise), not a user with a role; its
// members are the enterprise users (userType 1) certified for that code.

export const VENDOR_SLUG_MAX = 64;
export const VENDOR_NAME_MAX = 100;
export const VENDOR_INTRO_MAX = 4000;
export const VENDOR_CONTACT_MAX = 200;
export const VENDOR_URL_MAX = 500;

export const vendorSlug = z
  .string()
  .trim()
  .min(1)
  .max(VENDOR_SLUG_MAX)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'keyFormat');

const httpUrl = z
  .string()
  .trim()
  .max(VENDOR_URL_MAX)
  .regex(/^(https?:\/\/|\/)\S*$/, 'urlInvalid');
const optionalUrl = z.union([z.literal(''), httpUrl]).default('');

/** What a vendor's members may change (approved by staff before it shows). */
export const vendorProfileBody = z.object({
  nameZh: z.string().trim().min(1).max(VENDOR_NAME_MAX),
  nameEn: z.string().trim().min(1).max(VENDOR_NAME_MAX),
  introZh: z.string().trim().min(1).max(VENDOR_INTRO_MAX),
  introEn: z.string().trim().min(1).max(VENDOR_INTRO_MAX),
  logoUrl: optionalUrl,
  website: optionalUrl,
  region: z.enum(VENDOR_REGIONS),
  contact: z.string().trim().max(VENDOR_CONTACT_MAX).default(''),
});
export type VendorProfileBody = z.infer<typeof vendorProfileBody>;

/** A member's change of its vendor: the profile and where the vendor can be found. */
export const vendorChangeBody = vendorProfileBody.extend({
  locations: z.array(vendorLocationItem).max(VENDOR_LOCATIONS_SHOWN).default([]),
});
export type VendorChangeBody = z.infer<typeof vendorChangeBody>;

export const vendorListQuery = pageQuery.extend({
  kind: z.enum(VENDOR_LIST_KINDS).default('vendor'),
  region: z.enum(VENDOR_REGIONS).optional(),
  /** an exact vendor name in either language (a product's vendor text → its vendor) */
  name: z.string().trim().max(VENDOR_NAME_MAX).optional(),
});
export type VendorListQuery = z.infer<typeof vendorListQuery>;

export const vendorCard = z.object({
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
  logoUrl: z.string().nullable(),
  website: z.string().nullable(),
  region: z.enum(VENDOR_REGIONS),
  contact: z.string(),
  partner: z.boolean(),
  reseller: z.boolean(),
});
export type VendorCard = z.infer<typeof vendorCard>;

export const vendorProduct = z.object({
  code: z.string(),
  kind: productKindEnum,
  category: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
});

export const vendorProfile = vendorCard.extend({
  intro: z.string(),
  products: z.array(vendorProduct),
  followers: z.number().int(),
  /** whether the viewer follows it (false for a visitor) */
  following: z.boolean(),
  /** whether the viewer is one of its members (may edit at /people/my/vendor) */
  member: z.boolean(),
  /** where it can be found (the console's `vendor info`) */
  locations: z.array(vendorLocation),
});
export type VendorProfile = z.infer<typeof vendorProfile>;

export const vendorFollowResult = z.object({ following: z.boolean(), followers: z.number().int() });

/** The member's view of its own vendor: the live profile and the latest change request. */
export const myVendor = z.object({
  slug: z.string(),
  profile: vendorChangeBody,
  change: z
    .object({
      state: z.enum(['pending', 'approved', 'rejected']),
      reviewComment: z.string().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
});
export type MyVendor = z.infer<typeof myVendor>;
