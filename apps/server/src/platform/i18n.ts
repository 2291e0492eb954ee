import type { FastifyRequest } from 'fastify';
import {
  contentLocale,
  LOCALE_COOKIE,
  pickLocale,
  translate,
  type CompleteLocale,
  type MessageKey,
} from '@occ/shared';

/** The request's locale: the `locale` cookie, else Accept-Language, else zh-CN. */
export function localeOf(req: FastifyRequest): string {
  const header = req.headers['accept-language'];
  return pickLocale(req.cookies?.[LOCALE_COOKIE], typeof header === 'string' ? header : null);
}

export function contentLocaleOf(req: FastifyRequest): CompleteLocale {
  return contentLocale(localeOf(req));
}

export function t(req: FastifyRequest, key: MessageKey, params?: Record<string, string | number>) {
  return translate(key, contentLocaleOf(req), params);
}
