import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Code, errorResponses, type VideoFields } from '@occ/shared';
import { AppError, idNotExist } from '../../platform/errors';
import { t } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { screenFields } from '../questions/community';
import { videoPolicy } from './policy';
import {
  UploadNotUsable,
  VideoNotEditable,
  VideoNotReady,
  videoRow,
  VideoStateRefused,
  type VideoRow,
} from './service';

// What every video route file shares: the error answers, the id parameter, the login check, and
// the mapping of service outcomes to answers.

export const errors = errorResponses(401, 403, 404, 409, 422);
export const idParams = z.object({ id: z.uuid() });
export const loggedIn = async (req: FastifyRequest) => videoPolicy.authorize(req.user, 'create', null);

export const fieldError = (
  req: FastifyRequest,
  field: string,
  key: 'fileTypeRefused' | 'uploadIncomplete' | 'videoFileRequired',
) => new AppError(422, Code.VALIDATION_FAILED, key, {}, [{ field, message: t(req, key) }]);

/** Service outcomes → answers: state conflicts are 409 (the transition table refused). */
export function answerFor(req: FastifyRequest, e: unknown): unknown {
  if (e instanceof VideoStateRefused) return new AppError(409, Code.CONFLICT, 'videoStateRefused');
  if (e instanceof VideoNotReady) return new AppError(409, Code.CONFLICT, 'videoNotReady');
  if (e instanceof VideoNotEditable) return new AppError(409, Code.CONFLICT, 'videoNotEditable');
  if (e instanceof UploadNotUsable)
    return fieldError(req, 'uploadId', e.reason === 'incomplete' ? 'uploadIncomplete' : 'videoFileRequired');
  return e;
}

/** Sensitive words on the texts: block → 422 naming the field, replace → masked (a video is reviewed anyway). */
export async function screened(app: App, req: FastifyRequest, f: VideoFields): Promise<VideoFields> {
  const { texts } = await screenFields(app, req, {
    name: f.name,
    introduction: f.introduction,
    ...Object.fromEntries(f.tags.map((tag, i) => [`tags.${i}`, tag])),
  } as Record<string, string>);
  return {
    name: texts.name!,
    introduction: texts.introduction!,
    tags: f.tags.map((_, i) => texts[`tags.${i}`]!),
  };
}

/** The video when the viewer may see it, else 404 (an unpublished video's existence is not told). */
export async function visibleVideo(app: App, req: FastifyRequest, id: string): Promise<VideoRow> {
  const row = await videoRow(app.database.db, id);
  if (!row || !videoPolicy.can(req.user, 'read', row)) throw idNotExist();
  return row;
}
