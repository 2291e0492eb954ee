import { z } from 'zod';
import { Code, DOCUMENT_PDF_MAX_MB, envelopeOf, errorResponses, ok, type MessageKey } from '@occ/shared';
import { requirePermission } from '../../platform/access';
import { AppError, notFound } from '../../platform/errors';
import { t } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { sendUpload, storeUpload } from '../../platform/uploads';
import type { FastifyRequest } from 'fastify';

const FOLDER = 'documents';
const MAX_BYTES = DOCUMENT_PDF_MAX_MB * 1024 * 1024;

const fileError = (req: FastifyRequest, key: MessageKey, params: Record<string, string | number> = {}) =>
  new AppError(422, Code.VALIDATION_FAILED, key, params, [{ field: 'file', message: t(req, key, params) }]);

/** A PDF is decided by its bytes: the `%PDF-` header and an end-of-file marker, never by its name. */
export function looksLikePdf(data: Buffer): boolean {
  return data.subarray(0, 5).toString('latin1') === '%PDF-' && data.subarray(-1024).includes('%%EOF');
}

/** Staff upload a document's PDF (checked by content) and get the address for its `fileUrl`. */
export async function pdfUploadRoutes(app: App) {
  app.post(
    '/api/admin/documents/file',
    {
      preValidation: async (req) => requirePermission(req.user, 'documents.update'),
      schema: {
        operationId: 'documents.uploadPdf',
        tags: ['documents', 'admin'],
        summary: `Upload a PDF for a document (multipart field "file", at most ${DOCUMENT_PDF_MAX_MB} MB, checked by content)`,
        response: { 200: envelopeOf(z.object({ url: z.string() })), ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw fileError(req, 'fileEmpty');
      const part = await req.file({
        limits: { fileSize: MAX_BYTES + 1, files: 1 },
        throwFileSizeLimit: false,
      });
      if (!part || part.fieldname !== 'file') throw fileError(req, 'fileEmpty');
      const data = await part.toBuffer();
      if (part.file.truncated || data.length > MAX_BYTES)
        throw fileError(req, 'documentPdfTooLarge', { max: DOCUMENT_PDF_MAX_MB });
      if (data.length === 0) throw fileError(req, 'fileEmpty');
      if (!looksLikePdf(data)) throw fileError(req, 'documentPdfOnly');
      return ok({ url: await storeUpload(app, FOLDER, data, 'pdf') });
    },
  );

  app.get(
    '/uploads/documents/:name',
    { schema: { hide: true, params: z.object({ name: z.string().max(64) }) } },
    async (req, reply) => {
      if (!(await sendUpload(reply, app, FOLDER, req.params.name, 'application/pdf'))) throw notFound();
    },
  );
}
