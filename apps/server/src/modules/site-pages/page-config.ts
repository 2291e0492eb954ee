import { createHash } from 'node:crypto';
import { asc, isNotNull } from 'drizzle-orm';
import { envelopeOf, errorResponses, ok } from '@occ/shared';
import { pagePath } from '@occ/shared/pages/blocks';
import { pageConfigAnswer, pageConfigQuery, type PageConfigData } from '@occ/shared/pages/page-config';
import { pages } from '../../db/schema';
import type { Db } from '../../db/client';
import type { App } from '../../platform/types';

/** The published pages' addresses and titles, and a version that changes whenever they do. */
export async function pageConfig(db: Db, now = new Date()) {
  const rows = await db
    .select({
      slug: pages.slug,
      titleZh: pages.titleZh,
      titleEn: pages.titleEn,
      publishedAt: pages.publishedAt,
    })
    .from(pages)
    .where(isNotNull(pages.publishedAt))
    .orderBy(asc(pages.slug));
  const data: PageConfigData = {
    pages: rows
      .filter((r) => r.publishedAt && r.publishedAt <= now)
      .map((r) => ({ slug: r.slug, path: pagePath(r.slug), titleZh: r.titleZh, titleEn: r.titleEn })),
  };
  const version = createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 16);
  return { version, data };
}

/**
 * The client cache of page configuration (spec §3): the browser sends the version it keeps in
 * local storage and gets the data only when it changed. Public: it holds only what every visitor
 * may read (published pages' titles), so it is served from the public cache (any write clears it).
 */
export async function pageConfigRoutes(app: App) {
  const { db } = app.database;
  app.get(
    '/api/page-config',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'pages.config',
        tags: ['pages'],
        summary:
          'Whether the page configuration changed since the version the browser holds, with it when so',
        querystring: pageConfigQuery,
        response: { 200: envelopeOf(pageConfigAnswer), ...errorResponses(422) },
      },
    },
    async (req, reply) => {
      const { version, data } = await pageConfig(db);
      void reply.header('Cache-Control', 'no-cache');
      if (req.query.version === version) return ok({ version, changed: false });
      return ok({ version, changed: true, data });
    },
  );
}
