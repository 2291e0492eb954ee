import { eq, sql } from 'drizzle-orm';
import { questions } from '../../../db/schema';
import { linkOf } from '../../questions/community';
import { defineSearchKind } from '../registry';

/** Questions and topics that are published (held for review and deleted ones never). */
export const questionSearch = defineSearchKind({
  key: 'questions',
  table: questions,
  id: questions.id,
  updatedAt: questions.updatedAt,
  visible: eq(questions.status, 'published'),
  title: questions.title,
  body: questions.description,
  publishedAt: questions.createdAt,
  image: sql`${questions.images}[1]`,
  extra: { kind: questions.kind, zone: questions.zone },
  url: (row) => linkOf({ id: row.id, kind: String(row.kind), zone: String(row.zone) }),
});
