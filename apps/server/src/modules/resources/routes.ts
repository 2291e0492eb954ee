import path from 'node:path';
import { z } from 'zod';
import {
  downloadLink,
  envelopeOf,
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
  resourceProductOption,
} from '@occ/shared';
import { idNotExist } from '../../platform/errors';
import { receiveFile, discard } from '../../platform/storage/receive';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { storeFile } from '../user-files/service';
import { resourceAdminRoutes } from './admin-area';
import { checkResourceFields } from './fields';
import { downloadRoutes, downloaderOf, issueLink } from './links';
import { authorizeDownload, resourcesPolicy } from './policy';
import { mayReviewResources } from './review';
import { presentResource } from './presenter';
import { resourceUploadRoutes } from './upload-routes';
import {
  createResource,
  deleteOwnResource,
  getResource,
  listOwnResources,
  listResources,
  productOptions,
  updateOwnResource,
} from './service';

const idParams = z.object({ id: resourceId });
const ACCEPTED: ReadonlySet<string> = new Set(RESOURCE_FILE_MIMES);

export async function resourceRoutes(app: App) {
  const db = app.database.db;
  await app.register(downloadRoutes);
  await app.register(resourceAdminRoutes);
  await app.register(resourceUploadRoutes);

  app.get(
    '/api/resources',
    {
      schema: {
        operationId: 'resources.list',
        tags: ['resources'],
        summary:
          'The resource directory, newest update first, filtered by type (spec §3 enumeration), product code and words',
        querystring: resourceListQuery,
        response: { 200: envelopeOf(resourcePage), 422: errorEnvelope },
      },
    },
    async (req) => {
      resourcesPolicy.authorize(req.user, 'read', null);
      const { rows, total, counts, products } = await listResources(db, req.query, contentLocaleOf(req));
      return ok({
        items: rows.map(presentResource),
        total,
        counts,
        products,
        page: req.query.page,
        pageSize: req.query.pageSize,
      });
    },
  );

  app.get(
    '/api/resources/products',
    {
      schema: {
        operationId: 'resources.productOptions',
        tags: ['resources'],
        summary: 'The published products a resource may be for (the upload and edit forms)',
        response: { 200: envelopeOf(z.array(resourceProductOption)) },
      },
    },
    async (req) => {
      resourcesPolicy.authorize(req.user, 'read', null);
      return ok(await productOptions(db, contentLocaleOf(req)));
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
      const row = await getResource(db, req.params.id, req.user, contentLocaleOf(req));
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
        summary:
          'A signed download link valid for DOWNLOAD_LINK_SECONDS, as the resource\'s access allows (0 anyone, 1 signed-in: else 401, 2 certified enterprises: else 403 "Failed to obtain the download link")',
        params: idParams,
        response: { 200: envelopeOf(downloadLink), ...errorResponses(401, 403, 404, 422, 503) },
      },
    },
    async (req) => {
      resourcesPolicy.authorize(req.user, 'read', null);
      const row = await getResource(db, req.params.id, req.user);
      if (!row) throw idNotExist();
      authorizeDownload(req.user, row.resource, mayReviewResources(req.user));
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
      const { rows, total } = await listOwnResources(db, req.user!.id, req.query, contentLocaleOf(req));
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
          'An enterprise user uploads a resource (multipart: name, description, type, productId, version, fileLink, then file; file name ≤ 100, type checked by content; fileLink under FILE_LINK_BASE_DEV/PROD); public once approved in the approve queue (kind resource)',
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
      const checked = await checkResourceFields(db, app.config.fileLinkBases, req, fields).catch(
        async (e: unknown) => {
          await discard(file);
          throw e;
        },
      );
      const stored = await storeFile(db, app.storage, req.user!.id, file);
      const id = await createResource(db, req.user!.id, stored.id, checked);
      return ok(presentResource((await getResource(db, id, req.user, contentLocaleOf(req)))!));
    },
  );

  app.put(
    '/api/my/resources/:id',
    {
      preValidation: async (req) => resourcesPolicy.authorize(req.user, 'upload', null),
      schema: {
        operationId: 'resources.update',
        tags: ['resources'],
        summary:
          'Edit one of my resources (name, description, type, productId, version, fileLink; back to the approve queue, hidden until approved again); another enterprise’s resource is not found',
        params: idParams,
        body: z.record(z.string(), z.unknown()),
        response: { 200: envelopeOf(resourceItem), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const fields = await checkResourceFields(db, app.config.fileLinkBases, req, req.body);
      if (!(await updateOwnResource(db, req.user!.id, req.params.id, fields))) throw idNotExist();
      return ok(presentResource((await getResource(db, req.params.id, req.user, contentLocaleOf(req)))!));
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
