import { z } from 'zod';
import {
  enterpriseApplication,
  enterpriseApplyBody,
  enterpriseReviewBody,
  envelopeOf,
  ok,
  pageOf,
  pageQuery,
  errorResponses,
} from '@occ/shared';
import { t } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { applyFor, reviewAndNotify } from '../applications/review-flow';
import { enterprisePolicy } from './policy';
import { presentAdminItem, presentApplication } from './presenter';
import { enterpriseKind, latestApplication, listApplications } from './service';

const errors = errorResponses(401, 403, 404, 409, 422);
/** What the review queue shows: the application and who filed it. */
export const enterpriseAdminItem = enterpriseApplication.extend({
  applicant: z.object({ id: z.string(), username: z.string(), nickname: z.string() }),
});
const listQuery = pageQuery.extend({ state: z.enum(['pending', 'approved', 'rejected']).default('pending') });

export async function enterpriseRoutes(app: App) {
  const { db } = app.database;

  app.get(
    '/api/base/user/enterprise',
    {
      schema: {
        operationId: 'enterprise.get',
        tags: ['enterprise'],
        summary: 'My latest enterprise certification application (null when none)',
        response: { 200: envelopeOf(enterpriseApplication.nullable()), ...errors },
      },
    },
    async (req) => {
      enterprisePolicy.authorize(req.user, 'read', null);
      const row = await latestApplication(db, req.user!.id);
      return ok(row && presentApplication(row));
    },
  );

  app.post(
    '/api/base/user/enterprise',
    {
      schema: {
        operationId: 'enterprise.apply',
        tags: ['enterprise'],
        summary: 'Apply for enterprise certification (needs a complete profile: else 403, code -112721)',
        body: enterpriseApplyBody,
        response: { 200: envelopeOf(enterpriseApplication), ...errors },
      },
    },
    async (req) => {
      enterprisePolicy.authorize(req.user, 'apply', null);
      return ok(presentApplication(await applyFor(db, enterpriseKind, req.user!.id, req.body)));
    },
  );

  app.get(
    '/api/admin/enterprise',
    {
      schema: {
        operationId: 'enterprise.list',
        tags: ['enterprise', 'admin'],
        summary: 'Applications in one state (default pending, oldest first), paged',
        querystring: listQuery,
        response: { 200: envelopeOf(pageOf(enterpriseAdminItem)), ...errors },
      },
    },
    async (req) => {
      enterprisePolicy.authorize(req.user, 'review', null);
      const { state, ...page } = req.query;
      const { items, total } = await listApplications(db, state, page);
      return ok({ items: items.map(presentAdminItem), total, page: page.page, pageSize: page.pageSize });
    },
  );

  app.post(
    '/api/admin/enterprise/:id/review',
    {
      schema: {
        operationId: 'enterprise.review',
        tags: ['enterprise', 'admin'],
        summary: 'Approve (applicant becomes userType 1) or reject with a comment; notifies the applicant',
        params: z.object({ id: z.uuid() }),
        body: enterpriseReviewBody,
        response: { 200: envelopeOf(enterpriseApplication), ...errors },
      },
    },
    async (req) => {
      const row = await reviewAndNotify(
        app,
        enterpriseKind,
        req.user,
        req.params.id,
        req.body,
        t(req, 'rejectCommentRequired'),
      );
      return ok(presentApplication(row));
    },
  );
}
