import sharp from 'sharp';
import { z } from 'zod';
import { AVATAR_MAX_BYTES, Code, envelopeOf, errorResponses, ok } from '@occ/shared';
import { AppError, notFound } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { receiveImage, sendUpload, storeUpload } from '../../platform/uploads';
import type { App } from '../../platform/types';
import { organisationOf } from '../enterprise/organisation';
import { vendorsPolicy } from './policy';
import { vendorOfOrganisation } from './service';

/** where vendor logos are stored and served (/uploads/vendors/<random>.webp) */
export const LOGO_FOLDER = 'vendors';
/** the longest side of a stored logo */
export const LOGO_SIDE_MAX = 512;

/**
 * A vendor member's logo upload (issue 16): the image is checked by its bytes (png, jpeg, webp,
 * gif up to 5 MB; spec §8's messages otherwise), re-encoded to WebP within 512 px, and its URL is
 * returned for the profile form's `logoUrl` (the change still goes through the approval queue).
 */
export async function vendorLogoRoutes(app: App) {
  const { db } = app.database;

  app.post(
    '/api/my/vendor/logo',
    {
      preValidation: async (req) => vendorsPolicy.authorize(req.user, 'editOwn', null),
      schema: {
        operationId: 'vendors.uploadLogo',
        tags: ['vendors'],
        summary: `Upload the vendor's logo: multipart field \`file\`, png/jpeg/webp/gif up to 5 MB by content, stored as WebP ≤ ${LOGO_SIDE_MAX} px`,
        consumes: ['multipart/form-data'],
        response: {
          200: envelopeOf(z.object({ url: z.string() })),
          ...errorResponses(401, 403, 404, 413, 422),
        },
      },
    },
    async (req) => {
      // only a member of an organisation that is a vendor (403 / 404 otherwise)
      await vendorOfOrganisation(db, await organisationOf(db, req.user!.id));
      const data = await receiveImage(req, { maxBytes: AVATAR_MAX_BYTES });
      let logo: Buffer;
      try {
        logo = await sharp(data, { limitInputPixels: 50_000_000 })
          .rotate()
          .resize({ width: LOGO_SIDE_MAX, height: LOGO_SIDE_MAX, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 85 })
          .toBuffer();
      } catch {
        throw new AppError(422, Code.VALIDATION_FAILED, 'fileTypeRefused', {}, [
          { field: 'file', message: t(req, 'fileTypeRefused') },
        ]);
      }
      return ok({ url: await storeUpload(app, LOGO_FOLDER, logo, 'webp') });
    },
  );

  // logos are public; names are random and the content is always WebP
  app.get(
    '/uploads/vendors/:name',
    { schema: { hide: true, params: z.object({ name: z.string().max(64) }) } },
    async (req, reply) => {
      if (!(await sendUpload(reply, app, LOGO_FOLDER, req.params.name, 'image/webp'))) throw notFound();
      return reply;
    },
  );
}
