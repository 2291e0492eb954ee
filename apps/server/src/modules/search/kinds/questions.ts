import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { questions } from '../../../db/schema';
import { linkOf } from '../../questions/community';
import { defineSearchKind, uuidIds } from '../registry';

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
  cards: async (db, ids) => {
    const rows = await db
      .select({
        id: questions.id,
        answers: questions.answersCount,
        adopted: isNotNull(questions.adoptedAnswerId),
      })
      .from(questions)
      .where(inArray(questions.id, uuidIds(ids)));
    return new Map(
      rows.map((r) => [r.id, { kind: 'questions', answers: r.answers, adopted: Boolean(r.adopted) }]),
    );
  },
  url: (row) => linkOf({ id: row.id, kind: String(row.kind), zone: String(row.zone) }),
});
