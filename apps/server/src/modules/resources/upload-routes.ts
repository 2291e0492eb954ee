import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { z } from 'zod';
import {
  Code,
  envelopeOf,
  errorResponses,
  fail,
  FILE_NAME_MAX,
  fileNameProblem,
  ok,
  RESOURCE_CHUNK_MAX_BYTES,
  RESOURCE_FILE_MIMES,
  resourceItem,
  resourceUploadStart,
  resourceUploadState,
  type MessageKey,
} from '@occ/shared';
import { AppError, idNotExist } from '../../platform/errors';
import { contentLocaleOf, t } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { storeFile } from '../user-files/service';
import { checkResourceFields } from './fields';
import { resourcesPolicy } from './policy';
import { presentResource } from './presenter';
import { createResource, getResource } from './service';
import {
  appendChunk,
  ChunkPastEnd,
  claimComplete,
  OffsetMismatch,
  ownSession,
  removeSession,
  sessionPath,
  sha256Of,
  startSession,
  sweepUploadSessions,
  type UploadSession,
} from './upload-sessions';

const OCTET = 'application/octet-stream';
/** upload sessions an enterprise user may start per minute */
export const UPLOAD_SESSIONS_PER_MINUTE = 20;
const ACCEPTED: ReadonlySet<string> = new Set(RESOURCE_FILE_MIMES);
const idParams = z.object({ id: z.uuid() });
const errors = errorResponses(401, 403, 404, 409, 413, 422, 429);
const enterpriseOnly = async (req: FastifyRequest) => resourcesPolicy.authorize(req.user, 'upload', null);

const fieldError = (
  req: FastifyRequest,
  field: string,
  key: MessageKey,
  params: Record<string, string | number>,
) => new AppError(422, Code.VALIDATION_FAILED, key, params, [{ field, message: t(req, key, params) }]);

/**
 * Resumable enterprise resource uploads (/people/my/download/addResource): start a session →
 * PATCH chunks at the server's offset (a wrong offset answers 409 with the right one) → the
 * complete session becomes a resource through the same checks, storage and service as the
 * single-request resources.create. Registered by the resources module; its own plugin scope, so
 * the raw-chunk body parser and its 8 MB limit apply here only.
 */
