import { sql } from 'drizzle-orm';
import type { LabCpuBody, labCpuBody } from '@occ/shared';
import { labCpuArea } from '@occ/shared/admin';
import { labCompanies, labCpuModels } from '../../db/schema';
import { outer } from '../../db/sql';
import { readById, plainWrites, type AreaBinding } from '../../platform/admin-area/binding';
import { inventoryError } from './db-errors';

const decl = labCpuArea as unknown as AreaBinding['decl'];

/** CPU models (console area `labCpu`), each of a company. */
export const cpusBinding: AreaBinding = {
  decl,
  table: labCpuModels,
  id: labCpuModels.id,
  columns: {
    name: labCpuModels.name,
    companyId: labCpuModels.companyId,
    // one statement per page: the company's name by its primary key, no N+1
    companyName: sql<string>`(select ${labCompanies.name} from ${labCompanies} where ${labCompanies.id} = ${outer(labCpuModels.companyId)})`,
    isa: labCpuModels.isa,
  },
  searchColumns: [labCpuModels.name, labCpuModels.isa],
  read: readById(labCpuModels, labCpuModels.id, decl),
  ...plainWrites<typeof labCpuBody>(labCpuModels, labCpuModels.id, (b: LabCpuBody) => ({
    companyId: b.companyId,
    name: b.name,
    isa: b.isa,
    description: b.description || null,
  })),
  writeError: inventoryError,
};
