import { z } from 'zod';
import {
  Code,
  DOCUMENT_FEEDBACK_PER_HOUR,
  documentDetail,
  documentFeedbackInput,
  documentHelpful,
  documentHelpfulInput,
  documentId,
  documentListQuery,
  documentPage,
  envelopeOf,
  errorEnvelope,
  errorResponses,
  fieldLabel,
  ok,
  siteOrFileLinkAllowed,
  type DocumentFeedbackInput,
} from '@occ/shared';
import { documentAreaBody } from '@occ/shared/admin';
import { documentFeedback, documentVotes } from '../../db/schema';
import { requirePermission } from '../../platform/access';
import { draftOf } from '../../platform/admin-area/publishing';
import { registerAdminArea } from '../../platform/admin-area/routes';
import { AppError, idNotExist } from '../../platform/errors';
import { contentLocaleOf, t } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { verifyCaptcha } from '../auth/captcha';
import { documentsBinding, previewRow } from './admin-area';
import { documentFeedbackBinding } from './feedback-area';
import { pdfAssetRoutes } from './pdf-assets';
import { pdfUploadRoutes } from './pdf-upload';
import { documentsPolicy } from './policy';
import { presentDocumentDetail, presentDocumentSummary } from './presenter';
import { getDocument, helpfulCounts, listDocuments, requireVisible } from './service';

const idParams = z.object({ id: documentId });
const errors = errorResponses(400, 401, 403, 404, 422, 429);
const voterOf = (req: { user: { id: string } | null; ip: string }) =>
  req.user ? `u:${req.user.id}` : `ip:${req.ip}`;

export async function documentRoutes(app: App) {
  const { db } = app.database;
  // spec §7: a document's PDF address is this portal's own path or a user file link under the
  // allowed storage bucket bases (FILE_LINK_BASE_DEV / FILE_LINK_BASE_PROD); others are refused
  app.addHook('preHandler', async (req) => {
    if (!req.routeOptions.url?.startsWith('/api/admin/documents')) return;
    const fileUrl = (req.body as { fileUrl?: unknown } | undefined)?.fileUrl;
    if (typeof fileUrl === 'string' && !siteOrFileLinkAllowed(fileUrl, app.config.fileLinkBases))
      throw new AppError(422, Code.VALIDATION_FAILED, 'fileLinkNotAllowed', {}, [
        { field: 'fileUrl', message: t(req, 'fileLinkNotAllowed') },
      ]);
  });
  await pdfAssetRoutes(app);
  await pdfUploadRoutes(app);

  app.get(
    '/api/documents',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'documents.list',
        tags: ['documents'],
        summary:
          'Published documents filtered by product, category, version and words, by update time, with the sidebar tree',
        querystring: documentListQuery,
        response: { 200: envelopeOf(documentPage), 422: errorEnvelope },
      },
    },
    async (req) => {
      documentsPolicy.authorize(req.user, 'read', null);
      const page = await listDocuments(db, contentLocaleOf(req), req.query);
      return ok({ ...page, items: page.items.map(presentDocumentSummary) });
    },
  );

  app.get(
    '/api/documents/:id',
    {
      schema: {
        operationId: 'documents.get',
        tags: ['documents'],
        summary:
          'One published document: sanitised HTML with its table of contents, versions and helpful counts',
        params: idParams,
        response: { 200: envelopeOf(documentDetail), 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (req) => {
      documentsPolicy.authorize(req.user, 'read', null);
      const row = await getDocument(db, contentLocaleOf(req), req.params.id, voterOf(req));
      return ok(await presentDocumentDetail(row));
    },
  );

  app.post(
    '/api/documents/:id/feedback',
    {
      config: {
        rateLimit: {
          max: DOCUMENT_FEEDBACK_PER_HOUR,
          timeWindow: '1 hour',
          // counted after validation: a form refused for its fields does not use up the hour
          hook: 'preHandler',
          keyGenerator: (req) => `doc-feedback:${req.ip}`,
        },
      },
      schema: {
        operationId: 'documents.feedback',
        tags: ['documents'],
        summary:
          'Feedback on a document (problem description ≤ 2000, tags, section); visitors add the graphic code',
        params: idParams,
        body: documentFeedbackInput,
        response: { 200: envelopeOf(z.object({ id: z.number().int(), message: z.string() })), ...errors },
      },
    },
    async (req) => {
      documentsPolicy.authorize(req.user, 'feedback', null);
      const body = req.body as DocumentFeedbackInput;
      if (!req.user) {
        if (!body.captchaId || !body.captchaCode) {
          const params = { field: fieldLabel('captchaCode', contentLocaleOf(req)) };
          throw new AppError(422, Code.VALIDATION_FAILED, 'fieldRequired', params, [
            { field: 'captchaCode', message: t(req, 'fieldRequired', params) },
          ]);
        }
        await verifyCaptcha(db, app.config, body.captchaId, body.captchaCode);
      }
      await requireVisible(db, req.params.id);
      const [row] = await db
        .insert(documentFeedback)
        .values({
          documentId: req.params.id,
          userId: req.user?.id ?? null,
          ip: req.ip,
          description: body.description,
          tags: [...new Set(body.tags ?? [])],
          section: body.section ?? '',
        })
        .returning({ id: documentFeedback.id });
      return ok({ id: row!.id, message: t(req, 'documentFeedbackReceived') });
    },
  );

  app.put(
    '/api/documents/:id/helpful',
    {
      config: {
        rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (req) => `doc-vote:${req.ip}` },
      },
      schema: {
        operationId: 'documents.vote',
        tags: ['documents'],
        summary: '"Was this helpful": one vote per user, or per address for visitors; a new vote replaces it',
        params: idParams,
        body: documentHelpfulInput,
        response: { 200: envelopeOf(documentHelpful), ...errors },
      },
    },
    async (req) => {
      documentsPolicy.authorize(req.user, 'vote', null);
      await requireVisible(db, req.params.id);
      const voter = voterOf(req);
      await db
        .insert(documentVotes)
        .values({ documentId: req.params.id, voter, helpful: req.body.helpful })
        .onConflictDoUpdate({
          target: [documentVotes.documentId, documentVotes.voter],
          set: { helpful: req.body.helpful, createdAt: new Date() },
        });
      return ok(await helpfulCounts(db, req.params.id, voter));
    },
  );

  // the console's `resource` entry: documents (draft → preview → publish) and feedback
  registerAdminArea(app, documentsBinding);
  registerAdminArea(app, documentFeedbackBinding(app));

  app.get(
    '/api/admin/documents/:id/preview',
    {
      preValidation: async (req) => requirePermission(req.user, 'documents.read'),
      schema: {
        operationId: 'documents.preview',
        tags: ['documents', 'admin'],
        summary:
          'The working copy (the draft where there is one) as the public page would show it; staff only',
        params: idParams,
        response: { 200: envelopeOf(documentDetail), ...errors },
      },
    },
    async (req) => {
      documentsPolicy.authorize(req.user, 'preview', null);
      const id = req.params.id;
      const live = await documentsBinding.read(db, id);
      if (!live) throw idNotExist();
      const body = documentAreaBody.parse((await draftOf(db, documentsBinding, id)) ?? live);
      const row = await previewRow(db, id, body, contentLocaleOf(req));
      return ok(await presentDocumentDetail(row));
    },
  );
}
