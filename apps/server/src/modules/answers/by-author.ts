import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import {
  offsetOf,
  type AuthorAnswerListQuery,
  type AuthoredAnswer,
  type QuestionKind,
  type QuestionZone,
} from '@occ/shared';
import type { Db } from '../../db/client';
import { answers, questions, targetCounters } from '../../db/schema';
import { markdownToText } from '../../platform/plain-text';

const EXCERPT_MAX = 160;

/**
 * One author's answers, newest first (index answers_author_idx on author_id, created_at). Only
 * answers that a reader of the thread would see: published answers of published questions;
 * held answers are listed to their author alone, as questions.list does for held questions.
 */
export async function listAnswersByAuthor(db: Db, query: AuthorAnswerListQuery, viewerId: string | null) {
  const own = viewerId !== null && viewerId === query.authorId;
  const where: SQL[] = [
    eq(answers.authorId, query.authorId),
    own ? or(eq(answers.status, 'published'), eq(answers.status, 'held'))! : eq(answers.status, 'published'),
    eq(questions.status, 'published'),
  ];
  const filter = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        a: {
          id: answers.id,
          body: answers.body,
          status: answers.status,
          createdAt: answers.createdAt,
        },
        q: {
          id: questions.id,
          kind: questions.kind,
          zone: questions.zone,
          title: questions.title,
          adoptedAnswerId: questions.adoptedAnswerId,
        },
        likes: targetCounters.likes,
      })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .leftJoin(
        targetCounters,
        and(eq(targetCounters.targetType, 'answer'), eq(targetCounters.targetId, answers.id)),
      )
      .where(filter)
      .orderBy(desc(answers.createdAt), desc(answers.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db
      .select({ n: count() })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(filter),
  ]);
  return { rows, total: total?.n ?? 0 };
}

type Listed = Awaited<ReturnType<typeof listAnswersByAuthor>>['rows'][number];

/** Public fields only: the question's id, kind, zone and title, and a plain-text excerpt. */
export const presentAuthoredAnswer = (r: Listed): AuthoredAnswer => ({
  id: r.a.id,
  question: {
    id: r.q.id,
    kind: r.q.kind as QuestionKind,
    zone: r.q.zone as QuestionZone,
    title: r.q.title,
  },
  excerpt: markdownToText(r.a.body, EXCERPT_MAX),
  adopted: r.q.adoptedAnswerId === r.a.id,
  likes: r.likes ?? 0,
  status: r.a.status,
  createdAt: r.a.createdAt.toISOString(),
});
