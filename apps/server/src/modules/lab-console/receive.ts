import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import { Code, fieldLabel, LAB_UPLOAD_NAME_MAX, labUploadName, type MessageKey } from '@occ/shared';
import type { Config } from '../../config';
import { AppError } from '../../platform/errors';
import { contentLocaleOf, t } from '../../platform/i18n';
import type { Storage } from '../../platform/storage';
import { labIncomingDir, labStorageKey, megabytes, newStorageKey, type LabFileKind } from './storage';

// Multipart uploads of lab files (session uploads, catalogue images): the file part `file` is
// streamed to a temporary file with the per-route size limit (the app-wide multipart limit is the
// 5 MB avatar limit), then kept in storage under a generated key; text fields are collected
// whether they come before or after it.

export interface ReceivedFile {
  key: string;
  size: number;
  sha256: string;
  /** the name checked with the shared upload-name rule */
  name: string;
}

export const fileError = (req: FastifyRequest, key: MessageKey, params: Record<string, string> = {}) =>
  new AppError(422, Code.VALIDATION_FAILED, key, params, [{ field: 'file', message: t(req, key, params) }]);

/** Multipart framing and the few text fields next to the file. */
const FORM_OVERHEAD = 1024 * 1024;
const FIELD_MAX = 4096;

/** The upload name rule (shared with the browser): a 422 naming `file` with the rule's message. */
function checkName(req: FastifyRequest, raw: string): string {
  const parsed = labUploadName.safeParse(raw);
  if (parsed.success) return parsed.data;
  const tooLong = parsed.error.issues.some((i) => i.code === 'too_big');
  if (tooLong) {
    const field = fieldLabel('file', contentLocaleOf(req));
    const message = t(req, 'fieldTooLong', { field, max: LAB_UPLOAD_NAME_MAX });
    throw new AppError(422, Code.VALIDATION_FAILED, 'validationFailed', {}, [{ field: 'file', message }]);
  }
  throw fileError(req, raw.trim() ? 'labUploadNameInvalid' : 'labUploadEmpty');
}

/**
 * Receives the `file` part and the text fields of a multipart request. The file's name is the
 * `nameField` field when one came before the file (browsers do not reliably send part file
 * names in UTF-8), else the part's filename. Refuses (422 on `file`) a missing or empty file, a
 * bad name (before anything is written) and a file over `maxMb`; nothing stays on disk when it
 * throws.
 */
export async function receiveLabFile(
  req: FastifyRequest,
  { config, storage }: { config: Config; storage: Storage },
  kind: LabFileKind,
  { maxMb, nameField }: { maxMb: number; nameField?: string },
): Promise<{ file: ReceivedFile; fields: Record<string, string> }> {
  const maxBytes = maxMb * 1024 * 1024;
  if (!req.isMultipart()) throw fileError(req, 'labUploadEmpty');
  // refuse an announced oversized body before reading any of it
  const announced = Number(req.headers['content-length'] ?? 0);
  if (announced > maxBytes + FORM_OVERHEAD)
    throw fileError(req, 'labUploadTooLarge', { max: megabytes(maxMb) });

  // a Map: field names come from the client (no prototype keys on a plain object)
  const fields = new Map<string, string>();
  let file: ReceivedFile | null = null;
  const incoming = path.join(labIncomingDir(config), newStorageKey());
  const options: FastifyMultipartBaseOptions = {
    limits: { fileSize: maxBytes, files: 1, fieldSize: FIELD_MAX },
    throwFileSizeLimit: false,
  };
  try {
    for await (const part of req.parts(options)) {
      if (part.type === 'field') {
        if (!fields.has(part.fieldname)) fields.set(part.fieldname, String(part.value));
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        continue;
      }
      let name: string;
      try {
        name = checkName(req, (nameField && fields.get(nameField)) || part.filename || '');
      } catch (e) {
        // discard the bytes still coming; the answer does not wait for them
        part.file.resume();
        throw e;
      }
      await fs.promises.mkdir(labIncomingDir(config), { recursive: true });
      let size = 0;
      const hash = crypto.createHash('sha256');
      part.file.on('data', (chunk: Buffer) => {
        size += chunk.length;
        hash.update(chunk);
      });
      file = { key: newStorageKey(), size: 0, sha256: '', name };
      await pipeline(part.file, fs.createWriteStream(incoming, { flags: 'wx' }));
      file.size = size;
      file.sha256 = hash.digest('hex');
      if (part.file.truncated) throw fileError(req, 'labUploadTooLarge', { max: megabytes(maxMb) });
      if (size === 0) throw fileError(req, 'labUploadEmpty');
    }
    if (!file) throw fileError(req, 'labUploadEmpty');
    await storage.put(
      labStorageKey(kind, file.key),
      { path: incoming, move: true },
      'application/octet-stream',
    );
  } finally {
    await fs.promises.rm(incoming, { force: true });
  }
  return { file, fields: Object.fromEntries(fields) };
}
