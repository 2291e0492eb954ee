import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { Code, downloadLink, envelopeOf, errorResponses, ok, userFile } from '@occ/shared';
import {
  attachedFiles,
  FORM_FILE_MAX_MB,
  FORM_FILE_MIMES,
  type FormAnswers,
  type FormField,
} from '@occ/shared/pages/forms';
import type { Db } from '../../db/client';
import { formSubmissionFiles, formSubmissions, storedFiles } from '../../db/schema';
import { outer } from '../../db/sql';
import { requirePermission } from '../../platform/access';
import { AppError, idNotExist, needLogin } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { receiveFile } from '../../platform/storage/receive';
import type { App } from '../../platform/types';
import type { FastifyRequest } from 'fastify';
import { issueLink } from '../resources/links';
import { presentUserFile } from '../user-files/presenter';
import { storeFile } from '../user-files/service';

// Attachments of form blocks (issue 15: the recruit page's CV). A signed-in user uploads the file
// first; it is checked by content and kept in their home directory (spec §5, /people/my/file),
// and the answer names its id. On submission the server checks each named file is the
// submitter's own and records it in `form_submission_files`; staff with `pages.read` get a
// signed download link per file from the console. Deleting the file from "my files" withdraws it.

/** Attachment uploads per user per hour. */
export const FORM_ATTACHMENTS_PER_HOUR = 20;
const ACCEPTED: ReadonlySet<string> = new Set(FORM_FILE_MIMES);
const API_BASE = '/api/admin/formSubmissions';

/**
 * The console's `attachments` column: each file's name, size and the address that signs its
 * download link (one indexed subquery per listed row; the outer row through outer(), db/sql.ts).
 */
export const attachmentsColumn = sql<unknown[]>`(select coalesce(json_agg(json_build_object(
    'name', sf.name, 'size', sf.size,
    'linkPath', ${API_BASE} || '/' || fsf.submission_id || '/files/' || sf.id || '/link')
    order by fsf.field_key), '[]'::json)
  from ${formSubmissionFiles} fsf join ${storedFiles} sf on sf.id = fsf.file_id
  where fsf.submission_id = ${outer(formSubmissions.id)})`;

const fieldError = (req: FastifyRequest, f: FormField, key: 'formFileSignIn' | 'formFileNotYours') => ({
  field: `answers.${f.key}`,
  message: t(req, key, { field: f.label }),
});

const refuse = (
  req: FastifyRequest,
  fields: readonly FormField[],
  key: 'formFileSignIn' | 'formFileNotYours',
  which: readonly { key: string }[],
) =>
  new AppError(
    422,
    Code.VALIDATION_FAILED,
    'validationFailed',
    {},
    which.map((a) =>
      fieldError(
        req,
        fields.find((f) => f.key === a.key)!,
        key,
      ),
    ),
  );

/** A visitor attaches nothing: 422 naming each file field answered (before the graphic code is spent). */
export function refuseVisitorAttachments(
  req: FastifyRequest,
  fields: readonly FormField[],
  answers: FormAnswers,
) {
  const files = attachedFiles(fields, answers);
  if (!req.user && files.length) throw refuse(req, fields, 'formFileSignIn', files);
}

/**
 * The files the answers attach, each the submitter's own stored file (422 naming the field
 * otherwise), locked against deletion until the submission's transaction `tx` commits.
 */
export async function ownAttachments(
  tx: Db,
  req: FastifyRequest,
  fields: readonly FormField[],
  answers: FormAnswers,
): Promise<{ key: string; fileId: number }[]> {
  refuseVisitorAttachments(req, fields, answers);
  const files = attachedFiles(fields, answers);
  if (!files.length) return files;
  const own = await tx
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.ownerId, req.user!.id),
        inArray(
          storedFiles.id,
          files.map((a) => a.fileId),
        ),
      ),
    )
    .for('share');
  const mine = new Set(own.map((r) => r.id));
  const foreign = files.filter((a) => !mine.has(a.fileId));
  if (foreign.length) throw refuse(req, fields, 'formFileNotYours', foreign);
  return files;
}

const linkParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  fileId: z.coerce.number().int().positive().max(2_147_483_647),
});

export async function formAttachmentRoutes(app: App) {
  const { db } = app.database;

  app.post(
    '/api/form-submissions/attachments',
    {
      preValidation: async (req) => {
        if (!req.user) throw needLogin();
      },
      config: {
        rateLimit: {
          max: FORM_ATTACHMENTS_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: (req) => `form-file:${req.user?.id ?? req.ip}`,
        },
      },
      schema: {
        operationId: 'formSubmissions.attach',
        tags: ['pages'],
        summary: `A file for a form block's file field (multipart "file"; PDF, zip-based documents or an image by content, ≤ ${FORM_FILE_MAX_MB} MB), kept in my files; the answer names its id`,
        response: { 200: envelopeOf(userFile), ...errorResponses(401, 422, 429) },
      },
    },
    async (req) => {
      const { file } = await receiveFile(req, {
        tmpDir: path.join(app.config.dataDir, 'tmp', 'uploads'),
        maxBytes: FORM_FILE_MAX_MB * 1024 * 1024,
        accept: (mime) => (mime && ACCEPTED.has(mime) ? mime : null),
        tooLarge: { key: 'resourceTooLarge', params: { max: FORM_FILE_MAX_MB } },
      });
      const row = await storeFile(db, app.storage, req.user!.id, file);
      return ok(presentUserFile(row, null));
    },
  );

  app.post(
    `${API_BASE}/:id/files/:fileId/link`,
    {
      preValidation: async (req) => requirePermission(req.user, 'pages.read'),
      schema: {
        operationId: 'formSubmissions.attachmentLink',
        tags: ['pages', 'admin'],
        summary: 'A signed download link for a file attached to a form submission (staff who read pages)',
        params: linkParams,
        response: { 200: envelopeOf(downloadLink), ...errorResponses(401, 403, 404, 422, 503) },
      },
    },
    async (req) => {
      const [row] = await db
        .select({ fileId: formSubmissionFiles.fileId })
        .from(formSubmissionFiles)
        .where(
          and(
            eq(formSubmissionFiles.submissionId, req.params.id),
            eq(formSubmissionFiles.fileId, req.params.fileId),
          ),
        )
        .limit(1);
      if (!row) throw idNotExist();
      return ok(issueLink(app, { k: 'f', id: row.fileId, w: `u:${req.user!.id}` }));
    },
  );
}
