import { z } from 'zod';
import {
  envelopeOf,
  errorEnvelope,
  newsDetail,
  newsId,
  newsInput,
  newsListQuery,
  newsSummary,
  ok,
  pageOf,
  errorResponses,
} from '@occ/shared';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { newsPolicy } from './policy';
import { presentNewsDetail, presentNewsSummary } from './presenter';
import { createNews, deleteNews, getNews, listNews, updateNews } from './service';

const idParams = z.object({ id: newsId });
const errors = errorResponses(400, 401, 403, 404, 422);

export async function newsRoutes(app: App) {
  const { db } = app.database;

  app.get(
    '/api/news',
    {
      // anonymous readers share one answer for PUBLIC_CACHE_MS (platform/public-cache.ts)
      config: { publicCache: true },
      schema: {
        operationId: 'news.list',
        tags: ['news'],
        summary: 'Published news, newest first',
        querystring: newsListQuery,
        response: { 200: envelopeOf(pageOf(newsSummary)), 422: errorEnvelope },
      },
    },
    async (req) => {
      newsPolicy.authorize(req.user, 'read', null);
      const page = await listNews(db, contentLocaleOf(req), req.query);
      return ok({ ...page, items: page.items.map(presentNewsSummary) });
    },
  );

  app.get(
    '/api/news/:id',
    {
      // anonymous readers share one answer for PUBLIC_CACHE_MS (platform/public-cache.ts)
      config: { publicCache: true },
      schema: {
        operationId: 'news.get',
        tags: ['news'],
        summary: 'One published news item, body rendered to sanitised HTML',
        params: idParams,
        response: { 200: envelopeOf(newsDetail), 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (req) => {
      newsPolicy.authorize(req.user, 'read', null);
      const row = await getNews(db, contentLocaleOf(req), req.params.id);
      return ok(await presentNewsDetail(row, req.user));
    },
  );

  app.post(
    '/api/news',
    {
      schema: {
        operationId: 'news.create',
        tags: ['news'],
        body: newsInput,
        response: { 200: envelopeOf(z.object({ id: z.number().int() })), ...errors },
      },
    },
    async (req) => {
      newsPolicy.authorize(req.user, 'create', null);
      return ok({ id: await createNews(db, req.body) });
    },
  );

  app.put(
    '/api/news/:id',
    {
      schema: {
        operationId: 'news.update',
        tags: ['news'],
        params: idParams,
        body: newsInput,
        response: { 200: envelopeOf(z.null()), ...errors },
      },
    },
    async (req) => {
      newsPolicy.authorize(req.user, 'update', null);
      await updateNews(db, req.params.id, req.body);
      return ok(null);
    },
  );

  app.delete(
    '/api/news/:id',
    {
      schema: {
        operationId: 'news.delete',
        tags: ['news'],
        params: idParams,
        response: { 200: envelopeOf(z.null()), ...errors },
      },
    },
    async (req) => {
      newsPolicy.authorize(req.user, 'delete', null);
      await deleteNews(db, req.params.id);
      return ok(null);
    },
  );
}
