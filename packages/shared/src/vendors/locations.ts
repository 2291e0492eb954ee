import { z } from 'zod';

// Where a vendor can be found (spec §1 admin `vendor info`, `/vendor_locate` highlighted as
// `/vendor_info`): its headquarters, offices, sales and service points and factories, each with
// a city, an address in both languages, a phone and e-mail, and optionally map coordinates. Staff
// keep them in the console; the vendor's page lists them with a link to a map.

export const VENDOR_LOCATION_KINDS = ['headquarters', 'office', 'sales', 'service', 'factory'] as const;
export type VendorLocationKind = (typeof VENDOR_LOCATION_KINDS)[number];

export const VENDOR_CITY_MAX = 60;
export const VENDOR_ADDRESS_MAX = 200;
export const VENDOR_PHONE_MAX = 40;
/** the most locations one vendor's page lists */
export const VENDOR_LOCATIONS_SHOWN = 20;

const coordinate = (limit: number) => z.coerce.number().min(-limit).max(limit).nullable().default(null);

const bothOrNeither = (v: { latitude: number | null; longitude: number | null }) =>
  (v.latitude === null) === (v.longitude === null);
const together = { path: ['longitude'], message: 'coordinatesTogether' };

/** What a location says (its vendor and order aside). */
const locationFields = z.object({
  locationKind: z.enum(VENDOR_LOCATION_KINDS),
  city: z.string().trim().min(1).max(VENDOR_CITY_MAX),
  addressZh: z.string().trim().min(1).max(VENDOR_ADDRESS_MAX),
  addressEn: z.string().trim().max(VENDOR_ADDRESS_MAX).default(''),
  phone: z
    .string()
    .trim()
    .max(VENDOR_PHONE_MAX)
    .regex(/^[0-9+()\- ]*$/, 'phoneFormat')
    .default(''),
  email: z.union([z.literal(''), z.email().max(200)]).default(''),
  latitude: coordinate(90),
  longitude: coordinate(180),
});

/** A location as staff edit it in the console (both coordinates or neither). */
export const vendorLocationBody = locationFields
  .extend({
    vendorId: z.coerce.number().int().positive().max(2_147_483_647),
    sort: z.coerce.number().int().min(0).max(9999).default(0),
  })
  .refine(bothOrNeither, together);
export type VendorLocationBody = z.infer<typeof vendorLocationBody>;

/** A location as a member proposes it with its profile (the order is the list's). */
export const vendorLocationItem = locationFields.refine(bothOrNeither, together);
export type VendorLocationItem = z.infer<typeof vendorLocationItem>;

/** A location as the vendor's page shows it, in the reader's language. */
export const vendorLocation = z.object({
  kind: z.enum(VENDOR_LOCATION_KINDS),
  city: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  /** an OpenStreetMap link to the coordinates, when they are known */
  mapUrl: z.string().nullable(),
});
export type VendorLocation = z.infer<typeof vendorLocation>;

/** The map link of a location's coordinates (OpenStreetMap, no key, no script). */
export function mapUrlOf(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null) return null;
  const lat = latitude.toFixed(5);
  const lon = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}
