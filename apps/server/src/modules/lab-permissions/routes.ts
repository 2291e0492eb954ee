import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  envelopeOf,
  errorResponses,
  labApplication,
  labApplicationAdminItem,
  labApplyBody,
  labPermissionListQuery,
  labPermissionStatus,
  labReviewBody,
  ok,
  pageOf,
} from '@occ/shared';
import { t } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { applyFor, reviewAndNotify } from '../applications/review-flow';
import { labPermissionPolicy } from './policy';
import { presentAdminItem, presentApplication, presentStatus } from './presenter';
import { labPermissionKind, latestApplications, listApplications } from './service';

const errors = errorResponses(401, 403, 404, 409, 422);
// write and admin calls are authorised before validation: a caller without the right gets
// 401/403, never a 422 that describes the body
const reviewerOnly = async (req: FastifyRequest) => labPermissionPolicy.authorize(req.user, 'review', null);

/** Cloud lab permission applications (spec §3-§6): apply, see my state per kind, review. */
export async function labPermissionRoutes(app: App) {
  const { db } = app.database;

  app.get(
    '/api/lab/permissions',
    {
      schema: {
        operationId: 'labPermissions.get',
        tags: ['lab'],
        summary: 'My permission state per kind (none, pending, granted, failed) with the newest application',
        response: { 200: envelopeOf(labPermissionStatus), ...errors },
      },
    },
    async (req) => {
      labPermissionPolicy.authorize(req.user, 'read', null);
      return ok(presentStatus(await latestApplications(db, req.user!.id)));
    },
  );

  app.post(
    '/api/lab/permissions',
    {
      preValidation: async (req) => labPermissionPolicy.authorize(req.user, 'apply', null),
      schema: {
        operationId: 'labPermissions.apply',
        tags: ['lab'],
        summary: 'Apply for a lab permission of one kind (409 when one is pending or already granted)',
        body: labApplyBody,
        response: { 200: envelopeOf(labApplication), ...errors },
      },
    },
    async (req) => {
      return ok(presentApplication(await applyFor(db, labPermissionKind, req.user!.id, req.body)));
    },
  );

  app.get(
    '/api/admin/lab/permissions',
    {
      preValidation: reviewerOnly,
      schema: {
        operationId: 'labPermissions.list',
        tags: ['lab', 'admin'],
        summary: 'Applications with their applicant, filtered by state and kind, paged',
        querystring: labPermissionListQuery,
        response: { 200: envelopeOf(pageOf(labApplicationAdminItem)), ...errors },
      },
    },
    async (req) => {
      const { items, total } = await listApplications(db, req.query);
      return ok({
        items: items.map(presentAdminItem),
        total,
        page: req.query.page,
        pageSize: req.query.pageSize,
      });
    },
  );

  app.post(
    '/api/admin/lab/permissions/:id/review',
    {
      preValidation: reviewerOnly,
      schema: {
        operationId: 'labPermissions.review',
        tags: ['lab', 'admin'],
        summary: 'Grant, or fail with a comment; the applicant is told by SMS (and e-mail when given)',
        params: z.object({ id: z.uuid() }),
        body: labReviewBody,
        response: { 200: envelopeOf(labApplication), ...errors },
      },
    },
    async (req) => {
      const row = await reviewAndNotify(
        app,
        labPermissionKind,
        req.user,
        req.params.id,
        req.body,
        t(req, 'rejectCommentRequired'),
      );
      return ok(presentApplication(row));
    },
  );
}
