import { and, eq, inArray, sql } from 'drizzle-orm';
import { POST_TRANSITIONS, postLink, shortenText, sourcesOf } from '@occ/shared';
import type { Db } from '../../db/client';
import { posts, videos } from '../../db/schema';
import { idNotExist } from '../../platform/errors';
import { markdownToText } from '../../platform/plain-text';
import { nextStateSql } from '../posts/store';
import { answerRow, deleteAnswer } from '../answers/service';
import { commentRow, deleteComment } from '../comments/service';
import { linkOf } from '../questions/community';
import { deleteQuestion, questionRow } from '../questions/service';
import { applyVideoReview, type VideoReviewEvent } from '../videos/review';
import { videoLink } from '../videos/targets';
import { writeModerationLog } from './log';
import { stateRefused, type Decision, type DecisionInput } from './outcome';

// Moderators' decisions on blog posts and videos (approve, reject, remove through the transition
// tables) and taking down reported community items — each with its log line, in the caller's
// transaction.

export async function decidePost(tx: Db, c: DecisionInput): Promise<Decision> {
  const event = c.action;
  const cause =
    event === 'approve'
      ? { releasedAt: sql`coalesce(${posts.releasedAt}, now())`, failureCause: null, removalReason: null }
      : event === 'reject'
        ? { failureCause: c.reason }
        : { removalReason: c.reason };
  const [row] = await tx
    .update(posts)
    .set({ state: nextStateSql(posts.state, POST_TRANSITIONS, event), reviewedAt: sql`now()`, ...cause })
    .where(and(eq(posts.id, c.id), inArray(posts.state, sourcesOf(POST_TRANSITIONS, event))))
    .returning();
  if (!row) {
    const [exists] = await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, c.id));
    throw exists ? stateRefused() : idNotExist();
  }
  await writeModerationLog(tx, {
    actorId: c.moderatorId,
    targetType: 'post',
    targetId: row.id,
    action: event,
    reason: c.reason,
  });
  return {
    result: { type: 'post', id: row.id, state: row.state },
    notices: [
      {
        userId: row.authorId,
        targetType: 'post',
        targetId: row.id,
        title: row.title,
        link: postLink(row.id),
        event,
        reason: c.reason ?? '',
      },
    ],
    rescore: event === 'reject' ? null : { type: 'post', id: row.id },
  };
}

/** Videos go through the videos module's own conditional UPDATE (approve needs a finished transcode). */
export async function decideVideo(tx: Db, c: DecisionInput): Promise<Decision> {
  const event = c.action as VideoReviewEvent;
  const row = await applyVideoReview(tx, c.id, event, c.reason ?? undefined);
  if (!row) {
    const [exists] = await tx.select({ id: videos.id }).from(videos).where(eq(videos.id, c.id));
    throw exists ? stateRefused() : idNotExist();
  }
  await writeModerationLog(tx, {
    actorId: c.moderatorId,
    targetType: 'video',
    targetId: row.id,
    action: event,
    reason: c.reason,
  });
  return {
    result: { type: 'video', id: row.id, state: row.state },
    notices: [
      {
        userId: row.authorId,
        targetType: 'video',
        targetId: row.id,
        title: row.name,
        link: videoLink(row.id),
        event,
        reason: c.reason ?? '',
      },
    ],
    rescore: null,
  };
}

/**
 * Takes reported content down: a post or video is removed from the shelf with the reason (its
 * author sees it); a question, topic, answer or comment is deleted as its author would delete it.
 */
export async function takeDown(
  tx: Db,
  c: DecisionInput,
  targetType: string,
  targetId: string,
): Promise<Decision> {
  const input = { ...c, id: targetId, action: 'remove' as const };
  if (targetType === 'post') return decidePost(tx, input);
  if (targetType === 'video') return decideVideo(tx, input);
  let notice: { userId: string; title: string; link: string | null };
  if (targetType === 'question' || targetType === 'topic') {
    const q = await questionRow(tx, targetId);
    await deleteQuestion(tx, q);
    notice = { userId: q.authorId, title: q.title, link: null };
  } else if (targetType === 'answer') {
    const a = await answerRow(tx, targetId);
    await deleteAnswer(tx, a);
    const q = await questionRow(tx, a.questionId).catch(() => null);
    notice = { userId: a.authorId, title: markdownToText(a.body, 60), link: q ? linkOf(q) : null };
  } else if (targetType === 'comment') {
    const cm = await commentRow(tx, targetId);
    await deleteComment(tx, cm);
    notice = { userId: cm.authorId, title: shortenText(cm.body, 60), link: null };
  } else throw stateRefused();
  await writeModerationLog(tx, {
    actorId: c.moderatorId,
    targetType,
    targetId,
    action: 'remove',
    reason: c.reason,
  });
  return {
    result: { type: 'report', id: c.id, state: 'resolved' },
    notices: [{ ...notice, targetType, targetId, event: 'remove', reason: c.reason ?? '' }],
    rescore: null,
  };
}
