import type { FastifyRequest } from 'fastify';
import { Code } from '@occ/shared';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { pgError } from '../../platform/pg-error';

export { pgError };

export const isExclusionViolation = (e: unknown) => pgError(e)?.code === '23P01';

/** Which body field a foreign key of the inventory tables points from. */
const FK_FIELDS: [string, 'companyId' | 'cpuModelId' | 'socModelId' | 'boardModelId'][] = [
  ['company_id', 'companyId'],
  ['cpu_model_id', 'cpuModelId'],
  ['soc_model_id', 'socModelId'],
  ['board_model_id', 'boardModelId'],
];
const CHOOSE = {
  companyId: 'labChooseCompany',
  cpuModelId: 'labChooseCpu',
  socModelId: 'labChooseSoc',
  boardModelId: 'labChooseBoard',
} as const;

/**
 * Runs an inventory write and turns the database's verdicts into answers the form can show:
 * a unique name → 409 on `name`; a parent that does not exist → 422 on its id field; a row
 * still referenced when deleted → 409 labInUse. The constraints decide, so races are covered.
 */
export async function inventoryWrite<T>(req: FastifyRequest, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    const err = pgError(e);
    if (err?.code === '23505') {
      throw new AppError(409, Code.CONFLICT, 'labNameTaken', {}, [
        { field: 'name', message: t(req, 'labNameTaken') },
      ]);
    }
    if (err?.code === '23503') {
      // on delete the row is the referenced one; on insert/update it references a missing parent
      if (req.method === 'DELETE') throw new AppError(409, Code.CONFLICT, 'labInUse');
      const where = `${err.constraint ?? ''} ${err.detail ?? ''}`;
      const field = FK_FIELDS.find(([column]) => where.includes(column))?.[1] ?? 'companyId';
      throw new AppError(422, Code.VALIDATION_FAILED, CHOOSE[field], {}, [
        { field, message: t(req, CHOOSE[field]) },
      ]);
    }
    throw e;
  }
}

/** ILIKE pattern for a name search, with the user's % and _ taken literally. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
