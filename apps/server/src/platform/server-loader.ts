import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { Code, fail, ok, translate, type MessageKey } from '@occ/shared';
import { contentLocaleOf } from './i18n';
import type { App } from './types';

/** Longest `route` and `url` parameters taken; longer ones are refused as bad requests. */
const MAX_ROUTE = 200;
const MAX_URL = 2048;

type ServerRoute = NonNullable<ServerBuild['routes'][string]>;
type LoaderArgs = Parameters<NonNullable<ServerRoute['module']['loader']>>[0];

/** The build's flat route manifest as the nested tree `matchRoutes` reads. */
function routeTree(routes: ServerBuild['routes']): RouteObject[] {
  const byParent = new Map<string | undefined, ServerRoute[]>();
  for (const r of Object.values(routes)) {
    if (!r) continue;
    byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  }
  const build = (parent: string | undefined): RouteObject[] =>
    (byParent.get(parent) ?? []).map((r) =>
      r.index
        ? { id: r.id, index: true, path: r.path }
        : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: build(r.id) },
    );
  return build(undefined);
}

/** A loader's `data(value, init)` answer, as React Router builds it. */
function unwrap(value: unknown): unknown {
  if (value && typeof value === 'object' && (value as { type?: string }).type === 'DataWithResponseInit')
    return (value as { data: unknown }).data;
  return value;
}

/**
 * The page-data loader of spec §7: `GET /__serverLoader?route=<route id>&url=<page address>` runs
 * the loaders of that page (the route and the layouts above it, as the server renderer does, so a
 * guard of a layout still refuses) with the reader's cookies and answers the route's data in the
 * envelope. A page that would send a visitor to the login page answers 401, a refused one 403/404.
 */
export function registerServerLoader(
  app: App,
  build: ServerBuild,
  origin: string,
  contextFor: (req: FastifyRequest) => unknown,
) {
  const tree = routeTree(build.routes);
  const ids = Object.keys(build.routes).sort();
  const refuse = (
    req: FastifyRequest,
    reply: FastifyReply,
    status: number,
    key: MessageKey,
    params = {},
    code: number = status,
  ) => reply.status(status).send(fail(code, translate(key, contentLocaleOf(req), params)));
  // spec §4: "log in" says why — a lapsed session (-2) or never logged in (-101014)
  const needLogin = (req: FastifyRequest, reply: FastifyReply) =>
    req.sessionLoss === 'timeout'
      ? refuse(req, reply, 401, 'loginTimeout', {}, Code.LOGIN_TIMEOUT)
      : refuse(req, reply, 401, 'needLogin', {}, Code.AUTH_NEED_LOGIN);

  app.get(
    '/__serverLoader',
    {
      schema: {
        operationId: 'pages.serverLoader',
        tags: ['pages'],
        summary: 'The data a page loader gives the server renderer, by route id (spec §7)',
        description: `Route ids: ${ids.join(', ')}`,
        // checked by hand below: a bad value is a 400 or 404 naming it (spec §7's loader)
        querystring: z.object({ route: z.string().optional(), url: z.string().optional() }),
      },
    },
    async (req, reply) => {
      const { route = '', url = '' } = req.query as { route?: string; url?: string };
      if (!route || route.length > MAX_ROUTE)
        return refuse(req, reply, Code.BAD_REQUEST, 'fieldInvalid', { field: 'route' });
      if (!url || url.length > MAX_URL)
        return refuse(req, reply, Code.BAD_REQUEST, 'fieldInvalid', { field: 'url' });
      let target: URL;
      try {
        target = new URL(url, origin);
      } catch {
        return refuse(req, reply, Code.BAD_REQUEST, 'fieldInvalid', { field: 'url' });
      }
      // only this portal's own pages: another origin or scheme is not a page address
      if (target.origin !== new URL(origin).origin)
        return refuse(req, reply, Code.BAD_REQUEST, 'fieldInvalid', { field: 'url' });
      if (!Object.hasOwn(build.routes, route))
        return refuse(req, reply, Code.NOT_FOUND, 'unknownRouteId', { route: route.slice(0, 80) });
      const matches = matchRoutes(tree, target.pathname) ?? [];
      const upTo = matches.findIndex((m) => m.route.id === route);
      if (upTo < 0)
        return refuse(req, reply, Code.NOT_FOUND, 'routeUrlMismatch', {
          route: route.slice(0, 80),
          url: target.pathname.slice(0, 200),
        });

      const headers = new Headers();
      for (const h of ['cookie', 'accept-language', 'user-agent'] as const) {
        const v = req.headers[h];
        if (typeof v === 'string') headers.set(h, v);
      }
      const request = new Request(target, { headers });
      const context = contextFor(req);
      try {
        // parents first, together, as the renderer runs them: a layout's guard throws here too
        const results = await Promise.all(
          matches.slice(0, upTo + 1).map((m) => {
            const loader = build.routes[m.route.id!]?.module.loader;
            return loader
              ? loader({ request, params: m.params, context } as unknown as LoaderArgs)
              : Promise.resolve(null);
          }),
        );
        return reply.send(ok(unwrap(results[upTo]) ?? null));
      } catch (thrown) {
        if (!(thrown instanceof Response)) {
          // the page's loader itself broke (not an answer of the API): spec §8's "API call failed"
          req.log.error({ err: thrown, route }, 'page-data loader failed');
          return refuse(req, reply, 500, 'apiCallFailed', {}, Code.INTERNAL);
        }
        const location = thrown.headers.get('location') ?? '';
        if (thrown.status >= 300 && thrown.status < 400) {
          // the login guard sends a visitor to the login page: here that is a 401
          if (location.startsWith('/auth/login') || location.startsWith('/login'))
            return needLogin(req, reply);
          return reply.send(ok({ redirect: location }));
        }
        if (thrown.status === 401) return needLogin(req, reply);
        if (thrown.status === 403) return refuse(req, reply, Code.FORBIDDEN, 'forbidden');
        if (thrown.status === 404 || thrown.status === 410)
          return refuse(req, reply, thrown.status, 'notFound');
        return refuse(req, reply, thrown.status >= 500 ? Code.INTERNAL : Code.BAD_REQUEST, 'requestError');
      }
    },
  );
}
