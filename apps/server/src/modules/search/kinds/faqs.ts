import { and, isNotNull, lte, sql } from 'drizzle-orm';
import { faqs } from '../../../db/schema';
import { defineSearchKind } from '../registry';

/** Published FAQ of the help page: the assistant's first source (no tab of the search page). */
export const faqSearch = defineSearchKind({
  key: 'faqs',
  tab: false,
  table: faqs,
  id: faqs.id,
  updatedAt: faqs.updatedAt,
  visible: and(isNotNull(faqs.publishedAt), lte(faqs.publishedAt, sql`now()`))!,
  visibleAt: faqs.publishedAt,
  title: sql`${faqs.questionZh} || ' ' || ${faqs.questionEn}`,
  body: sql`${faqs.answerZh} || ' ' || ${faqs.answerEn}`,
  publishedAt: faqs.publishedAt,
  extra: { category: faqs.category },
  url: (row) => `/help#faq-${String(row.category)}`,
});
