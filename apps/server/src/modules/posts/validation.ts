import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Code, fieldLabel, isMessageKey, translate, type FieldError, type MessageKey } from '@occ/shared';
import { AppError } from '../../platform/errors';
import { contentLocaleOf } from '../../platform/i18n';

/**
 * 422 naming each failing field, worded like the route validation of the error handler: the
 * shared schemas carry message keys, formatted with the field's label and the limit. Used where
 * a stored working copy (not the request body) is validated, i.e. at submit.
 */
export function validationError(req: FastifyRequest, error: z.ZodError): AppError {
  const loc = contentLocaleOf(req);
  const fields: FieldError[] = [];
  let head: { key: MessageKey; params: Record<string, string | number> } = {
    key: 'validationFailed',
    params: {},
  };
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    const params = {
      field: fieldLabel(field, loc),
      max: 'maximum' in issue ? Number(issue.maximum) : '',
      min: 'minimum' in issue ? Number(issue.minimum) : '',
    };
    const key: MessageKey = isMessageKey(issue.message) ? issue.message : 'fieldInvalid';
    if (fields.length === 0) head = { key, params };
    fields.push({ field, message: translate(key, loc, params) });
  }
  return new AppError(422, Code.VALIDATION_FAILED, head.key, head.params, fields);
}
