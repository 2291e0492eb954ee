import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { envelopeOf, errorResponses, ok, RESOURCE_FILE_MIMES } from '@occ/shared';
import { RESOURCE_FILE_UPLOAD_PATH, resourcesArea, type ResourceAreaBody } from '@occ/shared/admin';
import { resources } from '../../db/schema';
import { requirePermission } from '../../platform/access';
import type { AreaBinding } from '../../platform/admin-area/binding';
import { registerAdminArea } from '../../platform/admin-area/routes';
import { idNotExist } from '../../platform/errors';
import { receiveFile } from '../../platform/storage/receive';
import type { App } from '../../platform/types';
import { storeFile } from '../user-files/service';

const fileColumn = (col: string) =>
  sql.raw(`(select "${col}" from "stored_files" where "stored_files"."id" = "resources"."file_id")`);

const rowOf = (b: ResourceAreaBody) => ({
  name: b.name,
  description: b.description,
  type: Number(b.type),
  productId: b.productId,
  version: b.version,
  access: Number(b.access),
  fileId: b.fileId,
});

/** Resources in the console (a tab of the `resource` entry); staff resources have no owner. */
export const resourcesBinding: AreaBinding = {
  decl: resourcesArea as unknown as AreaBinding['decl'],
  table: resources,
  id: resources.id,
  columns: {
    name: resources.name,
    type: sql<string>`${resources.type}::text`,
    productId: resources.productId,
    fileName: fileColumn('name'),
    size: fileColumn('size'),
    downloads: resources.downloads,
    updatedAt: resources.updatedAt,
  },
  searchColumns: [resources.name, resources.description],
  opNames: {
    list: 'resources.adminList',
    get: 'resources.adminGet',
    create: 'resources.adminCreate',
    update: 'resources.adminUpdate',
    delete: 'resources.adminDelete',
  },
  async read(tx, id): Promise<ResourceAreaBody | null> {
    const [row] = await tx
      .select()
      .from(resources)
      .where(eq(resources.id, Number(id)))
      .limit(1);
    if (!row) return null;
    return {
      name: row.name,
      description: row.description,
      type: String(row.type) as ResourceAreaBody['type'],
      productId: row.productId,
      version: row.version,
      access: String(row.access) as ResourceAreaBody['access'],
      fileId: row.fileId,
    };
  },
  async create(tx, body) {
    const [row] = await tx
      .insert(resources)
      .values(rowOf(body as ResourceAreaBody))
      .returning({ id: resources.id });
    return row!.id;
  },
  async update(tx, id, body) {
    const rows = await tx
      .update(resources)
      .set({ ...rowOf(body as ResourceAreaBody), updatedAt: new Date() })
      .where(eq(resources.id, Number(id)))
      .returning({ id: resources.id });
    if (!rows.length) throw idNotExist();
  },
  async remove(tx, id) {
    const rows = await tx
      .delete(resources)
      .where(eq(resources.id, Number(id)))
      .returning({ id: resources.id });
    if (!rows.length) throw idNotExist();
  },
};

const ACCEPTED: ReadonlySet<string> = new Set(RESOURCE_FILE_MIMES);

/** The console area and the upload behind its `file` field (the file lands in the staff member's files). */
export async function resourceAdminRoutes(app: App) {
  registerAdminArea(app, resourcesBinding);
  app.post(
    RESOURCE_FILE_UPLOAD_PATH,
    {
      preValidation: async (req) => requirePermission(req.user, 'resources.create'),
      schema: {
        operationId: 'resources.uploadFile',
        tags: ['resources', 'admin'],
        summary:
          'Upload the file of a resource (multipart "file"; type checked by content); answers its file id',
        response: {
          200: envelopeOf(z.object({ id: z.number().int(), name: z.string(), size: z.number().int() })),
          ...errorResponses(401, 403, 422),
        },
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
      const row = await storeFile(app.database.db, app.storage, req.user!.id, file);
      return ok({ id: row.id, name: row.name, size: row.size });
    },
  );
}
