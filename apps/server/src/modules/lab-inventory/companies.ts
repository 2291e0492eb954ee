import type { LabCompanyBody, labCompanyBody } from '@occ/shared';
import { labCompanyArea } from '@occ/shared/admin';
import { labCompanies } from '../../db/schema';
import { readById, plainWrites, type AreaBinding } from '../../platform/admin-area/binding';
import { inventoryError } from './db-errors';

const decl = labCompanyArea as unknown as AreaBinding['decl'];

/** Chip companies (console area `labCompany`); deleting one still named by a model is refused. */
export const companiesBinding: AreaBinding = {
  decl,
  table: labCompanies,
  id: labCompanies.id,
  columns: {
    name: labCompanies.name,
    nameEn: labCompanies.nameEn,
    website: labCompanies.website,
    createdAt: labCompanies.createdAt,
  },
  searchColumns: [labCompanies.name, labCompanies.nameEn],
  read: readById(labCompanies, labCompanies.id, decl),
  ...plainWrites<typeof labCompanyBody>(labCompanies, labCompanies.id, (b: LabCompanyBody) => ({
    name: b.name,
    nameEn: b.nameEn,
    website: b.website || null,
  })),
  writeError: inventoryError,
};
