import { and, isNotNull, lte, sql } from 'drizzle-orm';
import { componentPath } from '@occ/shared';
import { ossComponents } from '../../../db/schema';
import { defineSearchKind } from '../registry';

/** Published open-source components (never-published ones and those scheduled later never). */
export const componentSearch = defineSearchKind({
  key: 'components',
  table: ossComponents,
  id: ossComponents.id,
  updatedAt: ossComponents.updatedAt,
  visible: and(isNotNull(ossComponents.publishedAt), lte(ossComponents.publishedAt, sql`now()`))!,
  title: sql`${ossComponents.nameZh} || ' ' || ${ossComponents.nameEn}`,
  body: sql`${ossComponents.summaryZh} || ' ' || ${ossComponents.summaryEn} || ' ' || ${ossComponents.code} || ' ' || array_to_string(${ossComponents.chips}, ' ')`,
  publishedAt: ossComponents.publishedAt,
  visibleAt: ossComponents.publishedAt,
  extra: { code: ossComponents.code },
  url: (row) => componentPath(String(row.code)),
});
