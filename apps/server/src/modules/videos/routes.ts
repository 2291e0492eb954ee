import type { FastifyRequest } from 'fastify';
import {
  envelopeOf,
  ok,
  pageOf,
  videoDetail,
  videoListItem,
  videoListQuery,
  videoMinePage,
  videoMineQuery,
  videoViewResult,
} from '@occ/shared';
import { idNotExist } from '../../platform/errors';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { mediaUploadRoutes } from '../media-uploads/routes';
import { commentsOf } from '../questions/presenter';
import { videos } from '../../db/schema';
import { recordDailyView, viewerOf } from '../interactions/views';
import { countersOf, viewerMarks } from '../questions/service';
import { videoLifecycleRoutes } from './lifecycle-routes';
import { videoPlaybackRoutes } from './playback-routes';
import { presentDetail, presentListItem, presentMineItem } from './presenter';
import { videoWorker } from './processing';
import { errors, idParams, loggedIn, visibleVideo } from './route-support';
import { listMine, listPublished, loadVideo } from './service';
import { registerVideoTarget } from './targets';
import { videoUploadRoutes } from './upload-routes';

/**
 * Videos (spec §3-§6, issue 5): resumable upload (media-uploads), probe and create, background
 * processing, the author's lifecycle, lists and detail, and playback with range requests. The
 * reads are here; uploads are upload-routes.ts, the lifecycle lifecycle-routes.ts, playback
 * playback-routes.ts.
 */
export async function videoRoutes(app: App) {
  const { db } = app.database;
  registerVideoTarget();
  videoWorker(app);
  await app.register(mediaUploadRoutes);

  const detailOf = async (req: FastifyRequest, id: string) => {
    const loaded = await loadVideo(db, id);
    if (!loaded) throw idNotExist();
    const actor = req.user;
    const [counters, marks, thread] = await Promise.all([
      countersOf(db, 'video', id),
      viewerMarks(db, actor?.id ?? null, [{ type: 'video', id }]),
      commentsOf(db, actor, [{ type: 'video', ids: [id] }]),
    ]);
    return presentDetail(loaded, actor, contentLocaleOf(req), {
      counters,
      marks: { liked: marks.liked.has(`video:${id}`), collected: marks.collected.has(`video:${id}`) },
      comments: thread.get(`video:${id}`) ?? [],
    });
  };

  app.get(
    '/api/videos',
    {
      schema: {
        operationId: 'videos.list',
        tags: ['videos'],
        summary:
          'Published videos, filtered by tag and author; sort latest (release time) or hottest (likes); paged',
        querystring: videoListQuery,
        response: { 200: envelopeOf(pageOf(videoListItem)), ...errors },
      },
    },
    async (req) => {
      const { items, total } = await listPublished(db, req.query);
      return ok({
        items: items.map(presentListItem),
        total,
        page: req.query.page,
        pageSize: req.query.pageSize,
      });
    },
  );

  app.get(
    '/api/videos/mine',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'videos.mine',
        tags: ['videos'],
        summary:
          'My videos in one tab (draft, published, review, failed, removed), with the count of every tab',
        querystring: videoMineQuery,
        response: { 200: envelopeOf(videoMinePage), ...errors },
      },
    },
    async (req) => {
      const r = await listMine(db, req.user!.id, req.query);
      const loc = contentLocaleOf(req);
      return ok({
        items: r.items.map((i) => presentMineItem(i, req.user, loc)),
        total: r.total,
        page: req.query.page,
        pageSize: req.query.pageSize,
        counts: r.counts,
      });
    },
  );

  app.get(
    '/api/videos/:id',
    {
      schema: {
        operationId: 'videos.get',
        tags: ['videos'],
        summary:
          'A video with its processing state, review facts, what the viewer may do, counters and comments; ' +
          'unpublished videos only to their author and moderators (others: 404)',
        params: idParams,
        response: { 200: envelopeOf(videoDetail), ...errors },
      },
    },
    async (req) => {
      await visibleVideo(app, req, req.params.id);
      return ok(await detailOf(req, req.params.id));
    },
  );

  app.post(
    '/api/videos/:id/view',
    {
      schema: {
        operationId: 'videos.view',
        tags: ['videos'],
        summary:
          'Count a view of a published video: once per viewer (user, else hashed IP + user agent) per day',
        params: idParams,
        response: { 200: envelopeOf(videoViewResult), ...errors },
      },
    },
    async (req) => {
      const row = await visibleVideo(app, req, req.params.id);
      if (row.state !== 'published') return ok({ counted: false, views: row.views });
      return ok(await recordDailyView(db, { type: 'video', table: videos, id: row.id }, viewerOf(req)));
    },
  );

  videoUploadRoutes(app);
  videoLifecycleRoutes(app);
  videoPlaybackRoutes(app);
}
