import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  Code,
  envelopeOf,
  errorResponses,
  fail,
  ok,
  VIDEO_CHUNK_BYTES,
  videoUploadStart,
  videoUploadState,
  type MessageKey,
} from '@occ/shared';
import { AppError, idNotExist } from '../../platform/errors';
import { t } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { uploadPolicy } from './policy';
import { presentUpload } from './presenter';
import {
  appendChunk,
  ChunkPastEnd,
  NotAVideo,
  OffsetMismatch,
  removeUpload,
  startUpload,
  sweepUploads,
  UploadBusy,
  uploadRow,
} from './service';

const OCTET = 'application/octet-stream';
/** upload starts per user per minute (resumes included) */
export const UPLOAD_STARTS_PER_MINUTE = 30;

const errors = errorResponses(401, 403, 404, 409, 413, 422, 429);
const idParams = z.object({ id: z.uuid() });
const loggedIn = async (req: FastifyRequest) => uploadPolicy.authorize(req.user, 'start', null);

const fileError = (
  req: FastifyRequest,
  field: string,
  key: MessageKey,
  params: Record<string, string> = {},
) => new AppError(422, Code.VALIDATION_FAILED, key, params, [{ field, message: t(req, key, params) }]);

/**
 * Resumable video uploads (tus-like, issue 5): start or resume → PUT chunks at the server's
 * offset → the finished upload becomes a video through videos.create. Registered by the videos
 * module.
 */
export async function mediaUploadRoutes(app: App) {
  const { db } = app.database;
  const { config } = app;
  const maxBytes = config.VIDEO_MAX_MB * 1024 * 1024;

  // chunks arrive as raw bytes; the parser lives in this plugin's scope only
  if (!app.hasContentTypeParser(OCTET)) {
    app.addContentTypeParser(OCTET, { parseAs: 'buffer', bodyLimit: VIDEO_CHUNK_BYTES }, (_req, body, done) =>
      done(null, body),
    );
  }
  app.jobs.every('media-uploads.sweep', 30 * 60_000, async () => {
    await sweepUploads(db, config);
  });

  /** The caller's own upload, else 404 (another user's upload id reveals nothing). */
  const ownUpload = async (req: FastifyRequest, id: string) => {
    const row = await uploadRow(db, id);
    if (!row || !uploadPolicy.can(req.user, 'use', row)) throw idNotExist();
    return row;
  };

  const offsetConflict = (req: FastifyRequest, reply: FastifyReply, offset: number) =>
    reply
      .status(409)
      .header('upload-offset', String(offset))
      .send(fail(Code.CONFLICT, t(req, 'uploadOffsetMismatch', { offset }), { offset }));

  app.post(
    '/api/videos/uploads',
    {
      preValidation: loggedIn,
      config: {
        rateLimit: {
          max: UPLOAD_STARTS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (req: FastifyRequest) => (req.user ? `upload:${req.user.id}` : `upload-ip:${req.ip}`),
        },
      },
      schema: {
        operationId: 'videos.upload',
        tags: ['videos'],
        summary:
          'Start a resumable video upload, or resume the unfinished one of the same file name and size ' +
          '(answers the offset to continue at); 409 "The last file is being uploaded" while another one is busy',
        body: videoUploadStart,
        response: { 200: envelopeOf(videoUploadState), ...errors },
      },
    },
    async (req) => {
      if (req.body.size > maxBytes)
        throw fileError(req, 'size', 'videoTooLarge', { max: `${config.VIDEO_MAX_MB} MB` });
      try {
        return ok(presentUpload(await startUpload(db, config, req.user!.id, req.body)));
      } catch (e) {
        if (e instanceof UploadBusy) throw new AppError(409, Code.CONFLICT, 'uploadBusy');
        throw e;
      }
    },
  );

  app.get(
    '/api/videos/uploads/:id',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'videos.uploadStatus',
        tags: ['videos'],
        summary: 'Where an upload stands: the offset the next chunk must start at',
        params: idParams,
        response: { 200: envelopeOf(videoUploadState), ...errors },
      },
    },
    async (req) => ok(presentUpload(await ownUpload(req, req.params.id))),
  );

  app.put(
    '/api/videos/uploads/:id',
    {
      preValidation: loggedIn,
      bodyLimit: VIDEO_CHUNK_BYTES,
      schema: {
        operationId: 'videos.uploadChunk',
        tags: ['videos'],
        summary:
          `Append a chunk (application/octet-stream, at most ${VIDEO_CHUNK_BYTES} bytes) at header Upload-Offset; ` +
          'any other offset answers 409 with the current one (result.offset and the Upload-Offset header)',
        consumes: [OCTET],
        params: idParams,
        headers: z.looseObject({ 'upload-offset': z.coerce.number().int().min(0) }),
        response: { 200: envelopeOf(videoUploadState), ...errors },
      },
    },
    async (req, reply) => {
      const row = await ownUpload(req, req.params.id);
      const chunk = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      try {
        const next = await appendChunk(db, config, row.id, req.headers['upload-offset'], chunk);
        reply.header('upload-offset', String(next.received));
        return ok(presentUpload(next));
      } catch (e) {
        if (e instanceof OffsetMismatch) return offsetConflict(req, reply, e.offset);
        if (e instanceof ChunkPastEnd) throw fileError(req, 'file', 'uploadChunkPastEnd');
        if (e instanceof NotAVideo) throw fileError(req, 'file', 'fileTypeRefused');
        throw e;
      }
    },
  );

  app.delete(
    '/api/videos/uploads/:id',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'videos.abortUpload',
        tags: ['videos'],
        summary: 'Cancel an upload and drop its bytes',
        params: idParams,
        response: { 200: envelopeOf(z.null()), ...errors },
      },
    },
    async (req) => {
      await removeUpload(db, config, await ownUpload(req, req.params.id));
      return ok(null);
    },
  );
}
