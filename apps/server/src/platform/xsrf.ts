import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Code, fail } from '@occ/shared';
import type { Config } from '../config';
import { t } from './i18n';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export const newXsrfToken = () => crypto.randomBytes(24).toString('base64url');

/** The token's Set-Cookie line, for answers sent before the cookie plugin runs (public cache hits). */
export const xsrfCookie = (token: string, secure: boolean) =>
  `${XSRF_COOKIE}=${token}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;

function same(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/**
 * Double-submit anti-forgery token (DESIGN §6): every response carries an XSRF-TOKEN cookie the
 * page can read; every state-changing request must echo it in X-XSRF-TOKEN. Bearer-token clients
 * carry no ambient credentials and are exempt.
 */
export const xsrfPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  app.addHook('onRequest', async (req, reply) => {
    if (!req.cookies[XSRF_COOKIE]) {
      reply.setCookie(XSRF_COOKIE, newXsrfToken(), {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: opts.config.cookieSecure,
      });
    }
    if (SAFE.has(req.method)) return;
    if (req.headers.authorization?.startsWith('Bearer ')) return;
    // machine-to-machine endpoints (RFC 8628 device grant) opt out per route: no cookies are used there
    if ((req.routeOptions.config as { xsrf?: boolean } | undefined)?.xsrf === false) return;
    const sent = req.headers[XSRF_HEADER];
    const cookie = req.cookies[XSRF_COOKIE];
    if (typeof sent !== 'string' || !cookie || !same(sent, cookie)) {
      return reply.status(403).send(fail(Code.FORBIDDEN, t(req, 'xsrf')));
    }
  });
});
