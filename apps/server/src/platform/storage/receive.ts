import crypto from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { Code, FILE_NAME_MAX, fileNameProblem, type MessageKey } from '@occ/shared';
import { AppError } from '../errors';
import { t } from '../i18n';

// A multipart upload streamed to a temporary file (never held in memory) while its size and
// SHA-256 are computed; its type is then decided from its bytes, never from its name.

export interface ReceivedFile {
  path: string;
  name: string;
  size: number;
  sha256: string;
  mime: string;
}

const fileError = (req: FastifyRequest, key: MessageKey, params: Record<string, string | number> = {}) =>
  new AppError(422, Code.VALIDATION_FAILED, key, params, [{ field: 'file', message: t(req, key, params) }]);

/**
 * Reads the text fields and the one `file` part of a multipart request. Refuses (422 naming
 * `file`) a missing or empty file, a name over 100 characters or with special characters, a file
 * over `maxBytes` (`tooLarge` message) and a type `accept` refuses. The caller must `discard` the
 * temporary file once it is stored.
 */
export async function receiveFile(
  req: FastifyRequest,
  opts: {
    tmpDir: string;
    maxBytes: number;
    accept: (mime: string | undefined) => string | null;
    tooLarge: { key: MessageKey; params: Record<string, string | number> };
  },
): Promise<{ fields: Record<string, string>; file: ReceivedFile }> {
  if (!req.isMultipart()) throw fileError(req, 'fileEmpty');
  await fs.mkdir(opts.tmpDir, { recursive: true });
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  let problem: AppError | null = null;
  const tmp = path.join(opts.tmpDir, crypto.randomBytes(16).toString('hex'));
  try {
    // throwFileSizeLimit is read by @fastify/multipart's parts() but missing from its types
    const partsOptions = {
      limits: { fileSize: opts.maxBytes + 1, files: 1, fields: 20, fieldSize: 4096 },
      throwFileSizeLimit: false,
    } as Parameters<FastifyRequest['parts']>[0];
    for await (const part of req.parts(partsOptions)) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || file || problem) {
        part.file.resume();
        continue;
      }
      const name = part.filename ?? '';
      const bad = fileNameProblem(name);
      if (bad && bad !== 'empty') {
        problem = fileError(req, 'fileNameInvalid', { max: FILE_NAME_MAX });
        part.file.resume();
        continue;
      }
      const hash = crypto.createHash('sha256');
      let size = 0;
      await pipeline(
        part.file,
        new Transform({
          transform(chunk: Buffer, _enc, cb) {
            hash.update(chunk);
            size += chunk.length;
            cb(null, chunk);
          },
        }),
        createWriteStream(tmp),
      );
      if (part.file.truncated || size > opts.maxBytes)
        problem = fileError(req, opts.tooLarge.key, opts.tooLarge.params);
      else if (size === 0) problem = fileError(req, 'fileEmpty');
      else if (!name.trim()) problem = fileError(req, 'fileNameInvalid', { max: FILE_NAME_MAX });
      else file = { path: tmp, name: name.trim(), size, sha256: hash.digest('hex'), mime: '' };
    }
    if (problem) throw problem;
    if (!file) throw fileError(req, 'fileEmpty');
    const mime = opts.accept((await fileTypeFromFile(file.path))?.mime);
    if (!mime) throw fileError(req, 'fileTypeRefused');
    file.mime = mime;
    return { fields, file };
  } catch (e) {
    await fs.rm(tmp, { force: true });
    throw e;
  }
}

export async function discard(file: ReceivedFile): Promise<void> {
  await fs.rm(file.path, { force: true });
}
