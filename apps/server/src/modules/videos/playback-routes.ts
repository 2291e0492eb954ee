import { z } from 'zod';
import { idNotExist } from '../../platform/errors';
import type { App } from '../../platform/types';
import { videoStorageKey } from '../media-uploads/storage';
import { sendMedia } from './playback';
import { idParams, visibleVideo } from './route-support';
import type { VideoRow } from './service';

const PLAY_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.mp4$/;

/** Playback with range requests: the MP4 and the cover. */
export function videoPlaybackRoutes(app: App) {
  // Media: published videos for everyone, others to their author and moderators only (404).
  const cacheFor = (row: VideoRow) =>
    row.state === 'published' ? 'public, max-age=3600' : 'private, no-store';

  app.get(
    '/media/videos/:id',
    { schema: { hide: true, params: z.object({ id: z.string().max(64) }) } },
    async (req, reply) => {
      const id = PLAY_FILE.exec(req.params.id)?.[1];
      if (!id) throw idNotExist();
      const row = await visibleVideo(app, req, id);
      if (row.processing !== 'ready' || !row.playableKey) throw idNotExist();
      const sent = await sendMedia(
        req,
        reply,
        app.storage,
        videoStorageKey('play', row.playableKey),
        'video/mp4',
        cacheFor(row),
      );
      if (!sent) throw idNotExist();
      return reply;
    },
  );

  app.get('/media/videos/:id/cover.jpg', { schema: { hide: true, params: idParams } }, async (req, reply) => {
    const row = await visibleVideo(app, req, req.params.id);
    if (!row.coverKey) throw idNotExist();
    const sent = await sendMedia(
      req,
      reply,
      app.storage,
      videoStorageKey('covers', row.coverKey),
      'image/jpeg',
      cacheFor(row),
    );
    if (!sent) throw idNotExist();
    return reply;
  });
}
