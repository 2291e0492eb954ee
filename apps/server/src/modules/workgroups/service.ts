import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  nextState,
  offsetOf,
  sourcesOf,
  WORKGROUP_DETAIL_MEETINGS_MAX,
  WORKGROUP_DETAIL_MEMBERS_MAX,
  WORKGROUP_DISCUSSION_MAX,
  WORKGROUP_MEMBER_TRANSITIONS,
  type PageQuery,
  type WorkgroupMemberEvent,
  type WorkgroupMemberState,
} from '@occ/shared';
import type { Db } from '../../db/client';
import {
  questions,
  questionTags,
  tags,
  users,
  workgroupMeetings,
  workgroupMembers,
  workgroups,
} from '../../db/schema';
import { outer } from '../../db/sql';

export type WorkgroupRow = typeof workgroups.$inferSelect;
export type MeetingRow = typeof workgroupMeetings.$inferSelect;

/** Members (not pending or rejected requests) of the group row in the statement. */
export const memberCountSql = sql<number>`(select count(*)::int from ${workgroupMembers}
  where ${workgroupMembers.workgroupId} = ${outer(workgroups.id)} and ${workgroupMembers.state} = 'member')`;
const nextMeetingSql = sql<
  Date | string | null
>`(select min(${workgroupMeetings.startsAt}) from ${workgroupMeetings}
  where ${workgroupMeetings.workgroupId} = ${outer(workgroups.id)} and ${workgroupMeetings.startsAt} > now())`;

