import { z } from 'zod';
import { envelopeOf, errorEnvelope, ok } from '@occ/shared';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { getSitePage, PAGE_SLUGS } from './service';

export async function pageRoutes(app: App) {
  app.get(
    '/api/pages/:slug',
    {
      schema: {
        operationId: 'pages.get',
        tags: ['pages'],
        summary: 'A static site page (about, agreement, privacy, law, brand)',
        params: z.object({ slug: z.enum(PAGE_SLUGS) }),
        response: {
          200: envelopeOf(z.object({ title: z.string(), description: z.string(), html: z.string() })),
          404: errorEnvelope,
          422: errorEnvelope,
        },
      },
    },
    async (req) => ok(await getSitePage(req.params.slug, contentLocaleOf(req))),
  );
}
