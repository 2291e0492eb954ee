import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { questions } from '../../../db/schema';
import { linkOf } from '../../questions/community';
import { defineSearchKind } from '../registry';

/**
 * Questions with an adopted answer, indexed by the question and that answer: a source of the
 * assistant (no tab of the search page: the question itself is in the Q&A tab). Read from the
 * questions table, so adopting (which changes the question) reindexes it.
 */
export const answerSearch = defineSearchKind({
  key: 'answers',
  tab: false,
  table: questions,
  id: questions.id,
  updatedAt: questions.updatedAt,
  visible: and(
    eq(questions.status, 'published'),
    isNotNull(questions.adoptedAnswerId),
    sql`exists (select 1 from answers a where a.id = ${questions.adoptedAnswerId} and a.status = 'published')`,
  )!,
  title: questions.title,
  body: sql`coalesce((select a.body from answers a where a.id = ${questions.adoptedAnswerId}), '')`,
  publishedAt: questions.createdAt,
  extra: { kind: questions.kind, zone: questions.zone },
  url: (row) => linkOf({ id: row.id, kind: String(row.kind), zone: String(row.zone) }),
});
