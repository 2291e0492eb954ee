import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import { AVATAR_MAX_BYTES, Code, envelopeOf, errorResponses, ok } from '@occ/shared';
import { AppError, notFound } from './errors';
import { t } from './i18n';
import type { App } from './types';
import { receiveImage, sendUpload, storeUpload } from './uploads';

/** Where a kind of picture is uploaded and served, and who may upload it. */
export interface PictureUpload {
  /** the POST address (multipart field `file`) */
  url: string;
  /** stored under uploads/<folder>/ and served publicly at /uploads/<folder>/<random>.webp */
  folder: string;
  /** the longest side of the stored picture */
  side: number;
  operationId: string;
  tags: string[];
  /** what is uploaded ("the vendor's logo"), for the API description */
  what: string;
  /** refuses the caller (401/403) before the body is read */
  authorize(req: FastifyRequest): Promise<void>;
  /** false where another upload address of the same folder serves it already */
  serveFolder?: boolean;
  /** further checks once authorised (the caller's organisation is a vendor) */
  check?(req: FastifyRequest): Promise<void>;
}

/**
 * A public picture uploaded from a form whose field holds its address (a vendor's logo, a
 * product's image): checked by its bytes (png, jpeg, webp, gif up to 5 MB; spec §8's messages
 * otherwise), re-encoded to WebP within `side` px (metadata and trailing payloads dropped) and
 * answered as `{ url }`; the folder's files are served with a long cache (names are random).
 */
export function pictureUploadRoutes(app: App, p: PictureUpload) {
  app.post(
    p.url,
    {
      preValidation: p.authorize,
      schema: {
        operationId: p.operationId,
        tags: p.tags,
        summary: `Upload ${p.what}: multipart field \`file\`, png/jpeg/webp/gif up to 5 MB by content, stored as WebP ≤ ${p.side} px`,
        consumes: ['multipart/form-data'],
        response: {
          200: envelopeOf(z.object({ url: z.string() })),
          ...errorResponses(401, 403, 404, 413, 422),
        },
      },
    },
    async (req) => {
      await p.check?.(req);
      const data = await receiveImage(req, { maxBytes: AVATAR_MAX_BYTES });
      let picture: Buffer;
      try {
        picture = await sharp(data, { limitInputPixels: 50_000_000 })
          .rotate()
          .resize({ width: p.side, height: p.side, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 85 })
          .toBuffer();
      } catch {
        throw new AppError(422, Code.VALIDATION_FAILED, 'fileTypeRefused', {}, [
          { field: 'file', message: t(req, 'fileTypeRefused') },
        ]);
      }
      return ok({ url: await storeUpload(app, p.folder, picture, 'webp') });
    },
  );

  if (p.serveFolder === false) return;
  app.get(
    `/uploads/${p.folder}/:name`,
    { schema: { hide: true, params: z.object({ name: z.string().max(64) }) } },
    async (req, reply) => {
      const { name } = req.params as { name: string };
      if (!(await sendUpload(reply, app, p.folder, name, 'image/webp'))) throw notFound();
      return reply;
    },
  );
}
