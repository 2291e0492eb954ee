import { sql } from 'drizzle-orm';
import type { LabSocBody, labSocBody } from '@occ/shared';
import { labSocArea } from '@occ/shared/admin';
import { labCompanies, labCpuModels, labSocModels } from '../../db/schema';
import { outer } from '../../db/sql';
import { readById, plainWrites, type AreaBinding } from '../../platform/admin-area/binding';
import { inventoryError } from './db-errors';

const decl = labSocArea as unknown as AreaBinding['decl'];

/** SoC models (console area `labSoc`): a company's chip around one CPU model. */
export const socsBinding: AreaBinding = {
  decl,
  table: labSocModels,
  id: labSocModels.id,
  columns: {
    name: labSocModels.name,
    companyId: labSocModels.companyId,
    cpuModelId: labSocModels.cpuModelId,
    companyName: sql<string>`(select ${labCompanies.name} from ${labCompanies} where ${labCompanies.id} = ${outer(labSocModels.companyId)})`,
    cpuName: sql<string>`(select ${labCpuModels.name} from ${labCpuModels} where ${labCpuModels.id} = ${outer(labSocModels.cpuModelId)})`,
  },
  searchColumns: [labSocModels.name],
  read: readById(labSocModels, labSocModels.id, decl),
  ...plainWrites<typeof labSocBody>(labSocModels, labSocModels.id, (b: LabSocBody) => ({
    companyId: b.companyId,
    cpuModelId: b.cpuModelId,
    name: b.name,
    description: b.description || null,
  })),
  writeError: inventoryError,
};
