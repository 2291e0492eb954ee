import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  answerBody,
  authoredAnswer,
  authorAnswerListQuery,
  envelopeOf,
  errorResponses,
  ok,
  pageOf,
} from '@occ/shared';
import { idNotExist } from '../../platform/errors';
import { markdownToText } from '../../platform/plain-text';
import type { App } from '../../platform/types';
import { linkOf, notify, notifyMentions, screenFields } from '../questions/community';
import { contentPolicy } from '../questions/policy';
import { questionRow } from '../questions/service';
import { listAnswersByAuthor, presentAuthoredAnswer } from './by-author';
import { adopt, answerRow, createAnswer, deleteAnswer, updateAnswer } from './service';

const errors = errorResponses(401, 403, 404, 409, 422);
const idParams = z.object({ id: z.uuid() });
const loggedIn = async (req: FastifyRequest) => contentPolicy.authorize(req.user, 'create', null);
const answerResult = z.object({ id: z.string(), questionId: z.string(), status: z.string() });

/** Markdown answers, their edit/delete by the author or a moderator, and adoption (spec §4). */
export async function answerRoutes(app: App) {
  const { db } = app.database;

  app.get(
    '/api/community/answers',
    {
      schema: {
        operationId: 'answers.listByAuthor',
        tags: ['community', 'people'],
        summary:
          "One author's answers, newest first, each with its question's title (public; held answers " +
          'only to their author); paged',
        querystring: authorAnswerListQuery,
        response: { 200: envelopeOf(pageOf(authoredAnswer)), ...errors },
      },
    },
    async (req) => {
      const { rows, total } = await listAnswersByAuthor(db, req.query, req.user?.id ?? null);
      return ok({
        items: rows.map(presentAuthoredAnswer),
        total,
        page: req.query.page,
        pageSize: req.query.pageSize,
      });
    },
  );

  app.post(
    '/api/community/questions/:id/answers',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'answers.create',
        tags: ['community'],
        summary: 'Answer a question or reply to a topic (markdown; empty → "Please enter an answer!")',
        params: idParams,
        body: answerBody,
        response: { 200: envelopeOf(answerResult), ...errors },
      },
    },
    async (req) => {
      const q = await questionRow(db, req.params.id);
      if (q.status !== 'published') throw idNotExist();
      const { texts, held } = await screenFields(app, req, { body: req.body.body });
      const a = await createAnswer(db, q.id, req.user!.id, texts.body, held);
      if (!held) {
        const summary = markdownToText(a.body, 80);
        const link = linkOf(q);
        const n = { actorId: req.user!.id, targetType: 'answer', targetId: a.id, summary, link };
        await notify(app, { userId: q.authorId, category: 'interaction', kind: 'answer', ...n });
        await notifyMentions(app, a.body, n, [q.authorId]);
      }
      return ok({ id: a.id, questionId: a.questionId, status: a.status });
    },
  );

  app.put(
    '/api/community/answers/:id',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'answers.update',
        tags: ['community'],
        summary: 'Edit an answer (its author or a moderator)',
        params: idParams,
        body: answerBody,
        response: { 200: envelopeOf(answerResult), ...errors },
      },
    },
    async (req) => {
      const a = await answerRow(db, req.params.id);
      contentPolicy.authorize(req.user, 'update', a);
      const { texts, held } = await screenFields(app, req, { body: req.body.body });
      const row = await updateAnswer(db, a, texts.body, held);
      return ok({ id: row.id, questionId: row.questionId, status: row.status });
    },
  );

  app.delete(
    '/api/community/answers/:id',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'answers.delete',
        tags: ['community'],
        summary: 'Delete an answer (its author or a moderator); an adoption of it is dropped',
        params: idParams,
        response: { 200: envelopeOf(z.null()), ...errors },
      },
    },
    async (req) => {
      const a = await answerRow(db, req.params.id);
      contentPolicy.authorize(req.user, 'delete', a);
      await deleteAnswer(db, a);
      return ok(null);
    },
  );

  app.post(
    '/api/community/answers/:id/adopt',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'answers.adopt',
        tags: ['community'],
        summary: "Adopt an answer (the question's author only); adopting another replaces the previous one",
        params: idParams,
        response: {
          200: envelopeOf(z.object({ adoptedAnswerId: z.string(), previous: z.string().nullable() })),
          ...errors,
        },
      },
    },
    async (req) => {
      const a = await answerRow(db, req.params.id);
      const q = await questionRow(db, a.questionId);
      contentPolicy.authorize(req.user, 'adopt', q);
      if (a.status !== 'published' || q.kind !== 'question' || q.status !== 'published') throw idNotExist();
      const previous = await adopt(db, q.id, a.id);
      if (previous !== a.id)
        await notify(app, {
          userId: a.authorId,
          category: 'interaction',
          kind: 'adopt',
          actorId: req.user!.id,
          targetType: 'answer',
          targetId: a.id,
          summary: q.title,
          link: linkOf(q),
        });
      return ok({ adoptedAnswerId: a.id, previous });
    },
  );
}