/** The public list: enabled groups in their console order, with member counts and next meeting. */
export async function listWorkgroups(db: Db, q: PageQuery) {
  const [items, [total]] = await Promise.all([
    db
      .select({ row: workgroups, memberCount: memberCountSql, nextMeetingAt: nextMeetingSql })
      .from(workgroups)
      .where(eq(workgroups.enabled, true))
      .orderBy(asc(workgroups.sort), asc(workgroups.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(workgroups).where(eq(workgroups.enabled, true)),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** An enabled group with its member count and next meeting, or null. */
export async function findWorkgroup(db: Db, id: number) {
  const [hit] = await db
    .select({ row: workgroups, memberCount: memberCountSql, nextMeetingAt: nextMeetingSql })
    .from(workgroups)
    .where(and(eq(workgroups.id, id), eq(workgroups.enabled, true)))
    .limit(1);
  return hit ?? null;
}

/** Everything the detail page shows besides the group itself, in parallel statements. */
export async function workgroupParts(db: Db, wg: WorkgroupRow, userId: string | null) {
  const [members, meetings, discussion, mine, requests] = await Promise.all([
    db
      .select({
        userId: workgroupMembers.userId,
        nickname: users.nickname,
        avatar: users.avatarUrl,
        role: workgroupMembers.role,
        joinedAt: sql<Date>`coalesce(${workgroupMembers.decidedAt}, ${workgroupMembers.createdAt})`,
      })
      .from(workgroupMembers)
      .innerJoin(users, eq(users.id, workgroupMembers.userId))
      .where(and(eq(workgroupMembers.workgroupId, wg.id), eq(workgroupMembers.state, 'member')))
      .orderBy(desc(workgroupMembers.role), asc(workgroupMembers.createdAt))
      .limit(WORKGROUP_DETAIL_MEMBERS_MAX),
    db
      .select()
      .from(workgroupMeetings)
      .where(eq(workgroupMeetings.workgroupId, wg.id))
      .orderBy(desc(workgroupMeetings.startsAt))
      .limit(WORKGROUP_DETAIL_MEETINGS_MAX),
    db
      .select({
        id: questions.id,
        title: questions.title,
        kind: questions.kind,
        zone: questions.zone,
        answersCount: questions.answersCount,
        createdAt: questions.createdAt,
      })
      .from(questions)
      .innerJoin(questionTags, eq(questionTags.questionId, questions.id))
      .innerJoin(tags, eq(tags.id, questionTags.tagId))
      .where(and(eq(tags.name, wg.tag), eq(questions.status, 'published')))
      .orderBy(desc(questions.createdAt))
      .limit(WORKGROUP_DISCUSSION_MAX),
    userId ? membershipOf(db, wg.id, userId) : Promise.resolve(null),
    db
      .select({
        userId: workgroupMembers.userId,
        nickname: users.nickname,
        message: workgroupMembers.message,
        requestedAt: workgroupMembers.createdAt,
      })
      .from(workgroupMembers)
      .innerJoin(users, eq(users.id, workgroupMembers.userId))
      .where(and(eq(workgroupMembers.workgroupId, wg.id), eq(workgroupMembers.state, 'pending')))
      .orderBy(asc(workgroupMembers.createdAt))
      .limit(WORKGROUP_DETAIL_MEMBERS_MAX),
  ]);
  return { members, meetings, discussion, mine, requests };
}

export async function membershipOf(db: Db, workgroupId: number, userId: string) {
  const [row] = await db
    .select({ state: workgroupMembers.state, role: workgroupMembers.role })
    .from(workgroupMembers)
    .where(and(eq(workgroupMembers.workgroupId, workgroupId), eq(workgroupMembers.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** A maintainer who is a member (not a pending request) of the group. */
export async function isMaintainer(db: Db, workgroupId: number, userId: string): Promise<boolean> {
  const m = await membershipOf(db, workgroupId, userId);
  return m?.state === 'member' && m.role === 'maintainer';
}

/**
 * Asks to join: a new pending request, or a fresh one after a rejection. False when the user is
 * already a member or already waiting (the caller answers 409).
 */
export async function requestToJoin(
  db: Db,
  workgroupId: number,
  userId: string,
  message: string,
): Promise<boolean> {
  const rows = await db
    .insert(workgroupMembers)
    .values({ workgroupId, userId, message, state: 'pending', role: 'member' })
    .onConflictDoUpdate({
      target: [workgroupMembers.workgroupId, workgroupMembers.userId],
      set: {
        state: 'pending',
        role: 'member',
        message,
        createdAt: sql`now()`,
        decidedAt: null,
        decidedBy: null,
      },
      setWhere: eq(workgroupMembers.state, 'rejected'),
    })
    .returning({ id: workgroupMembers.id });
  return rows.length > 0;
}

/** Leaves the group (or withdraws a pending request); false when there was nothing to leave. */
export async function leaveWorkgroup(db: Db, workgroupId: number, userId: string): Promise<boolean> {
  const rows = await db
    .delete(workgroupMembers)
    .where(
      and(
        eq(workgroupMembers.workgroupId, workgroupId),
        eq(workgroupMembers.userId, userId),
        inArray(workgroupMembers.state, ['pending', 'member']),
      ),
    )
    .returning({ id: workgroupMembers.id });
  return rows.length > 0;
}

/** `UPDATE … SET state = <next> WHERE state IN <sources>`: the new state, or null (the caller's 409). */
export async function decideMembership(
  db: Db,
  where: { id: number } | { workgroupId: number; userId: string },
  event: WorkgroupMemberEvent,
  actorId: string | null,
): Promise<WorkgroupMemberState | null> {
  const sources = sourcesOf(WORKGROUP_MEMBER_TRANSITIONS, event);
  const to = nextState(WORKGROUP_MEMBER_TRANSITIONS, sources[0]!, event)!;
  const key =
    'id' in where
      ? eq(workgroupMembers.id, where.id)
      : and(eq(workgroupMembers.workgroupId, where.workgroupId), eq(workgroupMembers.userId, where.userId));
  const rows = await db
    .update(workgroupMembers)
    .set({ state: to, decidedAt: new Date(), decidedBy: actorId })
    .where(and(key, inArray(workgroupMembers.state, sources)))
    .returning({ state: workgroupMembers.state });
  return rows.length > 0 ? to : null;
}
