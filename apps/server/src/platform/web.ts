import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { Envelope } from '@occ/shared';
import type { App } from './types';

/** What every route loader receives as `context` (apps/web/app/lib/context.ts mirrors it). */
export interface WebLoadContext {
  /** Calls this portal's own API in-process, as the requesting browser (cookies forwarded). */
  api<T>(path: string): Promise<{ status: number; body: Envelope<T> }>;
  publicUrl: string;
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

async function sendWebResponse(reply: FastifyReply, res: Response) {
  reply.status(res.status);
  for (const [k, v] of res.headers) {
    if (k === 'set-cookie') continue;
    reply.header(k, v);
  }
  const cookies = res.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  return reply.send(res.body ? Buffer.from(await res.arrayBuffer()) : null);
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
  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    const context: WebLoadContext = {
      publicUrl: origin,
      async api<T>(p: string) {
        const headers: Record<string, string> = {};
        for (const h of FORWARDED) {
          const v = req.headers[h];
          if (typeof v === 'string') headers[h] = v;
        }
        const res = await app.inject({ method: 'GET', url: p, headers });
        return { status: res.statusCode, body: res.json() as Envelope<T> };
      },
    };
    const res = await handler(toWebRequest(req, origin), context as never);
    return sendWebResponse(reply, res);
  };
  app.get('/*', { schema: { hide: true } }, page);
  return true;
}
