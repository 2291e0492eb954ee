import { z } from 'zod';
import {
  envelopeOf,
  errorEnvelope,
  newsDetail,
  newsId,
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
import { getNews, listNews } from './service';
import { eq } from 'drizzle-orm';
import { newsAreaBody } from '@occ/shared/admin';
import { news } from '../../db/schema';
import { requirePermission } from '../../platform/access';
import { registerAdminArea } from '../../platform/admin-area/routes';
import { draftOf } from '../../platform/admin-area/publishing';
import { idNotExist } from '../../platform/errors';
import { newsBinding } from './admin-area';

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

  // the console's news area: drafts, publish to production, versions (platform/admin-area)
  registerAdminArea(app, newsBinding);

  app.get(
    '/api/admin/news/:id/preview',
    {
      preValidation: async (req) => requirePermission(req.user, 'news.read'),
      schema: {
        operationId: 'news.preview',
        tags: ['news', 'admin'],
        summary:
          'The working copy (the draft where there is one) as the public detail would show it; staff only',
        params: idParams,
        response: { 200: envelopeOf(newsDetail), ...errors },
      },
    },
    async (req) => {
      const id = req.params.id;
      const live = await newsBinding.read(db, id);
      if (!live) throw idNotExist();
      const body = newsAreaBody.parse((await draftOf(db, newsBinding, id)) ?? live);
      const en = contentLocaleOf(req) === 'en-US' && body.titleEn;
      const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1);
      return ok(
        await presentNewsDetail(
          {
            id,
            source: body.source,
            coverUrl: body.coverUrl,
            publishedAt: row!.publishedAt ?? row!.updatedAt,
            updatedAt: row!.updatedAt,
            title: en ? body.titleEn : body.titleZh,
            summary: en ? body.summaryEn : body.summaryZh,
            body: en ? body.bodyEn : body.bodyZh,
            locale: en ? 'en-US' : 'zh-CN',
            prevId: null,
            nextId: null,
          },
          req.user,
        ),
      );
    },
  );
}
