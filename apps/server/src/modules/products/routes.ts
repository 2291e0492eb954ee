import { z } from 'zod';
import {
  envelopeOf,
  errorEnvelope,
  errorResponses,
  ok,
  productCode,
  productDetail,
  productListQuery,
  productFilterQuery,
  productCompareQuery,
  productComparison,
  productPage,
  type ProductListQuery,
} from '@occ/shared';
import { productAreaBody } from '@occ/shared/admin';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { requirePermission } from '../../platform/access';
import { registerAdminArea } from '../../platform/admin-area/routes';
import { draftOf } from '../../platform/admin-area/publishing';
import { idNotExist, notFound } from '../../platform/errors';
import { productsBinding, readProduct } from './admin-area';
import { productsPolicy } from './policy';
import { presentProductCard, presentProductDetail } from './presenter';
import { getProduct, listProducts } from './service';
import { previewRow } from './preview';
import { compareProducts } from './compare';
import { registerProductTarget } from './targets';
import { PRODUCT_VIEW_BINDINGS } from './views';
import { productImageRoutes } from './image-routes';

const codeParams = z.object({ code: productCode });
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export async function productRoutes(app: App) {
  const { db } = app.database;
  registerProductTarget();
  await productImageRoutes(app);

  app.get(
    '/api/products',
    {
      // anonymous readers share one answer for PUBLIC_CACHE_MS (platform/public-cache.ts)
      config: { publicCache: true },
      schema: {
        operationId: 'products.list',
        tags: ['products'],
        summary: 'Published products of a kind (software, hardware, solution), optionally of one category',
        querystring: productListQuery,
        response: { 200: envelopeOf(productPage), 422: errorEnvelope },
      },
    },
    async (req) => {
      productsPolicy.authorize(req.user, 'read', null);
      const page = await listProducts(db, contentLocaleOf(req), req.query as ProductListQuery);
      return ok({ ...page, items: page.items.map(presentProductCard) });
    },
  );

  app.get(
    '/api/products/compare',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'products.compare',
        tags: ['products'],
        summary: '2 to 4 published products of one kind side by side, differing attributes marked',
        querystring: productCompareQuery,
        response: { 200: envelopeOf(productComparison), 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (req) => {
      productsPolicy.authorize(req.user, 'read', null);
      const { codes } = req.query as { codes: string[] };
      return ok(await compareProducts(db, contentLocaleOf(req), codes));
    },
  );

  app.get(
    '/api/products/:code',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'products.get',
        tags: ['products'],
        summary: 'One published product by its code, description rendered to sanitised HTML',
        params: codeParams,
        response: { 200: envelopeOf(productDetail), 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (req) => {
      productsPolicy.authorize(req.user, 'read', null);
      const row = await getProduct(db, contentLocaleOf(req), req.params.code);
      return ok(await presentProductDetail(row));
    },
  );

  // solutions are products of kind `solution`: their own addresses, kind fixed
  app.get(
    '/api/solutions',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'solutions.list',
        tags: ['products'],
        summary: 'Published solutions, with the product list filters and paging',
        querystring: productFilterQuery,
        response: { 200: envelopeOf(productPage), 422: errorEnvelope },
      },
    },
    async (req) => {
      productsPolicy.authorize(req.user, 'read', null);
      const q = { ...(req.query as Omit<ProductListQuery, 'kind'>), kind: 'solution' as const };
      const page = await listProducts(db, contentLocaleOf(req), q);
      return ok({ ...page, items: page.items.map(presentProductCard) });
    },
  );

  app.get(
    '/api/solutions/:code',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'solutions.get',
        tags: ['products'],
        summary: 'One published solution by its code (404 for a product of another kind)',
        params: codeParams,
        response: { 200: envelopeOf(productDetail), 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (req) => {
      productsPolicy.authorize(req.user, 'read', null);
      const row = await getProduct(db, contentLocaleOf(req), req.params.code);
      if (row.kind !== 'solution') throw notFound('productNotFound');
      return ok(await presentProductDetail(row));
    },
  );

  // the console's product area: drafts, publish to production, versions (platform/admin-area)
  registerAdminArea(app, productsBinding);
  for (const view of PRODUCT_VIEW_BINDINGS) registerAdminArea(app, view);

  app.get(
    '/api/admin/products/:id/preview',
    {
      preValidation: async (req) => requirePermission(req.user, 'products.read'),
      schema: {
        operationId: 'products.preview',
        tags: ['products', 'admin'],
        summary:
          'The working copy (the draft where there is one) as the public page would show it; staff only',
        params: idParams,
        response: { 200: envelopeOf(productDetail), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (req) => {
      const id = req.params.id;
      const live = await readProduct(db, id);
      if (!live) throw idNotExist();
      const body = productAreaBody.parse((await draftOf(db, productsBinding, id)) ?? live);
      return ok(await presentProductDetail(await previewRow(db, id, body, contentLocaleOf(req))));
    },
  );
}
