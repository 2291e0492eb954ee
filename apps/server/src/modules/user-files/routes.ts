import path from 'node:path';
import { z } from 'zod';
import {
  AVATAR_TYPES,
  downloadLink,
  envelopeOf,
  errorResponses,
  ok,
  pageQuery,
  RESOURCE_FILE_MIMES,
  userFile,
  userFilePage,
} from '@occ/shared';
import { idNotExist } from '../../platform/errors';
import { receiveFile } from '../../platform/storage/receive';
import type { App } from '../../platform/types';
import { issueLink } from '../resources/links';
import { userFilesPolicy } from './policy';
import { presentUserFile } from './presenter';
import { deleteFile, listFiles, ownFile, storeFile } from './service';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** what a user may keep in the home directory: resource files and images, decided by content */
const ACCEPTED: ReadonlySet<string> = new Set([...RESOURCE_FILE_MIMES, ...AVATAR_TYPES]);

/** My files (/people/my/file): the user's home directory (spec §5: bound files go there). */
export async function userFileRoutes(app: App) {
  const db = app.database.db;
  const guard = {
    preValidation: async (req: { user: unknown }) =>
      userFilesPolicy.authorize(req.user as never, 'manage', null),
  };

  app.get(
    '/api/my/files',
    {
      ...guard,
      schema: {
        operationId: 'files.list',
        tags: ['files'],
        summary: "The signed-in user's files, newest first, with the bytes used",
        querystring: pageQuery,
        response: { 200: envelopeOf(userFilePage), ...errorResponses(401, 422) },
      },
    },
    async (req) => {
      const { rows, total, usedBytes } = await listFiles(db, req.user!.id, req.query);
      return ok({
        items: rows.map((r) => presentUserFile(r.file, r.bound)),
        total,
        usedBytes,
        page: req.query.page,
        pageSize: req.query.pageSize,
      });
    },
  );

  app.post(
    '/api/my/files',
    {
      ...guard,
      schema: {
        operationId: 'files.upload',
        tags: ['files'],
        summary:
          'Upload a file to my home directory (multipart field "file"; name ≤ 100; type checked by content)',
        response: { 200: envelopeOf(userFile), ...errorResponses(401, 422) },
      },
    },
    async (req) => {
      const max = app.config.RESOURCE_MAX_MB;
      const { file } = await receiveFile(req, {
        tmpDir: path.join(app.config.dataDir, 'tmp', 'uploads'),
        maxBytes: max * 1024 * 1024,
        accept: (mime) => (mime && ACCEPTED.has(mime) ? mime : null),
        tooLarge: { key: 'resourceTooLarge', params: { max } },
      });
      const row = await storeFile(db, app.storage, req.user!.id, file);
      return ok(presentUserFile(row, null));
    },
  );

  app.post(
    '/api/my/files/:id/link',
    {
      ...guard,
      schema: {
        operationId: 'files.downloadLink',
        tags: ['files'],
        summary: 'A signed download link for one of my files',
        params: idParams,
        response: { 200: envelopeOf(downloadLink), ...errorResponses(401, 404, 422, 503) },
      },
    },
    async (req) => {
      const row = await ownFile(db, req.user!.id, req.params.id);
      if (!row) throw idNotExist();
      return ok(issueLink(app, { k: 'f', id: row.id, w: `u:${req.user!.id}` }));
    },
  );

  app.delete(
    '/api/my/files/:id',
    {
      ...guard,
      schema: {
        operationId: 'files.delete',
        tags: ['files'],
        summary:
          'Delete one of my files (a resource bound to it goes with it); another user’s file is not found',
        params: idParams,
        response: { 200: envelopeOf(z.null()), ...errorResponses(401, 404, 422) },
      },
    },
    async (req) => {
      if (!(await deleteFile(db, app.storage, req.user!.id, req.params.id))) throw idNotExist();
      return ok(null);
    },
  );
}
