import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { envelopeOf, errorResponses, ok } from '@occ/shared';
import { pageAreaBody } from '@occ/shared/admin';
import { pagePath, pageSlug, publicPage } from '@occ/shared/pages/blocks';
import { previewLink, previewLinkBody, previewTokenQuery } from '@occ/shared/pages/preview-links';
import { pages } from '../../db/schema';
import { requirePermission } from '../../platform/access';
import { draftOf } from '../../platform/admin-area/publishing';
import { notFound } from '../../platform/errors';
import { signPreviewLink, verifyPreviewLink } from '../../platform/preview-links';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { pagesBinding } from './admin-area';
import { presentPage } from './presenter';

const slugParams = z.object({ slug: pageSlug });
/** the payload's kind, so no other signed link (downloads, stored files) opens a page */
const KIND = 'pagePreview';

/**
 * Signed, expiring preview links (issue 15): an editor creates one for N hours; anyone holding it
 * sees the page's working copy (its draft where there is one) until it expires (410), a forged
 * or another page's token is 403. The token is stateless (HMAC, platform/storage/signing.ts).
 */
export async function previewLinkRoutes(app: App) {
  const { db } = app.database;
  const bySlug = async (slug: string) =>
    (await db.select().from(pages).where(eq(pages.slug, slug)).limit(1))[0] ?? null;

  app.post(
    '/api/content-pages/:slug/preview-links',
    {
      preValidation: async (req) => requirePermission(req.user, 'pages.update'),
      schema: {
        operationId: 'pages.createPreviewLink',
        tags: ['pages', 'admin'],
        summary: 'A signed link that shows the page’s working copy to whoever holds it, for some hours',
        params: slugParams,
        body: previewLinkBody,
        response: { 200: envelopeOf(previewLink), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const { slug } = req.params;
      if (!(await bySlug(slug))) throw notFound('pageNotFound');
      return ok(signPreviewLink(app.linkSigner, KIND, slug, pagePath(slug), req.body.hours));
    },
  );

  app.get(
    '/api/content-pages/:slug/shared-preview',
    {
      schema: {
        operationId: 'pages.previewByLink',
        tags: ['pages'],
        summary: 'The working copy of a page through a preview link (410 once expired, 403 forged)',
        params: slugParams,
        querystring: previewTokenQuery,
        response: { 200: envelopeOf(publicPage), ...errorResponses(403, 404, 410, 422) },
      },
    },
    async (req, reply) => {
      verifyPreviewLink(app.linkSigner, KIND, req.params.slug, req.query.token);
      const row = await bySlug(req.params.slug);
      if (!row) throw notFound('pageNotFound');
      const body = pageAreaBody.parse((await draftOf(db, pagesBinding, row.id)) ?? row);
      void reply.header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex');
      return ok(await presentPage(db, body, contentLocaleOf(req), row));
    },
  );
}
