import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Code, fail, fieldLabel, isMessageKey, translate, type FieldError } from '@occ/shared';
import { AppError } from './errors';
import { contentLocaleOf, t } from './i18n';
import type { SessionLoss } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** field → key of the shared fieldLabels, where this route's field means something else */
    fieldLabels?: Record<string, string>;
  }
}

/** One entry of fastify-type-provider-zod's `validation` list. */
interface ValidationEntry {
  keyword: string;
  instancePath: string;
  message?: string;
  /** zod's bounds, and a custom issue's own `params` (named in its message, e.g. `{attribute}`) */
  params?: {
    maximum?: number | bigint;
    minimum?: number | bigint;
    params?: Record<string, string | number>;
  };
}

/** The value the client sent at `path` (zod 4 issues do not carry the input). */
function sentValue(req: FastifyRequest, path: string[]): unknown {
  for (const source of [req.body, req.query, req.params]) {
    let v: unknown = source;
    for (const key of path) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
    if (v !== undefined) return v;
  }
  return undefined;
}

/** Validation entries → field errors with localised messages naming the field. */
function fieldErrors(req: FastifyRequest, entries: ValidationEntry[]): FieldError[] {
  const loc = contentLocaleOf(req);
  return entries.map((e) => {
    const path = e.instancePath.split('/').filter(Boolean);
    const field = path.join('.') || 'body';
    const label = fieldLabel(req.routeOptions.config.fieldLabels?.[field] ?? field, loc);
    const { maximum, minimum } = e.params ?? {};
    let message;
    // shared schemas (packages/shared/src/account) carry message keys: the rule's own wording
    if (e.message && isMessageKey(e.message))
      message = translate(e.message, loc, {
        ...e.params?.params,
        field: label,
        max: Number(maximum ?? ''),
        min: Number(minimum ?? ''),
      });
    else if (e.keyword === 'too_big' && maximum !== undefined)
      message = translate('fieldTooLong', loc, { field: label, max: Number(maximum) });
    else if (e.keyword === 'too_small' && minimum !== undefined && Number(minimum) > 1)
      message = translate('fieldTooShort', loc, { field: label, min: Number(minimum) });
    else if (e.keyword === 'too_small' || sentValue(req, path) === undefined)
      message = translate('fieldRequired', loc, { field: label });
    else message = translate('fieldInvalid', loc, { field: label });
    return { field, message };
  });
}

/**
 * Field errors (a field's message may be a message key, translated here for the request), or for a
 * 429 the seconds until a retry can succeed (the UI counts them down).
 */
function resultOf(err: AppError, req: FastifyRequest) {
  if (err.fields)
    return {
      fields: err.fields.map((f) =>
        isMessageKey(f.message) ? { ...f, message: t(req, f.message, err.params) } : f,
      ),
    };
  if (err.result) return err.result;
  if (err.status === 429 && err.params.seconds !== undefined)
    return { retryAfter: Number(err.params.seconds) };
  return null;
}

/**
 * "Please log in" to a request whose credentials lapsed says why (spec §4): -2 login timeout for
 * a session past its idle or absolute limit, -101012 for a revoked or expired bearer token.
 */
function sessionLostError(loss: NonNullable<SessionLoss>): AppError {
  return loss === 'timeout'
    ? new AppError(401, Code.LOGIN_TIMEOUT, 'loginTimeout')
    : new AppError(401, Code.AUTH_TOKEN_INVALID, 'tokenInvalid');
}

/** The single place where errors become envelopes (DESIGN §5). */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      const e =
        err.code === Code.AUTH_NEED_LOGIN && req.sessionLoss ? sessionLostError(req.sessionLoss) : err;
      return reply.status(e.status).send(fail(e.code, t(req, e.messageKey, e.params), resultOf(e, req)));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = fieldErrors(req, err.validation as unknown as ValidationEntry[]);
      const message = fields[0]?.message ?? t(req, 'validationFailed');
      return reply.status(422).send(fail(Code.VALIDATION_FAILED, message, { fields }));
    }
    if (
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      (err instanceof SyntaxError && err.statusCode === 400)
    ) {
      return reply.status(400).send(fail(Code.BAD_REQUEST, t(req, 'invalidJson')));
    }
    if (err.statusCode === 429) {
      return reply.status(429).send(fail(Code.TOO_MANY_REQUESTS, t(req, 'tooManyRequests')));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Fastify's own client errors (bad content type, body too large, ...): keep the status.
      return reply.status(err.statusCode).send(fail(Code.BAD_REQUEST, err.message));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(fail(Code.INTERNAL, t(req, 'internal')));
  });

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send(fail(Code.NOT_FOUND, t(req, 'notFound')));
  });
}
