import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { Code, fail, translate, type Envelope } from '@occ/shared';
import { contentLocaleOf } from './i18n';
import { Overloaded, RenderGate } from './render-gate';
import { registerServerLoader } from './server-loader';
import type { App } from './types';

/** What every route loader receives as `context` (apps/web/app/lib/context.ts mirrors it). */
export interface WebLoadContext {
  /** Calls this portal's own API in-process, as the requesting browser (cookies forwarded). */
  api<T>(path: string): Promise<{ status: number; body: Envelope<T> }>;
  publicUrl: string;
  /** this page request's id (shown to staff in debug mode) */
  requestId: string;
}

const FORWARDED = ['cookie', 'accept-language', 'user-agent'] as const;

function toWebRequest(req: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    headers.set(k, Array.isArray(v) ? v.join(', ') : v);
  }
  return new Request(new URL(req.url, origin), { method: req.method, headers });
}

/** The promise's value, or null when `ms` pass first. */
async function beforeDeadline<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), Math.max(0, ms));
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

function sendWebResponse(reply: FastifyReply, res: Response, body: Buffer | null) {
  reply.status(res.status);
  for (const [k, v] of res.headers) {
    if (k === 'set-cookie') continue;
    reply.header(k, v);
  }
  const cookies = res.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  return reply.send(body);
}

/**
 * Serves the React Router build: hashed assets from build/client, every other GET through the
 * server build's request handler. Absent build (API-only tests) → nothing is registered.
 */
export async function registerWeb(app: App): Promise<boolean> {
  const dir = app.config.webBuildDir;
  const serverEntry = path.join(dir, 'server/index.js');
  if (!fs.existsSync(serverEntry)) {
    app.log.warn({ dir }, 'web build not found: pages are not served (run npm run build)');
    return false;
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handler = createRequestHandler(
    build,
    app.config.NODE_ENV === 'development' ? 'development' : 'production',
  );

  await app.register(fastifyStatic, {
    root: path.join(dir, 'client'),
    wildcard: false,
    index: false,
    setHeaders(res, file) {
      if (file.includes(`${path.sep}assets${path.sep}`))
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'public, max-age=3600');
      if (file.endsWith('.svg'))
        res.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    },
  });

  const origin = app.config.publicUrl;
  const gate = new RenderGate({
    max: app.config.OVERLOAD_RENDERS,
    queue: app.config.OVERLOAD_QUEUE,
    waitMs: app.config.OVERLOAD_WAIT_MS,
  });
  const contextFor = (req: FastifyRequest): WebLoadContext => ({
    publicUrl: origin,
    requestId: req.id,
    async api<T>(p: string) {
      // each read of a render lets the event loop take in other sockets (see page below)
      await new Promise((resolve) => setImmediate(resolve));
      const headers: Record<string, string> = {};
      for (const h of FORWARDED) {
        const v = req.headers[h];
        if (typeof v === 'string') headers[h] = v;
      }
      const res = await app.inject({ method: 'GET', url: p, headers });
      return { status: res.statusCode, body: res.json() as Envelope<T> };
    },
  });
  registerServerLoader(app, build, origin, contextFor);
  const deadlineMs = app.config.OVERLOAD_DEADLINE_MS;
  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    const arrived = Date.now();
    // let the requests already waiting on their sockets reach the gate first: with the embedded
    // database a render may never yield on its own, and the gate would never see them queue
    await new Promise((resolve) => setImmediate(resolve));
    let release: () => void;
    try {
      release = await gate.enter();
    } catch (e) {
      if (e instanceof Overloaded) return busy(req, reply);
      throw e;
    }
    const rendering = handler(toWebRequest(req, origin), contextFor(req) as never).then(async (res) => ({
      res,
      body: res.body ? Buffer.from(await res.arrayBuffer()) : null,
    }));
    // the slot is held until the render really ends, even when its answer came too late
    void rendering.then(release, release);
    const done = await beforeDeadline(rendering, deadlineMs - (Date.now() - arrived));
    if (!done) return busy(req, reply);
    return sendWebResponse(reply, done.res, done.body);
  };
  // a visitor's page (no session) is shared per address and language for PAGE_CACHE_MS
  app.get('/*', { schema: { hide: true }, config: { publicCache: app.config.PAGE_CACHE_MS } }, page);
  return true;
}

/** More pages asked for than the machine renders in time: a quick 503 the browser may retry. */
function busy(req: FastifyRequest, reply: FastifyReply) {
  const message = translate('overloaded', contentLocaleOf(req));
  void reply.status(503).header('retry-after', '2').header('cache-control', 'no-store');
  if (!req.headers.accept?.includes('text/html')) return reply.send(fail(Code.OVERLOADED, message));
  const lang = contentLocaleOf(req);
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!DOCTYPE html><html lang="${lang}"><meta charset="utf-8"><title>${message}</title><p>${message}</p></html>`,
    );
}
