import { and, isNotNull, lte, sql } from 'drizzle-orm';
import { news } from '../../../db/schema';
import { defineSearchKind } from '../registry';

// the Chinese text first (snippets then stay in one language where they can), then the other
// languages' titles and texts: a Chinese or an English word finds the item
const texts = sql.raw(
  `(select string_agg(case when i.locale = 'zh-CN' then i.summary || ' ' || i.body ` +
    `else i.title || ' ' || i.summary || ' ' || i.body end, ' ' order by i.locale <> 'zh-CN', i.locale) ` +
    `from news_i18n i where i.news_id = "news"."id")`,
);

/** News whose publication time has come (unpublished drafts never). */
export const newsSearch = defineSearchKind({
  key: 'news',
  table: news,
  id: news.id,
  updatedAt: news.updatedAt,
  visible: and(isNotNull(news.publishedAt), lte(news.publishedAt, sql`now()`))!,
  // the Chinese title first (the site's default language), else any
  title: sql.raw(
    `coalesce((select title from news_i18n i where i.news_id = "news"."id" order by i.locale <> 'zh-CN', i.locale limit 1), '')`,
  ),
  body: sql`coalesce(${texts}, '')`,
  publishedAt: news.publishedAt,
  url: (row) => `/new/${row.id}`,
});
