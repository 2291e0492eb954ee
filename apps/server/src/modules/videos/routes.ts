import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import {
  Code,
  envelopeOf,
  errorResponses,
  ok,
  pageOf,
  VIDEO_COVER_HEIGHT,
  VIDEO_COVER_MAX_BYTES,
  VIDEO_COVER_WIDTH,
  videoCreateBody,
  videoDetail,
  videoFields,
  videoListItem,
  videoListQuery,
  videoMineItem,
  videoMinePage,
  videoMineQuery,
  videoViewResult,
  type VideoFields,
} from '@occ/shared';
import fs from 'node:fs/promises';
import { AppError, idNotExist } from '../../platform/errors';
import { contentLocaleOf, t } from '../../platform/i18n';
import { looksLikeVideo, probeVideo } from '../../platform/media';
import type { App } from '../../platform/types';
import { receiveImage } from '../../platform/uploads';
import { mediaUploadRoutes } from '../media-uploads/routes';
import { ensureMediaFolder, mediaPath, newMediaKey, removeMedia } from '../media-uploads/storage';
import { screenFields } from '../questions/community';
import { commentsOf } from '../questions/presenter';
import { videos } from '../../db/schema';
import { recordDailyView, viewerOf } from '../interactions/views';
import { countersOf, viewerMarks } from '../questions/service';
import { sendMedia } from './playback';
import { videoPolicy } from './policy';
import { presentDetail, presentListItem, presentMineItem } from './presenter';
import { enqueueProcessing, videoWorker } from './processing';
import {
  authorTransition,
  claimUpload,
  createVideo,
  deleteVideo,
  dropUpload,
  listMine,
  listPublished,
  loadVideo,
  setCover,
  updateVideo,
  UploadNotUsable,
  VideoNotEditable,
  VideoNotReady,
  videoRow,
  VideoStateRefused,
  type VideoRow,
} from './service';
import { registerVideoTarget } from './targets';

const errors = errorResponses(401, 403, 404, 409, 422);
const idParams = z.object({ id: z.uuid() });
const loggedIn = async (req: FastifyRequest) => videoPolicy.authorize(req.user, 'create', null);
const PLAY_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.mp4$/;

const fieldError = (
  req: FastifyRequest,
  field: string,
  key: 'fileTypeRefused' | 'uploadIncomplete' | 'videoFileRequired',
) => new AppError(422, Code.VALIDATION_FAILED, key, {}, [{ field, message: t(req, key) }]);

/** Service outcomes → answers: state conflicts are 409 (the transition table refused). */
function answerFor(req: FastifyRequest, e: unknown): unknown {
  if (e instanceof VideoStateRefused) return new AppError(409, Code.CONFLICT, 'videoStateRefused');
  if (e instanceof VideoNotReady) return new AppError(409, Code.CONFLICT, 'videoNotReady');
  if (e instanceof VideoNotEditable) return new AppError(409, Code.CONFLICT, 'videoNotEditable');
  if (e instanceof UploadNotUsable)
    return fieldError(req, 'uploadId', e.reason === 'incomplete' ? 'uploadIncomplete' : 'videoFileRequired');
  return e;
}

/** Sensitive words on the texts: block → 422 naming the field, replace → masked (a video is reviewed anyway). */
async function screened(app: App, req: FastifyRequest, f: VideoFields): Promise<VideoFields> {
  const { texts } = await screenFields(app, req, {
    name: f.name,
    introduction: f.introduction,
    ...Object.fromEntries(f.tags.map((tag, i) => [`tags.${i}`, tag])),
  } as Record<string, string>);
  return {
    name: texts.name!,
    introduction: texts.introduction!,
    tags: f.tags.map((_, i) => texts[`tags.${i}`]!),
  };
}

/**
 * Videos (spec §3-§6, issue 5): resumable upload (media-uploads), probe and create, background
 * processing, the author's lifecycle, lists and detail, and playback with range requests.
 */
