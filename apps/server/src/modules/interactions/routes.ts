import type { FastifyRequest } from 'fastify';
import {
  collectionItem,
  collectionListQuery,
  collectionToggleResult,
  envelopeOf,
  errorResponses,
  likeToggleResult,
  ok,
  pageOf,
  targetRef,
} from '@occ/shared';
import { needLogin } from '../../platform/errors';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { notify } from '../notifications/notify';
import { findCollectable, requireCollectable, requireTarget, countersChanged } from './targets';
import { collectionState, listCollections, toggle } from './service';

const errors = errorResponses(401, 403, 404, 409, 422);
// a visitor is asked to log in before the body is looked at
const loggedIn = async (req: FastifyRequest) => {
  if (!req.user) throw needLogin();
};

/** Likes and collections on any registered target (questions, answers, topics, comments; posts, videos). */
export async function interactionRoutes(app: App) {
  const { db } = app.database;

  app.post(
    '/api/community/likes/toggle',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'likes.toggle',
        tags: ['community'],
        summary: 'Like or unlike a target; answers the new state and the exact count',
        body: targetRef,
        response: { 200: envelopeOf(likeToggleResult), ...errors },
      },
    },
    async (req) => {
      const user = req.user!;
      const { targetType, targetId } = req.body;
      const target = await requireTarget(db, targetType, targetId);
      const r = await toggle(db, 'likes', user.id, targetType, targetId);
      if (r.changed) await countersChanged(db, targetType, targetId);
      if (r.changed && r.on && target.authorId !== user.id) {
        try {
          await notify(app, {
            userId: target.authorId,
            category: 'interaction',
            kind: 'like',
            actorId: user.id,
            targetType,
            targetId,
            summary: target.title,
            link: target.link,
          });
        } catch (err) {
          req.log.warn({ err, targetType, targetId }, 'like notification not stored');
        }
      }
      return ok({ liked: r.on, likes: r.count });
    },
  );

  app.post(
    '/api/community/collections/toggle',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'collections.toggle',
        tags: ['community'],
        summary: 'Collect or uncollect a target; answers the new state and the exact count',
        body: targetRef,
        response: { 200: envelopeOf(collectionToggleResult), ...errors },
      },
    },
    async (req) => {
      const { targetType, targetId } = req.body;
      await requireCollectable(db, targetType, targetId);
      const r = await toggle(db, 'collections', req.user!.id, targetType, targetId);
      return ok({ collected: r.on, collections: r.count });
    },
  );

  app.get(
    '/api/community/collections/state',
    {
      schema: {
        operationId: 'collections.state',
        tags: ['community'],
        summary: "A target's collection count and whether the viewer collected it (false for visitors)",
        querystring: targetRef,
        response: { 200: envelopeOf(collectionToggleResult), ...errors },
      },
    },
    async (req, reply) => {
      const { targetType, targetId } = req.query;
      await requireCollectable(db, targetType, targetId);
      void reply.header('Cache-Control', 'private, no-store');
      return ok(await collectionState(db, req.user?.id ?? null, targetType, targetId));
    },
  );

  app.get(
    '/api/community/collections',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'collections.list',
        tags: ['community'],
        summary: 'My collected targets, newest first, with title and link (missing when deleted)',
        querystring: collectionListQuery,
        response: { 200: envelopeOf(pageOf(collectionItem)), ...errors },
      },
    },
    async (req) => {
      const { rows, total } = await listCollections(db, req.user!.id, req.query);
      const locale = contentLocaleOf(req);
      const items = await Promise.all(
        rows.map(async (row) => {
          const target = await findCollectable(db, row.targetType, row.targetId, locale);
          return {
            targetType: row.targetType,
            targetId: row.targetId,
            title: target?.title ?? '',
            link: target?.link ?? null,
            missing: !target,
            collectedAt: row.createdAt.toISOString(),
          };
        }),
      );
      return ok({ items, total, page: req.query.page, pageSize: req.query.pageSize });
    },
  );
}
