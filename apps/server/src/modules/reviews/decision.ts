import { and, eq, sql } from 'drizzle-orm';
import { shortenText, translate, type CompleteLocale, type ReviewResult, type ReviewType } from '@occ/shared';
import type { Db } from '../../db/client';
import { reports } from '../../db/schema';
import type { App } from '../../platform/types';
import { notify } from '../notifications/notify';
import { recomputePostScore } from '../posts/score';
import { handleReport } from '../reports/service';
import { decidePost, decideVideo, takeDown } from './content';
import { decideHeld } from './held';
import { writeModerationLog } from './log';
import { stateRefused, type Decision, type DecisionInput, type Notice } from './outcome';

/**
 * Reports: approve resolves (the report was right), reject ignores it, remove takes the content
 * down and resolves every pending report on it. Logged against the reported content.
 */
async function decideReport(tx: Db, c: DecisionInput): Promise<Decision> {
  const report = await handleReport(tx, c.id, c.moderatorId, c.action === 'reject' ? 'ignored' : 'resolved');
  const target = { targetType: report.targetType, targetId: report.targetId };
  await writeModerationLog(tx, {
    actorId: c.moderatorId,
    ...target,
    action: c.action === 'reject' ? 'report_ignore' : 'report_resolve',
    reason: c.reason ?? report.reason,
  });
  if (c.action !== 'remove')
    return { result: { type: 'report', id: report.id, state: report.status }, notices: [], rescore: null };
  const removed = await takeDown(tx, c, report.targetType, report.targetId);
  await tx
    .update(reports)
    .set({ status: 'resolved', handledBy: c.moderatorId, handledAt: sql`now()` })
    .where(
      and(
        eq(reports.targetType, report.targetType),
        eq(reports.targetId, report.targetId),
        eq(reports.status, 'pending'),
      ),
    );
  return { ...removed, result: { type: 'report', id: report.id, state: 'resolved' } };
}

const DECIDERS: Record<ReviewType, (tx: Db, c: DecisionInput) => Promise<Decision>> = {
  post: decidePost,
  video: decideVideo,
  report: decideReport,
  held: decideHeld,
};

// The author's language is not stored, so a notice carries both (Chinese first, the default).
const LOCALES: CompleteLocale[] = ['zh-CN', 'en-US'];
const NOTICE_KEY = {
  approve: 'reviewApprovedNotice',
  reject: 'reviewRejectedNotice',
  remove: 'reviewRemovedNotice',
} as const;

/** A system notification to the author with the cause (the full cause stays on the content). */
async function tellAuthor(app: App, n: Notice): Promise<void> {
  const params = { title: shortenText(n.title, 40), reason: shortenText(n.reason, 60) };
  await notify(app, {
    userId: n.userId,
    category: 'system',
    kind: 'system',
    targetType: n.targetType,
    targetId: n.targetId,
    summary: LOCALES.map((l) => translate(NOTICE_KEY[n.event], l, params)).join(' / '),
    link: n.link ?? undefined,
  });
}

/**
 * reviews.approve / reject / remove: the state change and its moderation_log line commit together
 * (refused transitions answer 409 and write nothing); the author is notified afterwards.
 */
export async function decide(app: App, type: ReviewType, input: DecisionInput): Promise<ReviewResult> {
  const { db } = app.database;
  if (type === 'held' && input.action === 'remove') throw stateRefused();
  const decision = await db.transaction((tx) => DECIDERS[type](tx as unknown as Db, input));
  if (decision.rescore) await recomputePostScore(db, decision.rescore.id);
  for (const n of decision.notices) await tellAuthor(app, n);
  return decision.result;
}
