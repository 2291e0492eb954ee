import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shortenText } from '@occ/shared';
import { answers, comments, questions } from '../../db/schema';
import { markdownToText } from '../../platform/plain-text';
import { findTarget, registerTarget } from '../interactions/targets';
import { linkOf } from './community';
import { recomputeScore } from './service';

// Registers this area's target types with the interactions registry (likes, collections,
// reports, comments check targets through it). Only published items are targets.

async function questionOf(db: Db, id: string, kind?: string) {
  const [q] = await db
    .select({
      id: questions.id,
      kind: questions.kind,
      zone: questions.zone,
      authorId: questions.authorId,
      title: questions.title,
      status: questions.status,
    })
    .from(questions)
    .where(eq(questions.id, id))
    .limit(1);
  if (!q || q.status !== 'published' || (kind && q.kind !== kind)) return null;
  return q;
}

async function answerOf(db: Db, id: string) {
  const [a] = await db
    .select({
      id: answers.id,
      authorId: answers.authorId,
      body: answers.body,
      questionId: answers.questionId,
    })
    .from(answers)
    .where(and(eq(answers.id, id), eq(answers.status, 'published')))
    .limit(1);
  if (!a) return null;
  const q = await questionOf(db, a.questionId);
  return q ? { a, q } : null;
}

export function registerCommunityTargets(): void {
  for (const kind of ['question', 'topic'] as const)
    registerTarget(kind, {
      async exists(db, id) {
        const q = await questionOf(db, id, kind);
        return q ? { authorId: q.authorId, link: linkOf(q), title: q.title } : null;
      },
      // likes feed the hotness score (sort "Hottest")
      countersChanged: (db, id) => recomputeScore(db, id),
    });
  registerTarget('answer', {
    async exists(db, id) {
      const r = await answerOf(db, id);
      return r ? { authorId: r.a.authorId, link: linkOf(r.q), title: markdownToText(r.a.body, 60) } : null;
    },
  });
  registerTarget('comment', {
    async exists(db, id) {
      const [c] = await db
        .select()
        .from(comments)
        .where(and(eq(comments.id, id), eq(comments.status, 'published')))
        .limit(1);
      if (!c) return null;
      let link: string | null = null;
      if (c.targetType === 'answer') {
        const r = await answerOf(db, c.targetId);
        link = r ? linkOf(r.q) : null;
      } else if (c.targetType === 'question' || c.targetType === 'topic') {
        const q = await questionOf(db, c.targetId);
        link = q ? linkOf(q) : null;
      } else {
        // comments on other targets (issue 5: posts, videos): their own registry entry links
        link = (await findTarget(db, c.targetType, c.targetId))?.link ?? null;
      }
      return link ? { authorId: c.authorId, link, title: shortenText(c.body, 60) } : null;
    },
  });
}
