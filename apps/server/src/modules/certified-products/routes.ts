import {
  certificateNoParams,
  certifiedProduct,
  certifiedProductsPage,
  certifiedProductsQuery,
  envelopeOf,
  errorResponses,
  ok,
} from '@occ/shared';
import { notFound } from '../../platform/errors';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { presentCertifiedProduct } from './presenter';
import { findCertificate, listCertifiedProducts } from './service';

const tags = ['certification'];

/** The public list of certified products and the check of one certificate (issue 15). */
export async function certifiedProductRoutes(app: App) {
  const { db } = app.database;

  app.get(
    '/api/certified-products',
    {
      schema: {
        operationId: 'certifiedProducts.list',
        tags,
        summary: 'Certified products (approved chip certifications), newest first, searchable',
        querystring: certifiedProductsQuery,
        response: { 200: envelopeOf(certifiedProductsPage), ...errorResponses(422) },
      },
    },
    async (req) => {
      const { rows, total } = await listCertifiedProducts(db, contentLocaleOf(req), req.query);
      return ok({
        items: rows.map(presentCertifiedProduct),
        total,
        page: req.query.page,
        pageSize: req.query.pageSize,
      });
    },
  );

  app.get(
    '/api/certified-products/:certificateNo',
    {
      schema: {
        operationId: 'certifiedProducts.get',
        tags,
        summary: 'One certificate by its exact number (a visitor verifies a certificate)',
        params: certificateNoParams,
        response: { 200: envelopeOf(certifiedProduct), ...errorResponses(404, 422) },
      },
    },
    async (req) => {
      const row = await findCertificate(db, contentLocaleOf(req), req.params.certificateNo);
      if (!row) throw notFound();
      return ok(presentCertifiedProduct(row));
    },
  );
}
