import { z } from 'zod';
import { envelopeOf, ok, profile, updateProfileBody, errorResponses } from '@occ/shared';
import { notFound } from '../../platform/errors';
import { t } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { receiveImage, removeUpload, sendUpload, storeUpload, toSquareWebp } from '../../platform/uploads';
import { profilePolicy } from './policy';
import { presentProfile } from './presenter';
import { getProfile, replaceAvatar, updateProfile } from './service';

const AVATAR_FOLDER = 'avatars';
const AVATAR_SIZE = 256;
const errors = errorResponses(401, 403, 404, 422);

export async function profileRoutes(app: App) {
  const { db } = app.database;

  app.get(
    '/api/base/user/profile',
    {
      schema: {
        operationId: 'profile.get',
        tags: ['profile'],
        summary: 'My personal information (spec §3 user profile)',
        response: { 200: envelopeOf(profile), ...errors },
      },
    },
    async (req) => {
      profilePolicy.authorize(req.user, 'read', null);
      return ok(presentProfile(await getProfile(db, req.user!.id)));
    },
  );

  app.put(
    '/api/base/user/profile',
    {
      schema: {
        operationId: 'profile.update',
        tags: ['profile'],
        summary: 'Update my personal information',
        body: updateProfileBody,
        response: { 200: envelopeOf(profile), ...errors },
      },
    },
    async (req) => {
      profilePolicy.authorize(req.user, 'update', null);
      return ok(presentProfile(await updateProfile(db, req.user!.id, req.body)));
    },
  );

  app.post(
    '/api/base/user/avatar',
    {
      schema: {
        operationId: 'profile.avatar',
        tags: ['profile'],
        summary:
          'Upload my avatar: multipart field `file`, png/jpeg/webp/gif up to 5 MB, stored as 256×256 WebP',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(z.object({ avatarUrl: z.string() })), ...errors },
      },
    },
    async (req) => {
      profilePolicy.authorize(req.user, 'update', null);
      const image = await toSquareWebp(req, await receiveImage(req), AVATAR_SIZE);
      const avatarUrl = await storeUpload(app, AVATAR_FOLDER, image, 'webp');
      let previous: string | null;
      try {
        previous = await replaceAvatar(db, req.user!.id, avatarUrl);
      } catch (e) {
        await removeUpload(app, AVATAR_FOLDER, avatarUrl);
        throw e;
      }
      await removeUpload(app, AVATAR_FOLDER, previous);
      return ok({ avatarUrl }, t(req, 'avatarUpdated'));
    },
  );

  // Avatars are public (shown beside the user's posts); names are random, content is always WebP.
  app.get(
    '/uploads/avatars/:name',
    { schema: { hide: true, params: z.object({ name: z.string().max(64) }) } },
    async (req, reply) => {
      if (!(await sendUpload(reply, app, AVATAR_FOLDER, req.params.name, 'image/webp'))) throw notFound();
      return reply;
    },
  );
}
