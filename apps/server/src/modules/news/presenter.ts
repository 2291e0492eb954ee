import type { NewsDetail, NewsSummary } from '@occ/shared';
import type { Actor } from '../../platform/policy';
import { renderMarkdown } from '../../platform/markdown';
import { newsPolicy } from './policy';
import type { getNews, NewsRow } from './service';

export function presentNewsSummary(row: NewsRow): NewsSummary {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    coverUrl: row.coverUrl,
    source: row.source,
    publishedAt: row.publishedAt!.toISOString(),
    locale: row.locale,
  };
}

export async function presentNewsDetail(
  row: Awaited<ReturnType<typeof getNews>>,
  actor: Actor,
): Promise<NewsDetail> {
  return {
    ...presentNewsSummary(row),
    html: await renderMarkdown(row.body),
    updatedAt: row.updatedAt.toISOString(),
    prevId: row.prevId,
    nextId: row.nextId,
    can: { update: newsPolicy.can(actor, 'update', null), delete: newsPolicy.can(actor, 'delete', null) },
  };
}
