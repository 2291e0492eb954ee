import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { offsetOf, type ModerationAction, type ModerationLogQuery } from '@occ/shared';
import type { Db } from '../../db/client';
import { moderationLog, posts, users, videos } from '../../db/schema';
import { findTarget } from '../interactions/targets';
import { authorColumns } from '../posts/store';

export interface LogEntry {
  /** null for an automatic (sensitive-word) decision */
  actorId: string | null;
  targetType: string;
  targetId: string;
  action: ModerationAction;
  reason?: string | null;
}

/** Records moderation actions (who, what, when, why) — in the caller's transaction. */
export async function writeModerationLog(tx: Db, ...entries: LogEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(moderationLog).values(
    entries.map((e) => ({
      actorId: e.actorId,
      targetType: e.targetType,
      targetId: e.targetId,
      action: e.action,
      reason: e.reason ?? null,
    })),
  );
}

/** reviews.log: one page of the moderation log, newest first, with the acting moderator. */
export async function listModerationLog(db: Db, q: ModerationLogQuery) {
  const where: SQL[] = [];
  if (q.targetType) where.push(eq(moderationLog.targetType, q.targetType));
  if (q.targetId) where.push(eq(moderationLog.targetId, q.targetId));
  if (q.actorId) where.push(eq(moderationLog.actorId, q.actorId));
  if (q.action) where.push(eq(moderationLog.action, q.action));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ log: moderationLog, actor: authorColumns })
      .from(moderationLog)
      .leftJoin(users, eq(users.id, moderationLog.actorId))
      .where(filter)
      .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(moderationLog).where(filter),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The titles of logged targets as they are now: posts and videos whatever their state, other
 * content through the interactions registry (null once gone or unpublished).
 */
export async function targetTitles(db: Db, refs: { targetType: string; targetId: string }[]) {
  const titles = new Map<string, string>();
  const ids = (type: string) => [
    ...new Set(refs.filter((r) => r.targetType === type).map((r) => r.targetId)),
  ];
  const [postRows, videoRows] = await Promise.all([
    ids('post').length
      ? db
          .select({ id: posts.id, title: posts.title })
          .from(posts)
          .where(inArray(posts.id, ids('post')))
      : [],
    ids('video').length
      ? db
          .select({ id: videos.id, title: videos.name })
          .from(videos)
          .where(inArray(videos.id, ids('video')))
      : [],
  ]);
  for (const r of postRows) titles.set(`post:${r.id}`, r.title);
  for (const r of videoRows) titles.set(`video:${r.id}`, r.title);
  const others = refs.filter((r) => r.targetType !== 'post' && r.targetType !== 'video');
  await Promise.all(
    others.map(async (r) => {
      const t = await findTarget(db, r.targetType, r.targetId);
      if (t) titles.set(`${r.targetType}:${r.targetId}`, t.title);
    }),
  );
  return titles;
}
