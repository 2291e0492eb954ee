import {
  envelopeOf,
  errorResponses,
  ok,
  searchIndexStats,
  searchRebuild,
  searchRebuildBody,
} from '@occ/shared';
import type { FastifyRequest } from 'fastify';
import { searchRebuilds } from '../../db/schema';
import { notFound } from '../../platform/errors';
import type { App } from '../../platform/types';
import { SEARCH_KINDS } from './kinds';
import type { QueryLog } from './query-log';
import { indexStats, presentRebuild, REBUILD_JOB, runRebuild, searchIndexPolicy } from './rebuild';

/** The console's search index page: size, rows per kind, slowest searches; rebuild in the background. */
export async function searchAdminRoutes(app: App, opts: { log: QueryLog }) {
  const { db } = app.database;
  app.jobs.register(REBUILD_JOB, async (payload) => runRebuild(db, (payload as { id: string }).id));

  app.get(
    '/api/admin/search-index',
    {
      preValidation: async (req: FastifyRequest) => searchIndexPolicy.authorize(req.user, 'read', null),
      schema: {
        operationId: 'searchIndex.stats',
        tags: ['search'],
        summary: 'The search index: size, rows per kind, recent rebuilds with progress, slowest searches',
        response: { 200: envelopeOf(searchIndexStats), ...errorResponses(401, 403) },
      },
    },
    async () => ok(await indexStats(db, opts.log)),
  );

  app.post(
    '/api/admin/search-index/rebuild',
    {
      preValidation: async (req: FastifyRequest) => searchIndexPolicy.authorize(req.user, 'rebuild', null),
      schema: {
        operationId: 'searchIndex.rebuild',
        tags: ['search'],
        summary: 'Reindex one kind (or all) in the background; progress in searchIndex.stats',
        body: searchRebuildBody,
        response: { 200: envelopeOf(searchRebuild), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const kind = req.body.kind ?? null;
      if (kind && !SEARCH_KINDS.some((k) => k.key === kind)) {
        throw notFound();
      }
      const [row] = await db.insert(searchRebuilds).values({ kind, startedBy: req.user!.id }).returning();
      await app.jobs.enqueue(REBUILD_JOB, { id: row!.id });
      return ok(presentRebuild(row!));
    },
  );
}
