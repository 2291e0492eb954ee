import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { answers, comments, questions, targetCounters } from '../../db/schema';
import { shortenText } from '@occ/shared';
import { idNotExist } from '../../platform/errors';
import { markdownToText } from '../../platform/plain-text';
import { linkOf } from '../questions/community';
import { forgetQuestionCounts } from '../questions/list-held';
import { recomputeScore, recountAnswers } from '../questions/service';
import { findTarget } from '../interactions/targets';
import { writeModerationLog } from './log';
import { stateRefused, type Decision, type DecisionInput } from './outcome';

// Community items a sensitive word held (status 'held', issue 4): approve publishes them as if
// they had just been posted; reject deletes them (status 'deleted'). Each change is conditional
// on the item still being held, so two moderators cannot both decide.

interface Held {
  targetType: string;
  authorId: string;
  title: string;
  link: string | null;
}

async function heldQuestion(tx: Db, c: DecisionInput, status: string): Promise<Held | null> {
  const [q] = await tx
    .update(questions)
    .set({ status })
    .where(and(eq(questions.id, c.id), eq(questions.status, 'held')))
    .returning();
  if (!q) return null;
  forgetQuestionCounts(); // the list totals (modules/questions/list-held.ts)
  if (status === 'published') await recomputeScore(tx, q.id);
  return {
    targetType: q.kind,
    authorId: q.authorId,
    title: q.title,
    link: status === 'published' ? linkOf(q) : null,
  };
}

async function heldAnswer(tx: Db, c: DecisionInput, status: string): Promise<Held | null> {
  const [a] = await tx
    .update(answers)
    .set({ status })
    .where(and(eq(answers.id, c.id), eq(answers.status, 'held')))
    .returning();
  if (!a) return null;
  await recountAnswers(tx, a.questionId);
  const [q] = await tx.select().from(questions).where(eq(questions.id, a.questionId));
  return {
    targetType: 'answer',
    authorId: a.authorId,
    title: markdownToText(a.body, 60),
    link: q ? linkOf(q) : null,
  };
}

async function heldComment(tx: Db, c: DecisionInput, status: string): Promise<Held | null> {
  const [cm] = await tx
    .update(comments)
    .set({ status })
    .where(and(eq(comments.id, c.id), eq(comments.status, 'held')))
    .returning();
  if (!cm) return null;
  // a held comment was never counted on its target (comments/service.ts)
  if (status === 'published')
    await tx
      .insert(targetCounters)
      .values({ targetType: cm.targetType, targetId: cm.targetId, comments: 1 })
      .onConflictDoUpdate({
        target: [targetCounters.targetType, targetCounters.targetId],
        set: { comments: sql`${targetCounters.comments} + 1` },
      });
  const link = (await findTarget(tx, cm.targetType, cm.targetId))?.link ?? null;
  return { targetType: 'comment', authorId: cm.authorId, title: shortenText(cm.body, 60), link };
}

/** 404 when no item has the id, 409 when it exists but is no longer held. */
async function notHeld(tx: Db, id: string): Promise<never> {
  const found = await Promise.all([
    tx.select({ id: questions.id }).from(questions).where(eq(questions.id, id)),
    tx.select({ id: answers.id }).from(answers).where(eq(answers.id, id)),
    tx.select({ id: comments.id }).from(comments).where(eq(comments.id, id)),
  ]);
  throw found.some((rows) => rows.length > 0) ? stateRefused() : idNotExist();
}

export async function decideHeld(tx: Db, c: DecisionInput): Promise<Decision> {
  const status = c.action === 'approve' ? 'published' : 'deleted';
  const item =
    (await heldQuestion(tx, c, status)) ??
    (await heldAnswer(tx, c, status)) ??
    (await heldComment(tx, c, status)) ??
    (await notHeld(tx, c.id));
  await writeModerationLog(tx, {
    actorId: c.moderatorId,
    targetType: item.targetType,
    targetId: c.id,
    action: c.action,
    reason: c.reason,
  });
  return {
    result: { type: 'held', id: c.id, state: status },
    notices: [
      {
        userId: item.authorId,
        targetType: item.targetType,
        targetId: c.id,
        title: item.title,
        link: item.link,
        event: c.action,
        reason: c.reason ?? '',
      },
    ],
    rescore: null,
  };
}