export async function resourceUploadRoutes(app: App) {
  const { db } = app.database;
  const { config } = app;
  const chunkSize = Math.min(config.RESOURCE_UPLOAD_CHUNK_BYTES, RESOURCE_CHUNK_MAX_BYTES);

  if (!app.hasContentTypeParser(OCTET)) {
    app.addContentTypeParser(
      OCTET,
      { parseAs: 'buffer', bodyLimit: RESOURCE_CHUNK_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
  }
  app.jobs.every('resource-uploads.sweep', 30 * 60_000, async () => {
    await sweepUploadSessions(db, config);
  });

  const present = (s: UploadSession) => ({
    id: s.id,
    name: s.name,
    size: s.size,
    offset: s.offset,
    chunkSize,
    expiresAt: s.expiresAt.toISOString(),
  });
  const mine = async (req: FastifyRequest, id: string) => {
    const s = await ownSession(db, req.user!.id, id);
    if (!s) throw idNotExist();
    return s;
  };
  const conflict = (req: FastifyRequest, reply: FastifyReply, key: MessageKey, offset: number) =>
    reply
      .status(409)
      .header('upload-offset', String(offset))
      .send(fail(Code.CONFLICT, t(req, key, { offset }), { offset }));

  app.post(
    '/api/my/uploads',
    {
      preValidation: enterpriseOnly,
      config: {
        rateLimit: {
          max: UPLOAD_SESSIONS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (req: FastifyRequest) =>
            req.user ? `resource-upload:${req.user.id}` : `resource-upload-ip:${req.ip}`,
        },
      },
      schema: {
        operationId: 'uploads.start',
        tags: ['resources'],
        summary:
          'Start a resumable resource upload (enterprise users): the file name (≤ 100, no special characters) ' +
          'and size (≤ RESOURCE_MAX_MB); answers the session with offset 0 and the chunk size to send',
        body: resourceUploadStart,
        response: { 200: envelopeOf(resourceUploadState), ...errors },
      },
    },
    async (req) => {
      const { name, size } = req.body;
      if (fileNameProblem(name)) throw fieldError(req, 'name', 'fileNameInvalid', { max: FILE_NAME_MAX });
      if (size === 0) throw fieldError(req, 'size', 'fileEmpty', {});
      const max = config.RESOURCE_MAX_MB;
      if (size > max * 1024 * 1024) throw fieldError(req, 'size', 'resourceTooLarge', { max });
      return ok(present(await startSession(db, config, req.user!.id, { name: name.trim(), size })));
    },
  );

  app.get(
    '/api/my/uploads/:id',
    {
      preValidation: enterpriseOnly,
      schema: {
        operationId: 'uploads.status',
        tags: ['resources'],
        summary:
          "Where one of my upload sessions stands (the offset to resume at); another user's is not found",
        params: idParams,
        response: { 200: envelopeOf(resourceUploadState), ...errors },
      },
    },
    async (req) => ok(present(await mine(req, req.params.id))),
  );

  app.patch(
    '/api/my/uploads/:id',
    {
      preValidation: enterpriseOnly,
      bodyLimit: RESOURCE_CHUNK_MAX_BYTES,
      schema: {
        operationId: 'uploads.chunk',
        tags: ['resources'],
        summary:
          `Append a chunk (application/octet-stream, ≤ ${RESOURCE_CHUNK_MAX_BYTES} bytes) at header Upload-Offset; ` +
          'another offset answers 409 with the current one (result.offset, Upload-Offset header); ' +
          'bytes past the announced size answer 422',
        consumes: [OCTET],
        params: idParams,
        headers: z.looseObject({ 'upload-offset': z.coerce.number().int().min(0) }),
        response: { 200: envelopeOf(resourceUploadState), ...errors },
      },
    },
    async (req, reply) => {
      const session = await mine(req, req.params.id);
      const chunk = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      try {
        const next = await appendChunk(db, config, session, req.headers['upload-offset'], chunk);
        reply.header('upload-offset', String(next.offset));
        return ok(present(next));
      } catch (e) {
        if (e instanceof OffsetMismatch) return conflict(req, reply, 'uploadOffsetMismatch', e.offset);
        if (e instanceof ChunkPastEnd) throw fieldError(req, 'file', 'uploadChunkPastEnd', {});
        throw e;
      }
    },
  );

  app.post(
    '/api/my/uploads/:id/resource',
    {
      preValidation: enterpriseOnly,
      schema: {
        operationId: 'uploads.complete',
        tags: ['resources'],
        summary:
          'Turn a complete upload into a resource with the upload form’s fields (name, description, type, ' +
          'productId, version, access, fileLink), as resources.create: type checked by content, SHA-256 ' +
          'computed, stored, into the approve queue; the session ends. Not complete yet: 409 with the offset',
        params: idParams,
        body: z.record(z.string(), z.unknown()),
        response: { 200: envelopeOf(resourceItem), ...errors },
      },
    },
    async (req, reply) => {
      const session = await mine(req, req.params.id);
      if (session.offset < session.size) return conflict(req, reply, 'uploadIncomplete', session.offset);
      const fields = await checkResourceFields(db, config.fileLinkBases, req, req.body);
      const file = sessionPath(config, session.tempKey);
      const mime = (await fileTypeFromFile(file))?.mime;
      if (!mime || !ACCEPTED.has(mime)) {
        // the bytes will not change: the session is over
        await removeSession(db, config, session);
        throw fieldError(req, 'file', 'fileTypeRefused', {});
      }
      const claimed = await claimComplete(db, session);
      if (!claimed) throw idNotExist();
      const sha256 = await sha256Of(file);
      // storeFile moves the bytes into storage and removes the temporary file
      const stored = await storeFile(db, app.storage, req.user!.id, {
        path: file,
        name: claimed.name,
        size: claimed.size,
        sha256,
        mime,
      });
      const id = await createResource(db, req.user!.id, stored.id, fields);
      return ok(presentResource((await getResource(db, id, req.user, contentLocaleOf(req)))!));
    },
  );
}
