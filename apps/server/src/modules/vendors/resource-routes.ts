import { z } from 'zod';
import { envelopeOf, errorResponses, ok, pageOf, pageQuery, resourceItem } from '@occ/shared';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { resourcesPolicy } from '../resources/policy';
import { presentResource } from '../resources/presenter';
import { listVendorResources } from '../resources/service';
import { findVendor } from './service';

const slugParams = z.object({ slug: z.string().max(200) });

/**
 * A vendor profile's resources: the approved resources of its published products, paged. The
 * download goes through resources.downloadLink (a signed link, with the resource's own access).
 */
export async function vendorResourceRoutes(app: App) {
  const { db } = app.database;

  app.get(
    '/api/vendors/:slug/resources',
    {
      schema: {
        operationId: 'vendors.resources',
        tags: ['vendors'],
        summary: 'The public resources of a vendor’s published products, newest update first, paged',
        params: slugParams,
        querystring: pageQuery,
        response: { 200: envelopeOf(pageOf(resourceItem)), ...errorResponses(404, 422) },
      },
    },
    async (req) => {
      resourcesPolicy.authorize(req.user, 'read', null);
      const vendor = await findVendor(db, req.params.slug);
      const { rows, total } = await listVendorResources(
        db,
        vendor.organisation,
        req.query,
        contentLocaleOf(req),
      );
      return ok({
        items: rows.map(presentResource),
        total,
        page: req.query.page,
        pageSize: req.query.pageSize,
      });
    },
  );
}
