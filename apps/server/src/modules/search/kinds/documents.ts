import { and, isNotNull, lte, sql } from 'drizzle-orm';
import { documents } from '../../../db/schema';
import { defineSearchKind } from '../registry';
import { localisedTexts } from './localised';

const { title, texts } = localisedTexts({
  i18n: 'document_i18n',
  itemId: 'document_id',
  table: 'documents',
  title: 'title',
  texts: ['summary', 'body'],
});

/** Documents of the document centre whose publication time has come (drafts never). */
export const documentSearch = defineSearchKind({
  key: 'documents',
  table: documents,
  id: documents.id,
  updatedAt: documents.updatedAt,
  visible: and(isNotNull(documents.publishedAt), lte(documents.publishedAt, sql`now()`))!,
  title,
  body: sql`coalesce(${texts}, '')`,
  publishedAt: documents.publishedAt,
  visibleAt: documents.publishedAt,
  url: (row) => `/community/document/${row.id}`,
});
