import { eq, inArray } from 'drizzle-orm';
import { resources, storedFiles } from '../../../db/schema';
import { defineSearchKind, intIds } from '../registry';

/** Resources of the download directory: public once approved (enterprise uploads wait for the approve queue). */
export const resourceSearch = defineSearchKind({
  key: 'resources',
  table: resources,
  id: resources.id,
  updatedAt: resources.updatedAt,
  visible: eq(resources.approved, true),
  title: resources.name,
  body: resources.description,
  publishedAt: resources.createdAt,
  facet: resources.productId,
  cards: async (db, ids) => {
    const rows = await db
      .select({ id: resources.id, size: storedFiles.size })
      .from(resources)
      .innerJoin(storedFiles, eq(storedFiles.id, resources.fileId))
      .where(inArray(resources.id, intIds(ids)));
    return new Map(
      rows.map((r) => [
        String(r.id),
        { kind: 'resources', size: Number(r.size), linkPath: `/api/resources/${r.id}/link` },
      ]),
    );
  },
  url: (row) => `/community/download?resource=${row.id}`,
});
