import {
  envelopeOf,
  errorEnvelope,
  ok,
  searchQuery,
  searchResults,
  searchSuggestQuery,
  searchSuggestions,
} from '@occ/shared';
import type { App } from '../../platform/types';
import { searchPolicy } from './policy';
import { presentHit } from './presenter';
import { search, suggest } from './service';
import { syncSearchIndex } from './sync';

/** How often the index catches up with the content (new, changed, hidden rows). */
export const SEARCH_SYNC_MS = 2_000;

export async function searchRoutes(app: App) {
  const { db } = app.database;

  // keeps the index in step with the content; its first pass on an empty index is the full
  // reindex. Idempotent, so every process may run it.
  app.jobs.every('search.sync', SEARCH_SYNC_MS, async () => {
    if ((await syncSearchIndex(db)) > 0) app.publicCache.clear();
  });

  app.get(
    '/api/search',
    {
      // anonymous readers share one answer for PUBLIC_CACHE_MS; the API's rate limit applies
      config: { publicCache: true },
      schema: {
        operationId: 'search.query',
        tags: ['search'],
        summary:
          'Search every published kind: a page of results with highlighted snippets, and counts per kind',
        querystring: searchQuery,
        response: { 200: envelopeOf(searchResults), 422: errorEnvelope },
      },
    },
    async (req) => {
      searchPolicy.authorize(req.user, 'read', null);
      const { rows, total, counts } = await search(db, req.query);
      return ok({
        items: rows.map((r) => presentHit(r, req.query.q)),
        total,
        page: req.query.page,
        pageSize: req.query.pageSize,
        counts,
      });
    },
  );

  app.get(
    '/api/search/suggest',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'search.suggest',
        tags: ['search'],
        summary: 'Up to eight titles for search as you type',
        querystring: searchSuggestQuery,
        response: { 200: envelopeOf(searchSuggestions), 422: errorEnvelope },
      },
    },
    async (req) => {
      searchPolicy.authorize(req.user, 'read', null);
      return ok({ items: await suggest(db, req.query.q) });
    },
  );
}
