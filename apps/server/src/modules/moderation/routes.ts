import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  envelopeOf,
  errorResponses,
  ok,
  pageOf,
  sensitiveWord,
  sensitiveWordBody,
  sensitiveWordListQuery,
} from '@occ/shared';
import type { App } from '../../platform/types';
import { moderationPolicy } from './policy';
import { presentWord } from './presenter';
import { createWord, deleteWord, listWords, updateWord } from './sensitive-words';

const errors = errorResponses(401, 403, 404, 409, 422);
// authorised before validation: a caller without the right never learns about the body
const moderatorOnly = async (req: FastifyRequest) =>
  moderationPolicy.authorize(req.user, 'manageWords', null);
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The administrator-managed sensitive word list (block, review, replace). */
export async function moderationRoutes(app: App) {
  const { db } = app.database;

  app.get(
    '/api/admin/sensitive-words',
    {
      preValidation: moderatorOnly,
      schema: {
        operationId: 'sensitiveWords.list',
        tags: ['moderation', 'admin'],
        summary: 'Sensitive words, searched by q (substring) and action, paged',
        querystring: sensitiveWordListQuery,
        response: { 200: envelopeOf(pageOf(sensitiveWord)), ...errors },
      },
    },
    async (req) => {
      const { items, total } = await listWords(db, req.query);
      return ok({ items: items.map(presentWord), total, page: req.query.page, pageSize: req.query.pageSize });
    },
  );

  app.post(
    '/api/admin/sensitive-words',
    {
      preValidation: moderatorOnly,
      schema: {
        operationId: 'sensitiveWords.create',
        tags: ['moderation', 'admin'],
        summary: 'Add a word with its action (409 when it exists, case-insensitively)',
        body: sensitiveWordBody,
        response: { 200: envelopeOf(sensitiveWord), ...errors },
      },
    },
    async (req) => ok(presentWord(await createWord(db, req.body))),
  );

  app.put(
    '/api/admin/sensitive-words/:id',
    {
      preValidation: moderatorOnly,
      schema: {
        operationId: 'sensitiveWords.update',
        tags: ['moderation', 'admin'],
        summary: 'Change a word or its action',
        params: idParams,
        body: sensitiveWordBody,
        response: { 200: envelopeOf(sensitiveWord), ...errors },
      },
    },
    async (req) => ok(presentWord(await updateWord(db, req.params.id, req.body))),
  );

  app.delete(
    '/api/admin/sensitive-words/:id',
    {
      preValidation: moderatorOnly,
      schema: {
        operationId: 'sensitiveWords.delete',
        tags: ['moderation', 'admin'],
        summary: 'Remove a word',
        params: idParams,
        response: { 200: envelopeOf(z.null()), ...errors },
      },
    },
    async (req) => {
      await deleteWord(db, req.params.id);
      return ok(null);
    },
  );
}
