import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import {
  Code,
  COMMUNITY_IMAGE_WIDTH_MAX,
  envelopeOf,
  errorResponses,
  essenceBody,
  ok,
  pageOf,
  plateItem,
  platesQuery,
  questionBody,
  questionDetail,
  questionListItem,
  questionListQuery,
  similarItem,
  similarQuery,
  SIMILAR_MAX,
  TOPIC_DESCRIPTION_MAX,
  TOPIC_IMAGES_MAX,
  type QuestionBody,
  type QuestionKind,
} from '@occ/shared';
import { AppError, idNotExist, notFound } from '../../platform/errors';
import { contentLocaleOf, t } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { receiveImage, sendUpload, storeUpload } from '../../platform/uploads';
import { answerRoutes } from '../answers/routes';
import { commentRoutes } from '../comments/routes';
import { screenFields } from './community';
import { contentPolicy } from './policy';
import { presentDetail, presentListItem, presentPlate } from './presenter';
import {
  coursePublished,
  createQuestion,
  deleteQuestion,
  listPlates,
  listQuestions,
  loadQuestion,
  plateByKey,
  questionRow,
  recomputeScore,
  recordView,
  setEssence,
  similarQuestions,
  updateQuestion,
} from './service';
import { registerCommunityTargets } from './targets';
import { viewerOf } from '../interactions/views';

const errors = errorResponses(401, 403, 404, 409, 422);
const IMAGE_FOLDER = 'community';
const idParams = z.object({ id: z.uuid() });
const loggedIn = async (req: FastifyRequest) => contentPolicy.authorize(req.user, 'create', null);

const fieldError = (
  req: FastifyRequest,
  field: string,
  key: 'plateRequired' | 'imagesTooMany' | 'descriptionTooLong' | 'courseNotOpen',
  max?: number,
) =>
  new AppError(422, Code.VALIDATION_FAILED, key, { max: max ?? '' }, [
    { field, message: t(req, key, { max: max ?? '' }) },
  ]);

/** Resolves the plate key (of the right kind) and screens every text; 422 naming the field. */
async function prepare(app: App, req: FastifyRequest, body: QuestionBody, kind: QuestionKind) {
  const plate = await plateByKey(app.database.db, body.plate);
  if (!plate || plate.kind !== (kind === 'topic' ? 'topic' : 'qa'))
    throw fieldError(req, 'plate', 'plateRequired');
  if (body.courseId && !(await coursePublished(app.database.db, body.courseId)))
    throw fieldError(req, 'courseId', 'courseNotOpen');
  if (kind === 'topic' && body.images.length > TOPIC_IMAGES_MAX)
    throw fieldError(req, 'images', 'imagesTooMany', TOPIC_IMAGES_MAX);
  if (kind === 'topic' && body.description.length > TOPIC_DESCRIPTION_MAX)
    throw fieldError(req, 'description', 'descriptionTooLong', TOPIC_DESCRIPTION_MAX);
  const { texts, held } = await screenFields(app, req, {
    title: body.title,
    description: body.description,
    productName: body.productName,
    ...Object.fromEntries(body.tags.map((tag, i) => [`tags.${i}`, tag])),
  } as Record<string, string>);
  return {
    held,
    input: {
      ...body,
      kind,
      plateId: plate.id,
      title: texts.title!,
      description: texts.description!,
      productName: texts.productName!,
      tags: body.tags.map((_, i) => texts[`tags.${i}`]!),
    },
  };
}

/**
 * Questions and topics (spec §3-§6, issue 4), with the answers and comments modules registered
 * beside them (one registration line in app.ts).
 */
