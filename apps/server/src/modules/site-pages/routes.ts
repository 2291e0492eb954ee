import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { envelopeOf, errorEnvelope, errorResponses, ok } from '@occ/shared';
import { pageAreaBody } from '@occ/shared/admin';
import { pageSlug, publicPage } from '@occ/shared/pages/blocks';
import { pages } from '../../db/schema';
import { requirePermission } from '../../platform/access';
import { registerAdminArea } from '../../platform/admin-area/routes';
import { draftOf } from '../../platform/admin-area/publishing';
import { notFound } from '../../platform/errors';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { pagesBinding } from './admin-area';
import { formAttachmentRoutes } from './form-attachments';
import { formSubmissionRoutes, formSubmissionsBinding } from './form-submissions';
import { presentPage } from './presenter';
import { pageConfigRoutes } from './page-config';
import { previewLinkRoutes } from './preview-links';
import { pageTemplateRoutes } from './templates';

const slugParams = z.object({ slug: pageSlug });

/** /service/<slug> and /iscas: the published page to everyone, the working copy to staff. */
export async function sitePageRoutes(app: App) {
  const { db } = app.database;
  const bySlug = async (slug: string) =>
    (await db.select().from(pages).where(eq(pages.slug, slug)).limit(1))[0] ?? null;

  app.get(
    '/api/content-pages/:slug',
    {
      // anonymous readers share one answer for PUBLIC_CACHE_MS (platform/public-cache.ts)
      config: { publicCache: true },
      schema: {
        operationId: 'pages.getPublished',
        tags: ['pages'],
        summary: 'A published page of typed blocks in the reader’s language (404 when not published)',
        params: slugParams,
        response: { 200: envelopeOf(publicPage), 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (req) => {
      const row = await bySlug(req.params.slug);
      if (!row?.publishedAt || row.publishedAt > new Date()) throw notFound('pageNotFound');
      const body = pageAreaBody.parse(row);
      return ok(await presentPage(db, body, contentLocaleOf(req), row));
    },
  );

  // the console's page area: drafts, publish to production, versions (platform/admin-area)
  registerAdminArea(app, pagesBinding);
  // answers to the pages' form blocks: the public write and the console's list (form-submissions.ts)
  registerAdminArea(app, formSubmissionsBinding);
  await formSubmissionRoutes(app);
  await formAttachmentRoutes(app);

  app.get(
    '/api/content-pages/:slug/preview',
    {
      preValidation: async (req) => requirePermission(req.user, 'pages.read'),
      schema: {
        operationId: 'pages.preview',
        tags: ['pages', 'admin'],
        summary:
          'The working copy of a page (its draft where there is one) as readers will see it; staff only',
        params: slugParams,
        response: { 200: envelopeOf(publicPage), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const row = await bySlug(req.params.slug);
      if (!row) throw notFound('pageNotFound');
      const body = pageAreaBody.parse((await draftOf(db, pagesBinding, row.id)) ?? row);
      return ok(await presentPage(db, body, contentLocaleOf(req), row));
    },
  );

  // signed, expiring links to the working copy (preview-links.ts)
  await previewLinkRoutes(app);
  // the starting sets of blocks of a new page (templates.ts)
  await pageTemplateRoutes(app);
  // the client cache of page configuration, spec §3 (page-config.ts)
  await pageConfigRoutes(app);
}
