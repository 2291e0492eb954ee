import { and, arrayContains, count, desc, eq, inArray, not, type SQL } from 'drizzle-orm';
import { Code, type FollowState } from '@occ/shared';
import type { Db } from '../../db/client';
import { answers, follows, questions, users } from '../../db/schema';
import { AppError, idNotExist } from '../../platform/errors';
import { countListedPosts } from '../posts/reading';
import { countPublishedVideos } from '../videos/service';
import { followStateOf, socialUserColumns, type SocialUserRow } from './presenter';

export async function findUser(db: Db, id: string): Promise<SocialUserRow & { profile: string | null }> {
  const [row] = await db
    .select({ ...socialUserColumns, profile: users.profile })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw idNotExist();
  return row;
}

async function edges(db: Db, viewerId: string, others: string[]) {
  if (others.length === 0) return { iFollow: new Set<string>(), theyFollow: new Set<string>() };
  const [mine, theirs] = await Promise.all([
    db
      .select({ id: follows.followeeId })
      .from(follows)
      .where(and(eq(follows.followerId, viewerId), inArray(follows.followeeId, others))),
    db
      .select({ id: follows.followerId })
      .from(follows)
      .where(and(eq(follows.followeeId, viewerId), inArray(follows.followerId, others))),
  ]);
  return { iFollow: new Set(mine.map((r) => r.id)), theyFollow: new Set(theirs.map((r) => r.id)) };
}

/** The viewer's relation to each user (all 'none' for a visitor). */
export async function followStates(db: Db, viewerId: string | null, others: string[]) {
  const states = new Map<string, FollowState>();
  if (!viewerId) {
    for (const id of others) states.set(id, 'none');
    return states;
  }
  const { iFollow, theyFollow } = await edges(db, viewerId, others);
  for (const id of others) states.set(id, followStateOf(viewerId, id, iFollow.has(id), theyFollow.has(id)));
  return states;
}

/** Follows a user (idempotent); following oneself is refused with 422 "Can't pay attention to yourself". */
export async function follow(db: Db, followerId: string, followeeId: string) {
  if (followerId === followeeId) throw new AppError(422, Code.VALIDATION_FAILED, 'cannotFollowSelf');
  await findUser(db, followeeId);
  const inserted = await db
    .insert(follows)
    .values({ followerId, followeeId })
    .onConflictDoNothing()
    .returning({ at: follows.createdAt });
  const state = (await followStates(db, followerId, [followeeId])).get(followeeId)!;
  return { state, created: inserted.length > 0 };
}

export async function unfollow(db: Db, followerId: string, followeeId: string) {
  await findUser(db, followeeId);
  await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
  return { state: followerId === followeeId ? ('self' as const) : ('none' as const) };
}

/** Removes a fan: the fan no longer follows me (404 when they did not). */
export async function removeFan(db: Db, userId: string, fanId: string) {
  const removed = await db
    .delete(follows)
    .where(and(eq(follows.followerId, fanId), eq(follows.followeeId, userId)))
    .returning({ id: follows.followerId });
  if (removed.length === 0) throw idNotExist();
}

/** The people `userId` follows (direction 'follows') or their fans ('fans'), newest first. */
export async function listEdges(
  db: Db,
  direction: 'follows' | 'fans',
  userId: string,
  q: { page: number; pageSize: number; kind: 'all' | 'user' | 'vendor' },
) {
  await findUser(db, userId);
  const mine = direction === 'follows' ? follows.followerId : follows.followeeId;
  const other = direction === 'follows' ? follows.followeeId : follows.followerId;
  const where: SQL[] = [eq(mine, userId)];
  if (q.kind === 'vendor') where.push(arrayContains(users.roles, ['vendor']));
  if (q.kind === 'user') where.push(not(arrayContains(users.roles, ['vendor'])));
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...socialUserColumns, since: follows.createdAt })
      .from(follows)
      .innerJoin(users, eq(users.id, other))
      .where(cond)
      .orderBy(desc(follows.createdAt), desc(users.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(follows).innerJoin(users, eq(users.id, other)).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Profile counts: fans, follows, Q&A (the user's published questions and topics plus published
 * answers) and blog posts (published public ones, issue 5).
 */
export async function profileCounts(db: Db, userId: string) {
  const [[fans], [followed], [qs], [as]] = await Promise.all([
    db.select({ n: count() }).from(follows).where(eq(follows.followeeId, userId)),
    db.select({ n: count() }).from(follows).where(eq(follows.followerId, userId)),
    db
      .select({ n: count() })
      .from(questions)
      .where(and(eq(questions.authorId, userId), eq(questions.status, 'published'))),
    db
      .select({ n: count() })
      .from(answers)
      .where(and(eq(answers.authorId, userId), eq(answers.status, 'published'))),
  ]);
  return {
    fans: fans?.n ?? 0,
    follows: followed?.n ?? 0,
    // issue 5: published public posts and published videos
    posts: await countListedPosts(db, userId),
    videos: await countPublishedVideos(db, userId),
    qa: (qs?.n ?? 0) + (as?.n ?? 0),
  };
}
