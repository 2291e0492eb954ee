import { sql } from 'drizzle-orm';
import type { LabBoardBody, labBoardBody } from '@occ/shared';
import { labBoardArea } from '@occ/shared/admin';
import { labBoardModels, labCompanies, labDevices, labSocModels } from '../../db/schema';
import { outer } from '../../db/sql';
import { readById, plainWrites, type AreaBinding } from '../../platform/admin-area/binding';
import { inventoryError } from './db-errors';

const decl = labBoardArea as unknown as AreaBinding['decl'];

/** Tags are kept trimmed and without duplicates, in the order given. */
const tags = (list: string[]) => [...new Set(list.map((s) => s.trim()))];

const values = (b: LabBoardBody) => ({
  companyId: b.companyId,
  socModelId: b.socModelId,
  name: b.name,
  description: b.description || null,
  imageUrl: b.imageUrl || null,
  osTypes: tags(b.osTypes),
  industries: tags(b.industries),
  fields: tags(b.fields),
  microservices: tags(b.microservices),
  availableUntil: b.availableUntil ? new Date(b.availableUntil) : null,
  productId: b.productId ?? null,
});

/**
 * Board models (console area `labBoard`): what the evaluation cards show, with their tags and end
 * date. Deleting one is refused while devices or reservations name it; collections go with it.
 */
export const boardsBinding: AreaBinding = {
  decl,
  table: labBoardModels,
  id: labBoardModels.id,
  columns: {
    name: labBoardModels.name,
    companyId: labBoardModels.companyId,
    socModelId: labBoardModels.socModelId,
    companyName: sql<string>`(select ${labCompanies.name} from ${labCompanies} where ${labCompanies.id} = ${outer(labBoardModels.companyId)})`,
    socName: sql<string>`(select ${labSocModels.name} from ${labSocModels} where ${labSocModels.id} = ${outer(labBoardModels.socModelId)})`,
    osTypes: labBoardModels.osTypes,
    industries: labBoardModels.industries,
    // correlated count on lab_devices_board_idx: one statement per page, no N+1
    deviceCount: sql<number>`(select count(*)::int from ${labDevices} where ${labDevices.boardModelId} = ${outer(labBoardModels.id)})`,
    availableUntil: labBoardModels.availableUntil,
    productId: labBoardModels.productId,
  },
  searchColumns: [labBoardModels.name],
  read: readById(labBoardModels, labBoardModels.id, decl),
  ...plainWrites<typeof labBoardBody>(labBoardModels, labBoardModels.id, values),
  writeError: inventoryError,
};
