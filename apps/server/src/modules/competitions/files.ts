import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import {
  Code,
  SUBMISSION_FILE_MAX_BYTES,
  SUBMISSION_FILE_TYPES,
  envelopeOf,
  errorResponses,
  ok,
  submissionFile,
  type MessageKey,
} from '@occ/shared';
import { AppError, notFound } from '../../platform/errors';
import { t } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { sendUpload, storeUpload } from '../../platform/uploads';
import { competitionsPolicy } from './policy';
import { getCompetition, teamOf } from './service';

// A team's files (pdf, zip, png, jpeg; decided by the bytes) go through the upload platform under
// random names; the submission then lists them.
const FOLDER = 'competition';
const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  png: 'image/png',
  jpg: 'image/jpeg',
};

const fileError = (req: FastifyRequest, key: MessageKey) =>
  new AppError(422, Code.VALIDATION_FAILED, key, {}, [{ field: 'file', message: t(req, key) }]);

export async function submissionFileRoutes(app: App) {
  const { db } = app.database;
  app.post(
    '/api/competitions/:ref/files',
    {
      preValidation: async (req) => competitionsPolicy.authorize(req.user, 'take-part', null),
      schema: {
        operationId: 'submissions.upload',
        tags: ['competitions'],
        summary: 'Upload a file for my team\'s work (multipart "file": pdf, zip, png or jpeg, at most 20 MB)',
        params: z.object({ ref: z.string().max(40) }),
        response: { 200: envelopeOf(submissionFile), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const ev = await getCompetition(db, req.params.ref);
      if (!(await teamOf(db, ev.id, req.user!.id))) throw new AppError(403, Code.FORBIDDEN, 'notInTeam');
      if (!req.isMultipart()) throw fileError(req, 'fileEmpty');
      const part = await req.file({
        limits: { fileSize: SUBMISSION_FILE_MAX_BYTES + 1, files: 1 },
        throwFileSizeLimit: false,
      });
      if (!part || part.fieldname !== 'file') throw fileError(req, 'fileEmpty');
      const data = await part.toBuffer();
      if (part.file.truncated || data.length > SUBMISSION_FILE_MAX_BYTES)
        throw fileError(req, 'submissionFileTooLarge');
      if (data.length === 0) throw fileError(req, 'fileEmpty');
      const type = await fileTypeFromBuffer(data);
      if (!type || !(SUBMISSION_FILE_TYPES as readonly string[]).includes(type.mime))
        throw fileError(req, 'fileTypeRefused');
      const ext = type.ext === 'jpeg' ? 'jpg' : type.ext;
      const url = await storeUpload(app, FOLDER, data, ext);
      const name = (part.filename || `file.${ext}`).replace(/[\\/\r\n]/g, '_').slice(0, 120);
      return ok({ name, url });
    },
  );

  app.get(
    '/uploads/competition/:name',
    { schema: { hide: true, params: z.object({ name: z.string().max(64) }) } },
    async (req, reply) => {
      const type = TYPES[req.params.name.split('.').pop() ?? ''];
      if (!type || !(await sendUpload(reply, app, FOLDER, req.params.name, type))) throw notFound();
    },
  );
}
