import { z } from 'zod';
import { envelopeOf, errorResponses, ok, pageOf, pageQuery } from '@occ/shared';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../platform/types';
import { createImage, deleteImage, listImages } from './images-admin';
import { labImagesPolicy } from './policy';
import { presentImageAdmin } from './presenter';
import { labBoardImageAdminItem } from './schemas';

const boardParams = z.object({ boardModelId: z.coerce.number().int().positive() });
const idParams = z.object({ id: z.coerce.number().int().positive() });
const errors = errorResponses(401, 403, 404, 422);
const tags = ['lab', 'admin'];
// refused before validation, like the rest of the lab inventory
const preValidation = async (req: FastifyRequest) => labImagesPolicy.authorize(req.user, 'manage', null);

/** The board image catalogue: what application and hardware loading offer for each board model. */
export async function imageRoutes(app: App) {
  const { db } = app.database;

  app.get(
    '/api/admin/lab/boards/:boardModelId/images',
    {
      preValidation,
      schema: {
        operationId: 'labImages.list',
        tags,
        summary: "A board model's images (application and hardware), paged",
        params: boardParams,
        querystring: pageQuery,
        response: { 200: envelopeOf(pageOf(labBoardImageAdminItem)), ...errors },
      },
    },
    async (req) => {
      const page = await listImages(db, req.params.boardModelId, req.query);
      return ok({ ...page, items: page.items.map(presentImageAdmin) });
    },
  );

  app.post(
    '/api/admin/lab/boards/:boardModelId/images',
    {
      preValidation,
      schema: {
        operationId: 'labImages.create',
        tags,
        summary:
          'Add an image: multipart fields target (application|hardware), name, description, bootCommand and the file `file`',
        consumes: ['multipart/form-data'],
        params: boardParams,
        response: { 200: envelopeOf(labBoardImageAdminItem), ...errors },
      },
    },
    async (req) => ok(presentImageAdmin(await createImage(app, req, req.params.boardModelId))),
  );

  app.delete(
    '/api/admin/lab/images/:id',
    {
      preValidation,
      schema: {
        operationId: 'labImages.delete',
        tags,
        summary: 'Remove an image from the catalogue (and its file)',
        params: idParams,
        response: { 200: envelopeOf(z.null()), ...errors },
      },
    },
    async (req) => {
      await deleteImage(app, req.params.id);
      return ok(null);
    },
  );
}
