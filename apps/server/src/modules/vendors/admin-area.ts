import { sql } from 'drizzle-orm';
import { vendorLocationsArea, vendorsArea } from '@occ/shared/admin';
import { vendorLocations, vendors } from '../../db/schema';
import { outer } from '../../db/sql';
import { Code } from '@occ/shared';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { pgError } from '../../platform/pg-error';
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

const vendorName = sql<string>`(select ${vendors.nameZh} from ${vendors} where ${vendors.id} = ${outer(vendorLocations.vendorId)})`;

/** The console's `vendor info` entry: the vendors' locations, named like the body. */
export const vendorLocationsBinding: AreaBinding = {
  decl: vendorLocationsArea as unknown as AreaBinding['decl'],
  table: vendorLocations,
  id: vendorLocations.id,
  columns: {
    vendorId: vendorLocations.vendorId,
    vendorName,
    locationKind: vendorLocations.locationKind,
    city: vendorLocations.city,
    addressZh: vendorLocations.addressZh,
    phone: vendorLocations.phone,
    sort: vendorLocations.sort,
    updatedAt: vendorLocations.updatedAt,
  },
  searchColumns: [vendorLocations.city, vendorLocations.addressZh, vendorLocations.addressEn, vendorName],
  read: readById(vendorLocations, vendorLocations.id, vendorLocationsArea as unknown as AreaBinding['decl']),
  // a vendor that does not exist (deleted meanwhile, or a forged id): 422 on the field
  writeError: (e, req) =>
    pgError(e)?.code === '23503'
      ? new AppError(422, Code.VALIDATION_FAILED, 'vendorNotFound', {}, [
          { field: 'vendorId', message: t(req, 'vendorNotFound') },
        ])
      : null,
  ...plainWrites(vendorLocations, vendorLocations.id),
};
