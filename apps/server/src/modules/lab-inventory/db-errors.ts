import type { FastifyRequest } from 'fastify';
import { Code } from '@occ/shared';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { pgError } from '../../platform/pg-error';

export { pgError };

export const isExclusionViolation = (e: unknown) => pgError(e)?.code === '23P01';

/** Which body field a foreign key of the inventory tables points from. */
const FK_FIELDS: [string, keyof typeof CHOOSE][] = [
  // before company_id: a board's product constraint names the board's table too
  ['product_id', 'productId'],
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
  productId: 'fieldInvalid',
} as const;

/**
 * The database's verdict on an inventory write as an answer the form can show: a unique name →
 * 409 on `name`; a parent that does not exist → 422 on its id field; a row still referenced when
 * deleted → 409 labInUse. The constraints decide, so races are covered. Null: not ours.
 */
export function inventoryError(e: unknown, req: FastifyRequest): AppError | null {
  const err = pgError(e);
  if (err?.code === '23505') {
    return new AppError(409, Code.CONFLICT, 'labNameTaken', {}, [
      { field: 'name', message: t(req, 'labNameTaken') },
    ]);
  }
  if (err?.code === '23503') {
    // on delete the row is the referenced one; on insert/update it references a missing parent
    const deleting =
      req.method === 'DELETE' ||
      req.url.includes('/bulk-delete') ||
      /still referenced/.test(err.detail ?? '');
    if (deleting) return new AppError(409, Code.CONFLICT, 'labInUse');
    const where = `${err.constraint ?? ''} ${err.detail ?? ''}`;
    const field = FK_FIELDS.find(([column]) => where.includes(column))?.[1] ?? 'companyId';
    return new AppError(422, Code.VALIDATION_FAILED, CHOOSE[field], {}, [
      { field, message: t(req, CHOOSE[field]) },
    ]);
  }
  return null;
}
