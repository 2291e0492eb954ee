import path from 'node:path';
import { z } from 'zod';
import {
  downloadLink,
  Code,
  envelopeOf,
  fieldLabel,
  translate,
  errorEnvelope,
  errorResponses,
  ok,
  pageOf,
  pageQuery,
  RESOURCE_FILE_MIMES,
  resourceId,
  resourceItem,
  resourceListQuery,
  resourcePage,
  resourceUploadFields,
} from '@occ/shared';
import { AppError, idNotExist } from '../../platform/errors';
import { receiveFile, discard } from '../../platform/storage/receive';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { storeFile } from '../user-files/service';
import { resourceAdminRoutes } from './admin-area';
import { downloadRoutes, downloaderOf, issueLink } from './links';
import { resourcesPolicy } from './policy';
import { presentResource } from './presenter';
import { createResource, deleteOwnResource, getResource, listOwnResources, listResources } from './service';

const idParams = z.object({ id: resourceId });
const ACCEPTED: ReadonlySet<string> = new Set(RESOURCE_FILE_MIMES);

export async function resourceRoutes(app: App) {
  const db = app.database.db;
  await app.register(downloadRoutes);
  await app.register(resourceAdminRoutes);

  app.get(
    '/api/resources',
    {
      schema: {
        operationId: 'resources.list',
        tags: ['resources'],
        summary:
          'The resource directory, newest update first, filtered by type (spec §3 enumeration) and words',
        querystring: resourceListQuery,
        response: { 200: envelopeOf(resourcePage), 422: errorEnvelope },
      },
    },
    async (req) => {
      resourcesPolicy.authorize(req.user, 'read', null);
      const { rows, total, counts } = await listResources(db, req.query);
      return ok({
        items: rows.map(presentResource),
        total,
        counts,
        page: req.query.page,
        pageSize: req.query.pageSize,
      });
    },
  );

  app.get(
    '/api/resources/:id',
    {
      schema: {
        operationId: 'resources.get',
        tags: ['resources'],
        summary: 'One resource',
        params: idParams,
        response: { 200: envelopeOf(resourceItem), ...errorResponses(404, 422) },
      },
    },
    async (req) => {
      resourcesPolicy.authorize(req.user, 'read', null);
      const row = await getResource(db, req.params.id);
      if (!row) throw idNotExist();
      return ok(presentResource(row));
    },
  );

  app.post(
    '/api/resources/:id/link',
    {
      schema: {
        operationId: 'resources.downloadLink',
        tags: ['resources'],
        summary: 'A signed download link valid for DOWNLOAD_LINK_SECONDS (visitors included)',
        params: idParams,
        response: { 200: envelopeOf(downloadLink), ...errorResponses(404, 422, 503) },
      },
    },
    async (req) => {
      resourcesPolicy.authorize(req.user, 'read', null);
      const row = await getResource(db, req.params.id);
      if (!row) throw idNotExist();
      return ok(issueLink(app, { k: 'r', id: row.resource.id, w: downloaderOf(req) }));
    },
  );

  app.get(
    '/api/my/resources',
    {
      schema: {
        operationId: 'resources.mine',
        tags: ['resources'],
        summary: "The enterprise user's own uploaded resources",
        querystring: pageQuery,
        response: { 200: envelopeOf(pageOf(resourceItem)), ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      resourcesPolicy.authorize(req.user, 'upload', null);
      const { rows, total } = await listOwnResources(db, req.user!.id, req.query);
      return ok({
        items: rows.map(presentResource),
        total,
        page: req.query.page,
        pageSize: req.query.pageSize,
      });
    },
  );

  app.post(
    '/api/my/resources',
    {
      preValidation: async (req) => resourcesPolicy.authorize(req.user, 'upload', null),
      schema: {
        operationId: 'resources.create',
        tags: ['resources'],
        summary:
          'An enterprise user uploads a resource (multipart: name, description, type, then file; file name ≤ 100, type checked by content); published directly',
        response: { 200: envelopeOf(resourceItem), ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      const max = app.config.RESOURCE_MAX_MB;
      const { fields, file } = await receiveFile(req, {
        tmpDir: path.join(app.config.dataDir, 'tmp', 'uploads'),
        maxBytes: max * 1024 * 1024,
        accept: (mime) => (mime && ACCEPTED.has(mime) ? mime : null),
        tooLarge: { key: 'resourceTooLarge', params: { max } },
      });
      const parsed = resourceUploadFields.safeParse(fields);
      if (!parsed.success) {
        await discard(file);
        const loc = contentLocaleOf(req);
        throw new AppError(
          422,
          Code.VALIDATION_FAILED,
          'validationFailed',
          {},
          parsed.error.issues.map((i) => {
            const field = String(i.path[0] ?? 'body');
            const label = fieldLabel(field, loc);
            const key =
              i.code === 'too_big' ? 'fieldTooLong' : fields[field] ? 'fieldInvalid' : 'fieldRequired';
            const max = i.code === 'too_big' ? Number(i.maximum) : 0;
            return { field, message: translate(key, loc, { field: label, max }) };
          }),
        );
      }
      const stored = await storeFile(db, app.storage, req.user!.id, file);
      const id = await createResource(db, req.user!.id, stored.id, parsed.data);
      return ok(presentResource((await getResource(db, id))!));
    },
  );

  app.delete(
    '/api/my/resources/:id',
    {
      preValidation: async (req) => resourcesPolicy.authorize(req.user, 'upload', null),
      schema: {
        operationId: 'resources.delete',
        tags: ['resources'],
        summary: 'Withdraw one of my resources (with its file); another enterprise’s resource is not found',
        params: idParams,
        response: { 200: envelopeOf(z.null()), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const key = await deleteOwnResource(db, req.user!.id, req.params.id);
      if (key === null) throw idNotExist();
      await app.storage.delete(key);
      return ok(null);
    },
  );
}
