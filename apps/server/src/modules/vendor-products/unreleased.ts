import { z } from 'zod';
import { envelopeOf, errorResponses, ok, productDetail, USER_TYPE_ENTERPRISE } from '@occ/shared';
import { previewLink, previewLinkBody } from '@occ/shared/pages/preview-links';
import type { FastifyRequest } from 'fastify';
import { requirePermission } from '../../platform/access';
import { needLogin, notFound } from '../../platform/errors';
import { contentLocaleOf } from '../../platform/i18n';
import { signPreviewLink, verifyPreviewLink } from '../../platform/preview-links';
import type { App } from '../../platform/types';
import { organisationOf } from '../enterprise/organisation';
import { readProduct } from '../products/admin-area';
import { presentProductDetail } from '../products/presenter';
import { previewRow } from '../products/preview';
import { unreleasedProductPolicy } from './policy';
import { ownProduct, workingCopy } from './service';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const tokenQuery = z.object({ preview_token: z.string().min(1).max(1000).optional() });
/** the token's kind, so a page's (or any other) signed link never opens a product */
const KIND = 'productPreview';
/** where an unreleased product's detail lives (spec §2 `product_detailno`) */
export const unreleasedPath = (id: number) => `/product_detailno/${id}`;

/**
 * Who may see an unreleased product's working copy: the holder of a preview link for it, staff
 * who may read products, or a member of the vendor organisation that owns it. A visitor without a
 * link is asked to sign in (401); anyone else finds nothing (404, as for another vendor's product).
 */
async function authorize(app: App, req: FastifyRequest, id: number, token: string | undefined) {
  if (token) return verifyPreviewLink(app.linkSigner, KIND, String(id), token);
  const actor = req.user;
  if (!actor) throw needLogin();
  if (unreleasedProductPolicy.can(actor, 'read', { ownOrganisation: false })) return;
  const org =
    actor.userType === USER_TYPE_ENTERPRISE ? await organisationOf(app.database.db, actor.id) : null;
  // ownProduct answers 404 for another organisation's product, as for one that does not exist
  const ownOrganisation = org !== null && (await ownProduct(app.database.db, org, id)) !== undefined;
  if (!unreleasedProductPolicy.can(actor, 'read', { ownOrganisation })) throw notFound('productNotFound');
}

/** `product_detailno`: a vendor's product before release, for its vendor, reviewers and link holders. */
export async function unreleasedProductRoutes(app: App) {
  const { db } = app.database;

  app.get(
    '/api/products/unreleased/:id',
    {
      schema: {
        operationId: 'products.unreleased',
        tags: ['products'],
        summary:
          "A product's working copy before release: its vendor, staff, or the holder of a preview link",
        params: idParams,
        querystring: tokenQuery,
        response: { 200: envelopeOf(productDetail), ...errorResponses(401, 403, 404, 410, 422) },
      },
    },
    async (req, reply) => {
      const { id } = req.params;
      await authorize(app, req, id, req.query.preview_token);
      if (!(await readProduct(db, id))) throw notFound('productNotFound');
      const body = await workingCopy(db, id);
      void reply.header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex');
      return ok(await presentProductDetail(await previewRow(db, id, body, contentLocaleOf(req))));
    },
  );

  app.post(
    '/api/admin/products/:id/preview-links',
    {
      // the reviewers of vendor products (the `approve` queue's product kind)
      preValidation: async (req) => requirePermission(req.user, 'products.publish'),
      schema: {
        operationId: 'products.createPreviewLink',
        tags: ['products', 'admin'],
        summary: "A signed link to the product's working copy for whoever holds it, for some hours",
        params: idParams,
        body: previewLinkBody,
        response: { 200: envelopeOf(previewLink), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const { id } = req.params;
      if (!(await readProduct(db, id))) throw notFound('productNotFound');
      return ok(signPreviewLink(app.linkSigner, KIND, String(id), unreleasedPath(id), req.body.hours));
    },
  );
}
