import type { FastifyRequest } from 'fastify';
import {
  Code,
  fieldLabel,
  fileLinkAllowed,
  resourceUploadFields,
  translate,
  type ResourceFields,
} from '@occ/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { contentLocaleOf } from '../../platform/i18n';
import { productExists } from './service';

type Problem = { field: string; key: 'fieldTooLong' | 'fieldInvalid' | 'fieldRequired'; max?: number };

function refuse(req: FastifyRequest, problems: Problem[], linkRefused = false): never {
  const loc = contentLocaleOf(req);
  const fields = problems.map((p) => ({
    field: p.field,
    message: translate(p.key, loc, { field: fieldLabel(p.field, loc), max: p.max ?? 0 }),
  }));
  if (linkRefused) fields.push({ field: 'fileLink', message: translate('fileLinkNotAllowed', loc) });
  throw new AppError(422, Code.VALIDATION_FAILED, 'validationFailed', {}, fields);
}

/**
 * The fields of an enterprise resource (upload or edit), checked: lengths and type, a product
 * that exists and is published, and a file link under one of the allowed storage bucket bases
 * (spec §7, FILE_LINK_BASE_DEV / FILE_LINK_BASE_PROD); a localised field error otherwise.
 */
export async function checkResourceFields(
  db: Db,
  bases: readonly string[],
  req: FastifyRequest,
  raw: Record<string, unknown>,
): Promise<ResourceFields> {
  const parsed = resourceUploadFields.safeParse(raw);
  if (!parsed.success)
    refuse(
      req,
      parsed.error.issues.map((i) => {
        const field = String(i.path[0] ?? 'body');
        if (i.code === 'too_big') return { field, key: 'fieldTooLong', max: Number(i.maximum) };
        return { field, key: raw[field] ? 'fieldInvalid' : 'fieldRequired' };
      }),
    );
  const f = parsed.data;
  const problems: Problem[] = [];
  if (f.productId !== null && !(await productExists(db, f.productId)))
    problems.push({ field: 'productId', key: 'fieldInvalid' });
  const linkRefused = f.fileLink !== null && !fileLinkAllowed(f.fileLink, bases);
  if (problems.length || linkRefused) refuse(req, problems, linkRefused);
  return f;
}
