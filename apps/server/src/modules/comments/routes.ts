import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Code, commentBody, envelopeOf, errorResponses, ok, shortenText } from '@occ/shared';
import { AppError, idNotExist } from '../../platform/errors';
import { t } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { findTarget } from '../interactions/targets';
import { notify, notifyMentions, screenFields } from '../questions/community';
import { contentPolicy } from '../questions/policy';
import { commentRow, createComment, deleteComment } from './service';

const errors = errorResponses(401, 403, 404, 409, 422);
const loggedIn = async (req: FastifyRequest) => contentPolicy.authorize(req.user, 'create', null);

/** Comments on any registered target except comments themselves (replies use replyToId). */
export async function commentRoutes(app: App) {
  const { db } = app.database;

  app.post(
    '/api/community/comments',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'comments.create',
        tags: ['community'],
        summary: 'Comment on a question, topic or answer (or a post/video); @username notifies that user',
        body: commentBody,
        response: { 200: envelopeOf(z.object({ id: z.string(), status: z.string() })), ...errors },
      },
    },
    async (req) => {
      const { targetType, targetId, replyToId } = req.body;
      const target = targetType === 'comment' ? null : await findTarget(db, targetType, targetId);
      if (!target)
        throw new AppError(422, Code.VALIDATION_FAILED, 'commentTargetInvalid', {}, [
          { field: 'targetId', message: t(req, 'commentTargetInvalid') },
        ]);
      let replyTo = null;
      if (replyToId) {
        replyTo = await commentRow(db, replyToId);
        if (replyTo.targetType !== targetType || replyTo.targetId !== targetId) throw idNotExist();
      }
      const { texts, held } = await screenFields(app, req, { body: req.body.body });
      const c = await createComment(
        db,
        { targetType, targetId, authorId: req.user!.id, body: texts.body, replyToId: replyToId ?? null },
        held,
      );
      if (!held) {
        const n = {
          actorId: req.user!.id,
          targetType: 'comment',
          targetId: c.id,
          summary: shortenText(c.body, 80),
          link: target.link,
        };
        await notify(app, { userId: target.authorId, category: 'interaction', kind: 'comment', ...n });
        if (replyTo && replyTo.authorId !== target.authorId)
          await notify(app, { userId: replyTo.authorId, category: 'interaction', kind: 'comment', ...n });
        await notifyMentions(app, c.body, n, [target.authorId, replyTo?.authorId ?? '']);
      }
      return ok({ id: c.id, status: c.status });
    },
  );

  app.delete(
    '/api/community/comments/:id',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'comments.delete',
        tags: ['community'],
        summary: 'Delete a comment (its author or a moderator)',
        params: z.object({ id: z.uuid() }),
        response: { 200: envelopeOf(z.null()), ...errors },
      },
    },
    async (req) => {
      const c = await commentRow(db, req.params.id);
      contentPolicy.authorize(req.user, 'delete', c);
      await deleteComment(db, c);
      return ok(null);
    },
  );
}
