import { z } from 'zod';
import { envelopeOf, ok, videoFields, videoMineItem } from '@occ/shared';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { videoPolicy } from './policy';
import { presentMineItem } from './presenter';
import { answerFor, errors, idParams, loggedIn, screened, visibleVideo } from './route-support';
import { authorTransition, deleteVideo, loadVideo, updateVideo } from './service';

/** The author's lifecycle of a video: edit, submit for review, withdraw, delete. */
export function videoLifecycleRoutes(app: App) {
  const { db } = app.database;

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
      const row = await visibleVideo(app, req, req.params.id);
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
        const row = await visibleVideo(app, req, req.params.id);
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
      const row = await visibleVideo(app, req, req.params.id);
      videoPolicy.authorize(req.user, 'delete', row);
      await deleteVideo(db, app.storage, row);
      return ok(null);
    },
  );
}
