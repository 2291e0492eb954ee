import { eq } from 'drizzle-orm';
import { resources } from '../../../db/schema';
import { defineSearchKind } from '../registry';

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
  url: (row) => `/community/download?resource=${row.id}`,
});
