import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  envelopeOf,
  errorResponses,
  moderationLogPage,
  moderationLogQuery,
  ok,
  REVIEW_TYPES,
  reviewApproveBody,
  reviewListQuery,
  reviewPage,
  reviewReasonBody,
  reviewResult,
  type ModerationAction,
} from '@occ/shared';
import type { App } from '../../platform/types';
import { presentPostAuthor } from '../posts/presenter';
import { decide } from './decision';
import { listModerationLog, targetTitles } from './log';
import { reviewPolicy } from './policy';
import { reviewQueue } from './queue';

const errors = errorResponses(401, 403, 404, 409, 422);
const params = z.object({ type: z.enum(REVIEW_TYPES), id: z.uuid('idNotExist') });
// authorised before validation: a caller without the right never learns about the body
const moderatorOnly = (action: 'list' | 'decide' | 'log') => async (req: FastifyRequest) =>
  reviewPolicy.authorize(req.user, action, null);

/**
 * The review queue of the admin console (issue 5): blog posts, videos, pending reports and held
 * community items; approve, reject and remove with a reason, each logged and told to the author.
 */
export async function reviewRoutes(app: App) {
  const { db } = app.database;

  app.get(
    '/api/admin/reviews',
    {
      preValidation: moderatorOnly('list'),
      schema: {
        operationId: 'reviews.list',
        tags: ['reviews', 'admin'],
        summary:
          'The queue of one type: posts in audit / videos under review (oldest first; state=published ' +
          'lists live ones to remove), pending reports and held questions, topics, answers, comments ' +
          '(newest first); each item with the actions it allows',
        querystring: reviewListQuery,
        response: { 200: envelopeOf(reviewPage), ...errors },
      },
    },
    async (req) => {
      const { items, total } = await reviewQueue(db, req.query);
      return ok({ items, total, page: req.query.page, pageSize: req.query.pageSize });
    },
  );

  app.post(
    '/api/admin/reviews/:type/:id/approve',
    {
      preValidation: moderatorOnly('decide'),
      schema: {
        operationId: 'reviews.approve',
        tags: ['reviews', 'admin'],
        summary:
          'Approve: a post or video goes live (a video once transcoded), a report is resolved, a held ' +
          'item is published; 409 when it is no longer waiting',
        params,
        body: reviewApproveBody.nullish(),
        response: { 200: envelopeOf(reviewResult), ...errors },
      },
    },
    async (req) =>
      ok(
        await decide(app, req.params.type, {
          moderatorId: req.user!.id,
          id: req.params.id,
          action: 'approve',
          reason: req.body?.reason || null,
        }),
      ),
  );

  for (const action of ['reject', 'remove'] as const)
    app.post(
      `/api/admin/reviews/:type/:id/${action}`,
      {
        preValidation: moderatorOnly('decide'),
        schema: {
          operationId: `reviews.${action}`,
          tags: ['reviews', 'admin'],
          summary:
            action === 'reject'
              ? 'Reject with a reason (required): a post or video fails review with it as the failure ' +
                'cause, a report is ignored, a held item is deleted; the author is notified'
              : 'Take a published post or video down with a reason (required), or the content of a ' +
                'report (resolving it); the author is notified',
          params,
          body: reviewReasonBody,
          response: { 200: envelopeOf(reviewResult), ...errors },
        },
      },
      async (req) =>
        ok(
          await decide(app, req.params.type, {
            moderatorId: req.user!.id,
            id: req.params.id,
            action,
            reason: req.body.reason,
          }),
        ),
    );

  app.get(
    '/api/admin/moderation-log',
    {
      preValidation: moderatorOnly('log'),
      schema: {
        operationId: 'reviews.log',
        tags: ['reviews', 'admin'],
        summary:
          'Every moderation action (who, what, when, why), manual or automatic, newest first; by ' +
          'target, actor or action',
        querystring: moderationLogQuery,
        response: { 200: envelopeOf(moderationLogPage), ...errors },
      },
    },
    async (req) => {
      const { rows, total } = await listModerationLog(db, req.query);
      const titles = await targetTitles(
        db,
        rows.map((r) => r.log),
      );
      return ok({
        items: rows.map(({ log, actor }) => ({
          id: log.id,
          actor: actor ? presentPostAuthor(actor) : null,
          targetType: log.targetType,
          targetId: log.targetId,
          targetTitle: titles.get(`${log.targetType}:${log.targetId}`) ?? null,
          action: log.action as ModerationAction,
          reason: log.reason,
          createdAt: log.createdAt.toISOString(),
        })),
        total,
        page: req.query.page,
        pageSize: req.query.pageSize,
      });
    },
  );
}
