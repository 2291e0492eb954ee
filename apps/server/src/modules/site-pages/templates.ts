import { z } from 'zod';
import { envelopeOf, errorResponses, ok } from '@occ/shared';
import { PAGE_TEMPLATES, pageTemplate } from '@occ/shared/pages/templates';
import { requirePermission } from '../../platform/access';
import type { App } from '../../platform/types';

/**
 * Page templates (spec §1 `tpl`): the starting sets of blocks a new page may begin from, declared
 * in packages/shared (pages/templates.ts). Staff who may create pages read them.
 */
export async function pageTemplateRoutes(app: App) {
  app.get(
    '/api/admin/page-templates',
    {
      preValidation: async (req) => requirePermission(req.user, 'pages.create'),
      schema: {
        operationId: 'templates.list',
        tags: ['pages', 'admin'],
        summary: 'The page templates: starting sets of blocks in both languages for a new page',
        response: { 200: envelopeOf(z.array(pageTemplate)), ...errorResponses(401, 403) },
      },
    },
    async () => ok([...PAGE_TEMPLATES]),
  );
}
