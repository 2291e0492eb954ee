import sharp from 'sharp';
import {
  envelopeOf,
  ok,
  VIDEO_COVER_HEIGHT,
  VIDEO_COVER_MAX_BYTES,
  VIDEO_COVER_WIDTH,
  videoCreateBody,
  videoMineItem,
} from '@occ/shared';
import { contentLocaleOf } from '../../platform/i18n';
import { looksLikeVideo, probeVideo } from '../../platform/media';
import type { App } from '../../platform/types';
import { receiveImage } from '../../platform/uploads';
import { newMediaKey, removeVideoFile, videoStorageKey } from '../media-uploads/storage';
import { videoPolicy } from './policy';
import { presentMineItem } from './presenter';
import { enqueueProcessing } from './processing';
import { answerFor, errors, fieldError, idParams, loggedIn, screened, visibleVideo } from './route-support';
import { claimUpload, createVideo, dropUpload, loadVideo, setCover } from './service';

/**
 * The files of a video: a draft created from a finished resumable upload (media-uploads), probed
 * and processed in the background, and its custom cover.
 */
export function videoUploadRoutes(app: App) {
  const { db } = app.database;
  const { config } = app;

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
      const row = await createVideo(db, config, app.storage, {
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
      const row = await visibleVideo(app, req, req.params.id);
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
      await app.storage.put(videoStorageKey('covers', key), jpeg, 'image/jpeg');
      let previous: string | null;
      try {
        ({ previous } = await setCover(db, row.id, key));
      } catch (e) {
        await removeVideoFile(app.storage, 'covers', key);
        throw answerFor(req, e);
      }
      await removeVideoFile(app.storage, 'covers', previous);
      return ok(presentMineItem((await loadVideo(db, row.id))!, req.user, contentLocaleOf(req)));
    },
  );
}