export async function videoRoutes(app: App) {
  const { db } = app.database;
  const { config } = app;
  registerVideoTarget();
  videoWorker(app);
  await app.register(mediaUploadRoutes);

  /** The video when the viewer may see it, else 404 (an unpublished video's existence is not told). */
  const visibleVideo = async (req: FastifyRequest, id: string): Promise<VideoRow> => {
    const row = await videoRow(db, id);
    if (!row || !videoPolicy.can(req.user, 'read', row)) throw idNotExist();
    return row;
  };

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
      await visibleVideo(req, req.params.id);
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
      const row = await visibleVideo(req, req.params.id);
      if (row.state !== 'published') return ok({ counted: false, views: row.views });
      return ok(await recordDailyView(db, { type: 'video', table: videos, id: row.id }, viewerOf(req)));
    },
  );

  app.post(
    '/api/videos',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'videos.create',
        tags: ['videos'],
        summary:
          'Create a draft video from a finished upload: the file is checked by its content with ffprobe ' +
          '(anything else answers 422 "This file type is not accepted"), then processed in the background ' +
          '(cover frame, H.264/AAC MP4) with its progress in videos.get',
        body: videoCreateBody,
        response: { 200: envelopeOf(videoMineItem), ...errors },
      },
    },
    async (req) => {
      const user = req.user!;
      const fields = await screened(app, req, req.body);
      let claimed;
      try {
        claimed = await claimUpload(db, config, user.id, req.body.uploadId);
      } catch (e) {
        throw answerFor(req, e);
      }
      const probe = (await looksLikeVideo(claimed.file)) ? await probeVideo(claimed.file) : null;
      if (!probe) {
        await dropUpload(db, config, claimed.upload);
        throw fieldError(req, 'file', 'fileTypeRefused');
      }
      const row = await createVideo(db, config, {
        authorId: user.id,
        official: user.roles.includes('official'),
        fields,
        upload: claimed.upload,
        probe,
      });
      await enqueueProcessing(app, row);
      const loaded = await loadVideo(db, row.id);
      return ok(presentMineItem(loaded!, user, contentLocaleOf(req)));
    },
  );

  app.put(
    '/api/videos/:id',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'videos.update',
        tags: ['videos'],
        summary:
          'Edit name, tags and introduction (the author; draft, failed review or removed: 409 otherwise)',
        params: idParams,
        body: videoFields,
        response: { 200: envelopeOf(videoMineItem), ...errors },
      },
    },
    async (req) => {
      const row = await visibleVideo(req, req.params.id);
      videoPolicy.authorize(req.user, 'edit', row);
      const fields = await screened(app, req, req.body);
      try {
        await updateVideo(db, row.id, fields);
      } catch (e) {
        throw answerFor(req, e);
      }
      return ok(presentMineItem((await loadVideo(db, row.id))!, req.user, contentLocaleOf(req)));
    },
  );

  app.post(
    '/api/videos/:id/cover',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'videos.cover',
        tags: ['videos'],
        summary: `Upload a custom cover: multipart field \`file\`, png/jpeg/webp/gif up to 5 MB by content, stored as a ${VIDEO_COVER_WIDTH}×${VIDEO_COVER_HEIGHT} JPEG`,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: envelopeOf(videoMineItem), ...errors },
      },
    },
    async (req) => {
      const row = await visibleVideo(req, req.params.id);
      videoPolicy.authorize(req.user, 'edit', row);
      const data = await receiveImage(req, { maxBytes: VIDEO_COVER_MAX_BYTES });
      let jpeg: Buffer;
      try {
        jpeg = await sharp(data, { limitInputPixels: 50_000_000 })
          .rotate()
          .resize(VIDEO_COVER_WIDTH, VIDEO_COVER_HEIGHT, { fit: 'cover' })
          .jpeg({ quality: 85, mozjpeg: true })
          .toBuffer();
      } catch {
        // right magic bytes, undecodable content
        throw fieldError(req, 'file', 'fileTypeRefused');
      }
      const key = newMediaKey();
      await ensureMediaFolder(config, 'covers');
      await fs.writeFile(mediaPath(config, 'covers', key), jpeg, { flag: 'wx' });
      let previous: string | null;
      try {
        ({ previous } = await setCover(db, row.id, key));
      } catch (e) {
        await removeMedia(config, 'covers', key);
        throw answerFor(req, e);
      }
      await removeMedia(config, 'covers', previous);
      return ok(presentMineItem((await loadVideo(db, row.id))!, req.user, contentLocaleOf(req)));
    },
  );

  for (const event of ['submit', 'withdraw'] as const) {
    app.post(
      `/api/videos/:id/${event}`,
      {
        preValidation: loggedIn,
        schema: {
          operationId: `videos.${event}`,
          tags: ['videos'],
          summary:
            event === 'submit'
              ? 'Submit for review (draft, failed review or removed → under review); only once processing is ready (409 otherwise)'
              : 'Withdraw (under review → draft; published → removed from shelf); 409 from any other state',
          params: idParams,
          response: { 200: envelopeOf(videoMineItem), ...errors },
        },
      },
      async (req) => {
        const row = await visibleVideo(req, req.params.id);
        videoPolicy.authorize(req.user, event, row);
        try {
          await authorTransition(db, row, event);
        } catch (e) {
          throw answerFor(req, e);
        }
        return ok(presentMineItem((await loadVideo(db, row.id))!, req.user, contentLocaleOf(req)));
      },
    );
  }

  app.delete(
    '/api/videos/:id',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'videos.delete',
        tags: ['videos'],
        summary: 'Delete a video and its files, comments and likes (irreversible; the author or a moderator)',
        params: idParams,
        response: { 200: envelopeOf(z.null()), ...errors },
      },
    },
    async (req) => {
      const row = await visibleVideo(req, req.params.id);
      videoPolicy.authorize(req.user, 'delete', row);
      await deleteVideo(db, config, row);
      return ok(null);
    },
  );

  // Media: published videos for everyone, others to their author and moderators only (404).
  const cacheFor = (row: VideoRow) =>
    row.state === 'published' ? 'public, max-age=3600' : 'private, no-store';

  app.get(
    '/media/videos/:id',
    { schema: { hide: true, params: z.object({ id: z.string().max(64) }) } },
    async (req, reply) => {
      const id = PLAY_FILE.exec(req.params.id)?.[1];
      if (!id) throw idNotExist();
      const row = await visibleVideo(req, id);
      if (row.processing !== 'ready' || !row.playableKey) throw idNotExist();
      const sent = await sendMedia(
        req,
        reply,
        mediaPath(config, 'play', row.playableKey),
        'video/mp4',
        cacheFor(row),
      );
      if (!sent) throw idNotExist();
      return reply;
    },
  );

  app.get('/media/videos/:id/cover.jpg', { schema: { hide: true, params: idParams } }, async (req, reply) => {
    const row = await visibleVideo(req, req.params.id);
    if (!row.coverKey) throw idNotExist();
    const sent = await sendMedia(
      req,
      reply,
      mediaPath(config, 'covers', row.coverKey),
      'image/jpeg',
      cacheFor(row),
    );
    if (!sent) throw idNotExist();
    return reply;
  });
}
