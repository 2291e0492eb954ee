import { and, isNotNull, lte, sql } from 'drizzle-orm';
import { news } from '../../../db/schema';
import { defineSearchKind } from '../registry';
import { localisedTexts } from './localised';

const { title, texts } = localisedTexts({
  i18n: 'news_i18n',
  itemId: 'news_id',
  table: 'news',
  title: 'title',
  texts: ['summary', 'body'],
});

/** News whose publication time has come (unpublished drafts never). */
export const newsSearch = defineSearchKind({
  key: 'news',
  table: news,
  id: news.id,
  updatedAt: news.updatedAt,
  visible: and(isNotNull(news.publishedAt), lte(news.publishedAt, sql`now()`))!,
  title,
  body: sql`coalesce(${texts}, '')`,
  publishedAt: news.publishedAt,
  visibleAt: news.publishedAt,
  url: (row) => `/new/${row.id}`,
});
