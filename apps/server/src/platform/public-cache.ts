import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LOCALE_COOKIE } from '@occ/shared';
import { SESSION_COOKIE } from './session';
import type { SharedRedis } from './redis';
import { newXsrfToken, XSRF_COOKIE, xsrfCookie } from './xsrf';

/** With REDIS_URL a write in any process empties the public cache of every process. */
export const PUBLIC_CACHE_CHANNEL = 'occ:public-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * answers of this GET route may be shared by every anonymous reader for PUBLIC_CACHE_MS, or
     * for this many milliseconds (pages: PAGE_CACHE_MS; 0 = never)
     */
    publicCache?: boolean | number;
  }
  interface FastifyInstance {
    publicCache: { clear(): void; readonly size: number };
  }
}

interface Entry {
  /** encoded once: a hit writes bytes, not a string to encode again */
  body: Buffer;
  headers: Record<string, string>;
  expires: number;
}

// only these are replayed: cookies are per reader and never shared (a hit gives a fresh reader
// its own anti-forgery token, below)
const KEPT_HEADERS = ['content-type', 'cache-control', 'content-language', 'x-robots-tag', 'link'] as const;
const MAX_BODY_CHARS = 512 * 1024;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// Read from the raw Cookie header: this hook runs before the cookie parser, and a cached answer
// should cost as little as a bare route.
const LOCALE_IN_COOKIE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`);
const SESSION_IN_COOKIE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=[^;]`);
const XSRF_IN_COOKIE = new RegExp(`(?:^|;\\s*)${XSRF_COOKIE}=[^;]`);

/** How long answers of the request's route are shared (0: not at all). */
function ttlOf(req: FastifyRequest, defaultMs: number): number {
  const c = req.routeOptions.config.publicCache;
  return c === true ? defaultMs : typeof c === 'number' ? c : 0;
}

/** Anything that can make an answer personal: then it is neither served from nor put in the cache. */
function isPersonal(req: FastifyRequest): boolean {
  const cookie = req.headers.cookie;
  return Boolean(req.headers.authorization) || (cookie !== undefined && SESSION_IN_COOKIE.test(cookie));
}

/** The answer depends on the URL and the reader's language (cookie or Accept-Language). */
function keyOf(req: FastifyRequest): string {
  const locale = req.headers.cookie ? (LOCALE_IN_COOKIE.exec(req.headers.cookie)?.[1] ?? '') : '';
  return `${req.url}\n${locale}\n${req.headers['accept-language'] ?? ''}`;
}

/**
 * A micro-cache for the hot public reads of DESIGN §8 (home feed, news, question and blog lists
 * and details). Anonymous readers of a route marked `config: { publicCache: true }` share one
 * answer for `ttlMs`, served before rate limiting, session lookup and the database. Every
 * successful state-changing request empties it in this process and, with REDIS_URL, in every
 * process (pub/sub), so readers never see stale data after a write; without Redis (or while it is
 * away) other processes see changes within `ttlMs`.
 */
export const publicCachePlugin = fp(
  async (
    app: FastifyInstance,
    opts: { ttlMs: number; maxEntries: number; secureCookies: boolean; redis?: SharedRedis | null },
  ) => {
    const entries = new Map<string, Entry>();
    const redis = opts.redis;
    redis?.subscribe(PUBLIC_CACHE_CHANNEL, () => entries.clear());
    app.decorate('publicCache', {
      // for changes made outside a request (jobs): every process drops its shared answers
      clear: () => {
        entries.clear();
        if (redis) void redis.publish(PUBLIC_CACHE_CHANNEL, '1');
      },
      get size() {
        return entries.size;
      },
    });

    // callback hooks, not async ones: at tens of thousands of answers a second the promises show
    app.addHook('onRequest', (req, reply, done) => {
      if (req.method !== 'GET' || !ttlOf(req, opts.ttlMs) || isPersonal(req)) return done();
      const key = keyOf(req);
      const hit = entries.get(key);
      if (!hit) return done();
      if (hit.expires <= Date.now()) {
        entries.delete(key);
        return done();
      }
      // a fresh reader gets its own anti-forgery token, as every answer gives one
      if (!req.headers.cookie || !XSRF_IN_COOKIE.test(req.headers.cookie))
        void reply.header('set-cookie', xsrfCookie(newXsrfToken(), opts.secureCookies));
      // answering from a hook: done() is not called, the chain stops here
      void reply.headers(hit.headers).header('x-public-cache', 'hit').send(hit.body);
    });

    app.addHook('onSend', (req, reply, payload, done) => {
      const ttl = req.method === 'GET' ? ttlOf(req, opts.ttlMs) : 0;
      const bytes = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : null;
      if (
        ttl > 0 &&
        reply.statusCode === 200 &&
        bytes !== null &&
        bytes.length <= MAX_BODY_CHARS &&
        !reply.hasHeader('x-public-cache') &&
        !isPersonal(req)
      ) {
        if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value!);
        const headers: Record<string, string> = {};
        for (const h of KEPT_HEADERS) {
          const v = reply.getHeader(h);
          if (v !== undefined) headers[h] = String(v);
        }
        const body = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes);
        entries.set(keyOf(req), { body, headers, expires: Date.now() + ttl });
      }
      done(null, payload);
    });

    app.addHook('onResponse', (req, reply, done) => {
      if (!SAFE_METHODS.has(req.method) && reply.statusCode < 400) {
        entries.clear();
        if (redis) void redis.publish(PUBLIC_CACHE_CHANNEL, '1');
      }
      done();
    });
  },
  { name: 'public-cache' },
);
