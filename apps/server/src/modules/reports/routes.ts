import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  envelopeOf,
  errorResponses,
  ok,
  pageOf,
  reportBody,
  reportItem,
  reportListQuery,
  type ReportItem,
  type ReportStatus,
} from '@occ/shared';
import type { Db } from '../../db/client';
import { needLogin } from '../../platform/errors';
import type { App } from '../../platform/types';
import { presentSocialUser } from '../follows/presenter';
import { findTarget, requireTarget } from '../interactions/targets';
import { moderationPolicy } from '../moderation/policy';
import { createReport, handleReport, listReports, usersById, type ReportRow } from './service';

const errors = errorResponses(401, 403, 404, 409, 422);
const loggedIn = async (req: FastifyRequest) => {
  if (!req.user) throw needLogin();
};
const moderatorOnly = async (req: FastifyRequest) =>
  moderationPolicy.authorize(req.user, 'handleReports', null);

/** Reports with the reported content as it is now and its author, and the reporter. */
async function present(db: Db, rows: ReportRow[]): Promise<ReportItem[]> {
  const targets = await Promise.all(rows.map((r) => findTarget(db, r.targetType, r.targetId)));
  const people = await usersById(db, [
    ...rows.map((r) => r.reporterId),
    ...targets.flatMap((t) => (t ? [t.authorId] : [])),
  ]);
  const person = (id: string) => {
    const u = people.get(id);
    return u ? presentSocialUser(u) : null;
  };
  return rows.map((r, i) => {
    const t = targets[i];
    return {
      id: r.id,
      targetType: r.targetType,
      targetId: r.targetId,
      reason: r.reason,
      detail: r.detail,
      status: r.status as ReportStatus,
      createdAt: r.createdAt.toISOString(),
      handledAt: r.handledAt?.toISOString() ?? null,
      reporter: person(r.reporterId),
      target: t ? { title: t.title, link: t.link, author: person(t.authorId) } : null,
    };
  });
}

/** Any logged-in user reports content; moderators work the queue (pending, resolved, ignored). */
export async function reportRoutes(app: App) {
  const { db } = app.database;

  app.post(
    '/api/community/reports',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'reports.create',
        tags: ['community'],
        summary: 'Report content with a reason (409 while my earlier report on it is pending)',
        body: reportBody,
        response: { 200: envelopeOf(reportItem), ...errors },
      },
    },
    async (req) => {
      await requireTarget(db, req.body.targetType, req.body.targetId);
      const row = await createReport(db, req.user!.id, req.body);
      return ok((await present(db, [row]))[0]!);
    },
  );

  app.get(
    '/api/admin/reports',
    {
      preValidation: moderatorOnly,
      schema: {
        operationId: 'reports.list',
        tags: ['community', 'admin'],
        summary: 'The moderation queue by status, newest first, with the content summary and its author',
        querystring: reportListQuery,
        response: { 200: envelopeOf(pageOf(reportItem)), ...errors },
      },
    },
    async (req) => {
      const { rows, total } = await listReports(db, req.query);
      return ok({
        items: await present(db, rows),
        total,
        page: req.query.page,
        pageSize: req.query.pageSize,
      });
    },
  );

  for (const [action, status] of [
    ['resolve', 'resolved'],
    ['ignore', 'ignored'],
  ] as const) {
    app.post(
      `/api/admin/reports/:id/${action}`,
      {
        preValidation: moderatorOnly,
        schema: {
          operationId: `reports.${action}`,
          tags: ['community', 'admin'],
          summary: `Mark a pending report ${status} (409 when already handled)`,
          params: z.object({ id: z.uuid('idNotExist') }),
          response: { 200: envelopeOf(reportItem), ...errors },
        },
      },
      async (req) => {
        const row = await handleReport(db, req.params.id, req.user!.id, status);
        return ok((await present(db, [row]))[0]!);
      },
    );
  }
}
