import { sql } from 'drizzle-orm';
import { resources } from '../../../db/schema';
import { defineSearchKind } from '../registry';

/** Resources of the download directory (every row is public: enterprise uploads are published directly). */
export const resourceSearch = defineSearchKind({
  key: 'resources',
  table: resources,
  id: resources.id,
  updatedAt: resources.updatedAt,
  visible: sql`true`,
  title: resources.name,
  body: resources.description,
  publishedAt: resources.createdAt,
  url: (row) => `/community/download?resource=${row.id}`,
});
