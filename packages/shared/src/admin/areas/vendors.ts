import { z } from 'zod';
import {
  VENDOR_ADDRESS_MAX,
  VENDOR_CITY_MAX,
  VENDOR_LOCATION_KINDS,
  VENDOR_PHONE_MAX,
  VENDOR_REGIONS,
  VENDOR_SLUG_MAX,
  vendorLocationBody,
  vendorProfileBody,
  vendorSlug,
} from '../../vendors';
import { crudActions, defineArea } from '../area';

// The console's `vendor` entry: staff manage vendors (organisations), their partner and reseller
// flags. Members' own changes come through the approval queue (kind `vendor`).

export const vendorAreaBody = vendorProfileBody.extend({
  slug: vendorSlug,
  /** the certified credit code of the organisation whose enterprise users are its members */
  organisation: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[0-9A-Za-z]+$/, 'keyFormat')
    .transform((s) => s.toUpperCase()),
  partner: z.boolean().default(false),
  reseller: z.boolean().default(false),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});
export type VendorAreaBody = z.infer<typeof vendorAreaBody>;

export const vendorsArea = defineArea({
  key: 'vendors',
  resource: 'vendors',
  route: '/admin/vendor',
  editRoute: '/admin/vendor_detail',
  body: vendorAreaBody,
  fields: [
    { name: 'slug', kind: 'text', required: true, max: VENDOR_SLUG_MAX },
    { name: 'organisation', kind: 'text', required: true, max: 64 },
    { name: 'nameZh', kind: 'text', required: true, max: 100 },
    { name: 'nameEn', kind: 'text', required: true, max: 100 },
    { name: 'introZh', kind: 'textarea', required: true, max: 4000 },
    { name: 'introEn', kind: 'textarea', required: true, max: 4000 },
    { name: 'logoUrl', kind: 'text', max: 500 },
    { name: 'website', kind: 'url', max: 500 },
    { name: 'region', kind: 'select', options: VENDOR_REGIONS, required: true },
    { name: 'contact', kind: 'text', max: 200 },
    { name: 'partner', kind: 'switch' },
    { name: 'reseller', kind: 'switch' },
    { name: 'sort', kind: 'number' },
  ],
  columns: [
    { name: 'nameZh' },
    { name: 'slug' },
    { name: 'region', kind: 'option' },
    { name: 'partner', kind: 'switch' },
    { name: 'reseller', kind: 'switch' },
    { name: 'sort' },
  ],
  filters: [
    { name: 'region', kind: 'select', options: VENDOR_REGIONS },
    { name: 'partner', kind: 'switch' },
    { name: 'reseller', kind: 'switch' },
  ],
  search: true,
  sort: ['sort', 'nameZh', 'updatedAt'],
  defaultSort: 'sort',
  titleField: 'nameZh',
  publish: false,
  actions: crudActions('vendors'),
});

// Where each vendor can be found, listed on its page: staff keep every vendor's locations at
// `/vendor_locate` under the `vendor info` entry (spec §2 highlights it as `/vendor_info`, which is
// the members' own form); members propose theirs with their profile changes.
export const vendorLocationsArea = defineArea({
  key: 'vendorLocations',
  resource: 'vendors',
  route: '/admin/vendor_locate',
  editRoute: '/admin/vendor_locate_detail',
  body: vendorLocationBody,
  fields: [
    { name: 'vendorId', kind: 'select', ref: 'vendors', required: true },
    { name: 'locationKind', kind: 'select', options: VENDOR_LOCATION_KINDS, required: true },
    { name: 'city', kind: 'text', required: true, max: VENDOR_CITY_MAX },
    { name: 'addressZh', kind: 'text', required: true, max: VENDOR_ADDRESS_MAX },
    { name: 'addressEn', kind: 'text', max: VENDOR_ADDRESS_MAX },
    { name: 'phone', kind: 'text', max: VENDOR_PHONE_MAX },
    { name: 'email', kind: 'email', max: 200 },
    { name: 'latitude', kind: 'number' },
    { name: 'longitude', kind: 'number' },
    { name: 'sort', kind: 'number' },
  ],
  columns: [
    { name: 'vendorName' },
    { name: 'locationKind', kind: 'option' },
    { name: 'city' },
    { name: 'addressZh' },
    { name: 'phone' },
    { name: 'sort' },
    { name: 'updatedAt', kind: 'datetime' },
  ],
  filters: [
    { name: 'vendorId', kind: 'select', ref: 'vendors' },
    { name: 'locationKind', kind: 'select', options: VENDOR_LOCATION_KINDS },
  ],
  search: true,
  sort: ['sort', 'city', 'updatedAt'],
  defaultSort: 'sort',
  titleField: 'city',
  publish: false,
  actions: crudActions('vendors'),
});
