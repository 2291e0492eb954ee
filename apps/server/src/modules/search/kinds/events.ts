import { and, isNotNull, lte, sql } from 'drizzle-orm';
import { events } from '../../../db/schema';
import { defineSearchKind } from '../registry';

/**
 * Published activities and competitions (open, closed or cancelled ones stay findable, as their
 * pages stay readable); drafts and those whose publication time has not come never.
 */
export const eventSearch = defineSearchKind({
  key: 'events',
  table: events,
  id: events.id,
  updatedAt: events.updatedAt,
  visible: and(
    isNotNull(events.publishedAt),
    lte(events.publishedAt, sql`now()`),
    sql`${events.state} <> 'draft'`,
  )!,
  title: sql`${events.titleZh} || ' ' || ${events.titleEn}`,
  body: sql`${events.summaryZh} || ' ' || ${events.summaryEn} || ' ' || ${events.place} || ' ' || ${events.bodyZh} || ' ' || ${events.bodyEn}`,
  publishedAt: events.publishedAt,
  visibleAt: events.publishedAt,
  extra: { eventKind: events.kind, slug: events.slug },
  url: (row) =>
    `/${row.eventKind === 'competition' ? 'competition' : 'activity'}/${encodeURIComponent(String(row.slug))}`,
});