export async function questionRoutes(app: App) {
  const { db } = app.database;
  registerCommunityTargets();
  app.jobs.every('community.score', 10 * 60_000, () => recomputeScore(db));

  app.get(
    '/api/community/plates',
    {
      schema: {
        operationId: 'plates.list',
        tags: ['community'],
        summary: 'Plates (sections) of the Q&A list (kind qa) and the topic exchange (kind topic)',
        querystring: platesQuery,
        response: { 200: envelopeOf(z.array(plateItem)), ...errors },
      },
    },
    async (req) => {
      const loc = contentLocaleOf(req);
      return ok((await listPlates(db, req.query.kind)).map((p) => presentPlate(p, loc)));
    },
  );

  app.get(
    '/api/community/questions',
    {
      // anonymous readers share one answer for PUBLIC_CACHE_MS (platform/public-cache.ts)
      config: { publicCache: true },
      schema: {
        operationId: 'questions.list',
        tags: ['community'],
        summary:
          'Questions or topics, filtered by zone, plate, tag and author; sorted latest, hottest ' +
          '((views/10 + answers×3 + likes×2 + 1) / (age hours + 2)^1.5) or essence; paged',
        querystring: questionListQuery,
        response: { 200: envelopeOf(pageOf(questionListItem)), ...errors },
      },
    },
    async (req) => {
      const loc = contentLocaleOf(req);
      const page = await listQuestions(db, req.query, req.user?.id ?? null);
      return ok({
        items: (page?.items ?? []).map((r) => presentListItem(r, loc)),
        total: page?.total ?? 0,
        page: req.query.page,
        pageSize: req.query.pageSize,
      });
    },
  );

  app.get(
    '/api/community/questions/similar',
    {
      schema: {
        operationId: 'questions.similar',
        tags: ['community'],
        summary: 'Up to 5 published questions/topics sharing the most title words (CJK bigrams)',
        querystring: similarQuery,
        response: { 200: envelopeOf(z.array(similarItem)), ...errors },
      },
    },
    async (req) => {
      const rows = await similarQuestions(db, req.query.title, SIMILAR_MAX);
      return ok(rows.map((r) => ({ id: r.id, kind: r.kind as QuestionKind, title: r.title })));
    },
  );

  app.get(
    '/api/community/questions/:id',
    {
      // anonymous readers share one answer for PUBLIC_CACHE_MS (platform/public-cache.ts)
      config: { publicCache: true },
      schema: {
        operationId: 'questions.get',
        tags: ['community'],
        summary:
          'A question or topic with author, tags, plate, counters, viewer flags, answers (adopted ' +
          'first, then oldest first) and comments; deleted → 404 "The id does not exist"',
        params: idParams,
        response: { 200: envelopeOf(questionDetail), ...errors },
      },
    },
    async (req) => {
      const loaded = await loadQuestion(db, req.params.id);
      if (!loaded || !contentPolicy.can(req.user, 'read', loaded.q)) throw idNotExist();
      return ok(await presentDetail(db, req.user, loaded, contentLocaleOf(req)));
    },
  );

  app.post(
    '/api/community/questions',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'questions.create',
        tags: ['community'],
        summary: 'Ask a question or start a topic (sensitive words: block 422, replace masked, review held)',
        body: questionBody,
        response: { 200: envelopeOf(z.object({ id: z.string(), status: z.string() })), ...errors },
      },
    },
    async (req) => {
      const { input, held } = await prepare(app, req, req.body, req.body.kind);
      const row = await createQuestion(db, req.user!.id, input, held);
      return ok({ id: row.id, status: row.status });
    },
  );

  app.put(
    '/api/community/questions/:id',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'questions.update',
        tags: ['community'],
        summary: 'Edit a question or topic (its author or a moderator); the kind does not change',
        params: idParams,
        body: questionBody,
        response: { 200: envelopeOf(z.object({ id: z.string(), status: z.string() })), ...errors },
      },
    },
    async (req) => {
      const q = await questionRow(db, req.params.id);
      contentPolicy.authorize(req.user, 'update', q);
      const { input, held } = await prepare(app, req, req.body, q.kind as QuestionKind);
      await updateQuestion(db, q.id, input, held);
      return ok({ id: q.id, status: held ? 'held' : 'published' });
    },
  );

  app.delete(
    '/api/community/questions/:id',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'questions.delete',
        tags: ['community'],
        summary: 'Delete a question or topic (irreversible; its notifications go with it)',
        params: idParams,
        response: { 200: envelopeOf(z.null()), ...errors },
      },
    },
    async (req) => {
      const q = await questionRow(db, req.params.id);
      contentPolicy.authorize(req.user, 'delete', q);
      await deleteQuestion(db, q);
      return ok(null);
    },
  );

  app.post(
    '/api/community/questions/:id/view',
    {
      schema: {
        operationId: 'questions.view',
        tags: ['community'],
        summary: 'Count a view: once per viewer (user, else hashed IP + user agent) per day',
        params: idParams,
        response: { 200: envelopeOf(z.object({ counted: z.boolean(), views: z.number() })), ...errors },
      },
    },
    async (req) => {
      const q = await questionRow(db, req.params.id);
      if (!contentPolicy.can(req.user, 'read', q)) throw idNotExist();
      return ok(await recordView(db, q.id, viewerOf(req)));
    },
  );

  app.post(
    '/api/admin/community/questions/:id/essence',
    {
      preValidation: async (req) => contentPolicy.authorize(req.user, 'essence', null),
      schema: {
        operationId: 'questions.essence',
        tags: ['community', 'admin'],
        summary: 'Mark (or unmark) a question or topic as essence (moderators)',
        params: idParams,
        body: essenceBody,
        response: { 200: envelopeOf(z.object({ essence: z.boolean() })), ...errors },
      },
    },
    async (req) => {
      const q = await questionRow(db, req.params.id);
      await setEssence(db, q.id, req.body.essence);
      return ok({ essence: req.body.essence });
    },
  );

  app.post(
    '/api/community/images',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'questions.uploadImage',
        tags: ['community'],
        summary: `Upload an editor image: multipart field \`file\`, png/jpeg/webp/gif up to 5 MB by content, stored as WebP ≤ ${COMMUNITY_IMAGE_WIDTH_MAX} px wide`,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(z.object({ url: z.string() })), ...errors },
      },
    },
    async (req) => {
      const data = await receiveImage(req);
      let image: Buffer;
      try {
        image = await sharp(data, { limitInputPixels: 50_000_000 })
          .rotate()
          .resize({ width: COMMUNITY_IMAGE_WIDTH_MAX, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer();
      } catch {
        throw new AppError(422, Code.VALIDATION_FAILED, 'fileTypeRefused', {}, [
          { field: 'file', message: t(req, 'fileTypeRefused') },
        ]);
      }
      return ok({ url: await storeUpload(app, IMAGE_FOLDER, image, 'webp') });
    },
  );

  // Editor images are public; names are random and the content is always WebP.
  app.get(
    '/uploads/community/:name',
    { schema: { hide: true, params: z.object({ name: z.string().max(64) }) } },
    async (req, reply) => {
      if (!(await sendUpload(reply, app, IMAGE_FOLDER, req.params.name, 'image/webp'))) throw notFound();
      return reply;
    },
  );

  await app.register(answerRoutes);
  await app.register(commentRoutes);
}
