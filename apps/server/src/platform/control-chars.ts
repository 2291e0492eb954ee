import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Code, fieldLabel } from '@occ/shared';
import { AppError } from './errors';
import { contentLocaleOf, t } from './i18n';

/**
 * C0 controls other than tab, line feed and carriage return (which multi-line text needs), DEL
 * and the C1 controls. None of them is text a person types; NUL cannot even be stored.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** half of a surrogate pair: not text either, and PostgreSQL cannot store it */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `s` holds a control character or a lone surrogate. */
export const hasControlChar = (s: string): boolean => CONTROL.test(s) || LONE_SURROGATE.test(s);

/** Path (keys) of the first string, or object key, in `value` that holds a control character. */
export function controlCharPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return hasControlChar(value) ? path : null;
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = controlCharPath(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (hasControlChar(key)) return [...path, key];
    const found = controlCharPath(v, [...path, key]);
    if (found) return found;
  }
  return null;
}

function refuse(req: FastifyRequest, path: string[]): AppError {
  const field = path.join('.') || 'body';
  const name = req.routeOptions.config.fieldLabels?.[field] ?? field;
  const label = fieldLabel(name, contentLocaleOf(req));
  return new AppError(422, Code.VALIDATION_FAILED, 'fieldControlChar', { field: label }, [
    { field, message: t(req, 'fieldControlChar', { field: label }) },
  ]);
}

/**
 * One check for every request before its schema runs: a control character anywhere in the body,
 * the query or the path parameters is refused with 422 naming the field, so no handler and no
 * database ever sees one. Pages (the React Router catch-all) are left to the API their loaders call.
 */
export function registerControlCharCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    if (req.routeOptions.url === '/*') return;
    for (const source of [req.params, req.query, req.body]) {
      const path = controlCharPath(source);
      if (path) throw refuse(req, path);
    }
  });
}
