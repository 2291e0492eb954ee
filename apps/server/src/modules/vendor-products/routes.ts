import { z } from 'zod';
import { envelopeOf, errorResponses, ok, productDetail } from '@occ/shared';
import {
  productAreaBody,
  vendorProductBody,
  vendorProductItem,
  type VendorProductBody,
} from '@occ/shared/admin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { Code } from '@occ/shared';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { presentProductDetail } from '../products/presenter';
import { previewRow } from '../products/preview';
import { vendorProductsPolicy } from './policy';
import {
  createProduct,
  editProduct,
  listOwnProducts,
  ownProduct,
  submitProduct,
  workingCopy,
} from './service';
import { organisationOf, type Organisation } from '../enterprise/organisation';
import { pictureUploadRoutes } from '../../platform/picture-upload';
import { PRODUCT_IMAGE_FOLDER, PRODUCT_IMAGE_SIDE_MAX } from '../products/image-routes';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const errors = errorResponses(401, 403, 404, 409, 422);
const tags = ['products'];
const guard = async (req: FastifyRequest) => vendorProductsPolicy.authorize(req.user, 'manage', null);

/** The enterprise user's organisation; a user of no certified organisation gets 403. */
async function orgOf(app: App, req: FastifyRequest): Promise<Organisation> {
  const org = await organisationOf(app.database.db, req.user!.id);
  if (!org) throw new AppError(403, Code.FORBIDDEN, 'productNoOrganisation');
  return org;
}

/** Vendors publish their own products: draft → submit → the `approve` queue → published. */
export async function vendorProductRoutes(app: App) {
  const { db } = app.database;

  app.get(
    '/api/my/products',
    {
      preValidation: guard,
      schema: {
        operationId: 'products.mine',
        tags,
        summary: "The products of the enterprise user's organisation with their review state",
        response: { 200: envelopeOf(z.object({ items: z.array(vendorProductItem) })), ...errors },
      },
    },
    async (req) => ok({ items: await listOwnProducts(db, await orgOf(app, req)) }),
  );

  // the product form's image: stored beside the console's product images (served there)
  pictureUploadRoutes(app, {
    url: '/api/my/products/image',
    folder: PRODUCT_IMAGE_FOLDER,
    side: PRODUCT_IMAGE_SIDE_MAX,
    serveFolder: false,
    operationId: 'products.mineUploadImage',
    tags,
    what: "an image of the organisation's product",
    authorize: guard,
    check: async (req) => void (await orgOf(app, req)),
  });

  app.post(
    '/api/my/products',
    {
      preValidation: guard,
      schema: {
        operationId: 'products.mineCreate',
        tags,
        summary: 'A new product of the organisation, as an unpublished draft',
        body: vendorProductBody,
        response: { 200: envelopeOf(z.object({ id: z.number().int() })), ...errors },
      },
    },
    async (req) => {
      const org = await orgOf(app, req);
      const id = await createProduct(db, org, req.body as VendorProductBody, contentLocaleOf(req));
      return ok({ id });
    },
  );

  app.get(
    '/api/my/products/:id',
    {
      preValidation: guard,
      schema: {
        operationId: 'products.mineGet',
        tags,
        summary: "One of the organisation's products: its working copy (the draft where there is one)",
        params: idParams,
        response: { 200: envelopeOf(productAreaBody), ...errors },
      },
    },
    async (req) => {
      await ownProduct(db, await orgOf(app, req), req.params.id);
      return ok(await workingCopy(db, req.params.id));
    },
  );

  app.put(
    '/api/my/products/:id',
    {
      preValidation: guard,
      schema: {
        operationId: 'products.edit',
        tags,
        summary: "Edit the product's working copy (a live product keeps its page until approval)",
        params: idParams,
        body: vendorProductBody,
        response: { 200: envelopeOf(z.null()), ...errors },
      },
    },
    async (req) => {
      const org = await orgOf(app, req);
      const body = req.body as VendorProductBody;
      await editProduct(db, org, req.params.id, body, req.user!.id, contentLocaleOf(req));
      return ok(null);
    },
  );

  app.post(
    '/api/my/products/:id/submit',
    {
      preValidation: guard,
      schema: {
        operationId: 'products.submit',
        tags,
        summary: 'Submit the working copy for review (one pending submission at a time: 409)',
        params: idParams,
        response: { 200: envelopeOf(z.object({ submissionId: z.string() })), ...errors },
      },
    },
    async (req) => {
      const submissionId = await submitProduct(db, await orgOf(app, req), req.params.id, req.user!.id);
      return ok({ submissionId });
    },
  );

  app.get(
    '/api/my/products/:id/preview',
    {
      preValidation: guard,
      schema: {
        operationId: 'products.minePreview',
        tags,
        summary: 'The working copy as the public page would show it; the organisation only',
        params: idParams,
        response: { 200: envelopeOf(productDetail), ...errors },
      },
    },
    async (req) => {
      const id = req.params.id;
      await ownProduct(db, await orgOf(app, req), id);
      const body = await workingCopy(db, id);
      return ok(await presentProductDetail(await previewRow(db, id, body, contentLocaleOf(req))));
    },
  );
}
