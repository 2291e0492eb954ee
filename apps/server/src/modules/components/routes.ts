import { z } from 'zod';
import {
  componentCode,
  componentDetail,
  componentListQuery,
  componentPage,
  envelopeOf,
  errorEnvelope,
  ok,
  type ComponentListQuery,
} from '@occ/shared';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { registerAdminArea } from '../../platform/admin-area/routes';
import { componentsBinding } from './admin-area';
import { componentsPolicy } from './policy';
import { presentComponentCard, presentComponentDetail } from './presenter';
import { getComponent, listComponents } from './service';

const codeParams = z.object({ code: componentCode });

export async function componentRoutes(app: App) {
  const { db } = app.database;

  app.get(
    '/api/components',
    {
      // anonymous readers share one answer for PUBLIC_CACHE_MS (platform/public-cache.ts)
      config: { publicCache: true },
      schema: {
        operationId: 'components.list',
        tags: ['components'],
        summary: 'Published open-source components: search, category, licence and chip filters, one page',
        querystring: componentListQuery,
        response: { 200: envelopeOf(componentPage), 422: errorEnvelope },
      },
    },
    async (req) => {
      componentsPolicy.authorize(req.user, 'read', null);
      const page = await listComponents(db, contentLocaleOf(req), req.query as ComponentListQuery);
      return ok({ ...page, items: page.items.map(presentComponentCard) });
    },
  );

  app.get(
    '/api/components/:code',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'components.get',
        tags: ['components'],
        summary: 'One published component: repository, licence, versions, maintainers, chips, boards and Q&A',
        params: codeParams,
        response: { 200: envelopeOf(componentDetail), 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (req) => {
      componentsPolicy.authorize(req.user, 'read', null);
      const row = await getComponent(db, contentLocaleOf(req), req.params.code);
      return ok(await presentComponentDetail(row));
    },
  );

  // the console's component area: drafts, publish to production, versions (platform/admin-area)
  registerAdminArea(app, componentsBinding);
}
