import { vendorsArea } from '@occ/shared/admin';
import { vendors } from '../../db/schema';
import { plainWrites, readById, type AreaBinding } from '../../platform/admin-area/binding';

/** The console's `vendor` entry: the vendors table, its columns named like the body. */
export const vendorsBinding: AreaBinding = {
  decl: vendorsArea,
  table: vendors,
  id: vendors.id,
  columns: {
    slug: vendors.slug,
    organisation: vendors.organisation,
    nameZh: vendors.nameZh,
    nameEn: vendors.nameEn,
    region: vendors.region,
    partner: vendors.partner,
    reseller: vendors.reseller,
    sort: vendors.sort,
    updatedAt: vendors.updatedAt,
  },
  searchColumns: [vendors.nameZh, vendors.nameEn, vendors.slug, vendors.organisation],
  read: readById(vendors, vendors.id, vendorsArea),
  opNames: { list: 'vendors.adminList', get: 'vendors.adminGet' },
  ...plainWrites(vendors, vendors.id),
};
