import {
  assistantAnswer,
  assistantAskBody,
  envelopeOf,
  errorResponses,
  errorEnvelope,
  ok,
  searchCounts as searchCountsAnswer,
  searchCountsQuery,
  searchQuery,
  searchResults,
  searchSuggestQuery,
  searchSuggestions,
} from '@occ/shared';
import type { App } from '../../platform/types';
import { searchPolicy } from './policy';
import { presentHit } from './presenter';
import { search, searchCounts, suggest } from './service';
import { searchAdminRoutes } from './admin-routes';
import { QueryLog } from './query-log';
import { createResultCache } from './result-cache';
import { ask } from './assistant';
import { withCards } from './cards';
import { ensureSearchTriggers, syncChanged } from './incremental';
import { useJiebaSegmenter } from './segmenter';
import { closeSpelling, popularQueries } from './suggestions';
import { syncSearchIndex } from './sync';

/** How often the index catches up with the rows the change triggers queued. */
export const SEARCH_SYNC_MS = 1_000;
/** How often a process checks every row anyway (a safety net; its first pass is one too). */
export const SEARCH_FULL_SYNC_MS = 30 * 60_000;
/** Questions to the assistant per minute from one visitor or user. */
export const ASSISTANT_PER_MINUTE = 20;
/** Overlap of two scheduled-publication windows (clocks of several processes differ a little). */
const WINDOW_SLACK_MS = 5_000;

export async function searchRoutes(app: App) {
  const { db } = app.database;
  useJiebaSegmenter();
  await ensureSearchTriggers(db);
  const answers = createResultCache(db, app.config.SEARCH_CACHE_ENTRIES);
  const queries = new QueryLog();
  await app.register(searchAdminRoutes, { log: queries });

  // keeps the index in step with the content: the first pass of a process is the full one (on an
  // empty index the full reindex; rows of an older tokenizer are indexed again), later passes
  // read only the rows the triggers queued. Idempotent, so every process may run it.
  let lastFull = 0;
  let since = new Date();
  app.jobs.every('search.sync', SEARCH_SYNC_MS, async () => {
    const started = new Date();
    const full = Date.now() - lastFull >= SEARCH_FULL_SYNC_MS;
    // the queue is read after a full pass too (its rows are checked again: cheap, and exact)
    const changed = (full ? await syncSearchIndex(db) : 0) + (await syncChanged(db, since));
    if (full) lastFull = Date.now();
    since = new Date(started.getTime() - WINDOW_SLACK_MS);
    if (changed > 0) app.publicCache.clear();
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
      const started = performance.now();
      const { q, kind, sort, time, category, page, pageSize } = req.query;
      // a time filter's window moves: its answers are kept for the hour at most
      const hour = time === 'any' ? '' : new Date().toISOString().slice(0, 13);
      const key = JSON.stringify(['query', q, kind ?? '', sort, time, hour, category ?? '', page, pageSize]);
      const answer = await answers.get(key, async () => {
        const { rows, total, counts, tabs, capped } = await search(db, req.query);
        return { items: rows.map((r) => presentHit(r, q)), total, page, pageSize, counts, tabs, capped };
      });
      const found = answer.counts.reduce((n, c) => n + c.count, 0);
      queries.record(q, performance.now() - started, found);
      if (answer.total > 0) return ok({ ...answer, items: await withCards(db, answer.items) });
      return ok({
        ...answer,
        suggestions: {
          spelling: closeSpelling(queries.entries, q),
          popular: popularQueries(queries.entries),
        },
      });
    },
  );

  app.get(
    '/api/search/counts',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'search.counts',
        tags: ['search'],
        summary: 'The number of results per kind (the tabs) without the results',
        querystring: searchCountsQuery,
        response: { 200: envelopeOf(searchCountsAnswer), 422: errorEnvelope },
      },
    },
    async (req) => {
      searchPolicy.authorize(req.user, 'read', null);
      const { q } = req.query;
      return ok(
        await answers.get(JSON.stringify(['counts', q]), async () => {
          const { total, counts, tabs, capped } = await searchCounts(db, q);
          return { total, counts, tabs, capped };
        }),
      );
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
      const { q } = req.query;
      return ok({ items: await answers.get(JSON.stringify(['suggest', q]), () => suggest(db, q)) });
    },
  );

  app.post(
    '/api/assistant/ask',
    {
      config: {
        rateLimit: {
          max: ASSISTANT_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (req) => (req.user ? `assistant:${req.user.id}` : `assistant-ip:${req.ip}`),
        },
      },
      schema: {
        operationId: 'assistant.ask',
        tags: ['search'],
        summary: `The assistant robot: the best passages of the FAQ, documents and adopted answers for a question (retrieval only, never generated text); ${ASSISTANT_PER_MINUTE}/min`,
        body: assistantAskBody,
        response: { 200: envelopeOf(assistantAnswer), ...errorResponses(422, 429) },
      },
    },
    async (req) => {
      searchPolicy.authorize(req.user, 'read', null);
      return ok({ passages: await ask(db, req.body.question) });
    },
  );
}
