import { and, eq } from 'drizzle-orm';
import { shortenText, translate, type CompleteLocale, type MessageKey } from '@occ/shared';
import { workgroupMeetings, workgroupMembers, workgroups } from '../../db/schema';
import type { App } from '../../platform/types';
import { notify } from '../notifications/notify';

// Workgroup notices in the message centre (system tab): an applicant hears of the decision on a
// join request, members hear of a new meeting. The reader's language is not stored, so a notice
// carries both (Chinese first, the default), as the review notices do. Notification targets are
// uuids, so a notice names its kind (`targetType`) and leads to the group's page by its link.

const LOCALES: CompleteLocale[] = ['zh-CN', 'en-US'];
const both = (key: MessageKey, params: (l: CompleteLocale) => Record<string, string>) =>
  LOCALES.map((l) => translate(key, l, params(l))).join(' / ');
const pathOf = (workgroupId: number) => `/community/workgroup/${workgroupId}`;

async function groupOf(app: App, workgroupId: number) {
  const [g] = await app.database.db
    .select({ nameZh: workgroups.nameZh, nameEn: workgroups.nameEn })
    .from(workgroups)
    .where(eq(workgroups.id, workgroupId))
    .limit(1);
  return g ?? null;
}

/** The applicant of a decided join request (by the request's row or by group and user). */
export async function tellApplicant(
  app: App,
  where: { id: number } | { workgroupId: number; userId: string },
  state: string,
  actorId?: string,
): Promise<void> {
  if (state !== 'member' && state !== 'rejected') return;
  const key =
    'id' in where
      ? eq(workgroupMembers.id, where.id)
      : and(eq(workgroupMembers.workgroupId, where.workgroupId), eq(workgroupMembers.userId, where.userId));
  const [m] = await app.database.db
    .select({ userId: workgroupMembers.userId, workgroupId: workgroupMembers.workgroupId })
    .from(workgroupMembers)
    .where(key)
    .limit(1);
  const g = m ? await groupOf(app, m.workgroupId) : null;
  if (!m || !g) return;
  const notice = state === 'member' ? 'workgroupJoinApprovedNotice' : 'workgroupJoinRejectedNotice';
  await notify(app, {
    userId: m.userId,
    category: 'system',
    kind: 'system',
    actorId,
    targetType: 'workgroup',
    summary: both(notice, (l) => ({ name: l === 'zh-CN' ? g.nameZh : g.nameEn })),
    link: pathOf(m.workgroupId),
  });
}

/** Every member of the meeting's group (maintainers included) hears of a new meeting. */
export async function tellMembersOfMeeting(app: App, meetingId: number, actorId?: string): Promise<void> {
  const { db } = app.database;
  const [meeting] = await db
    .select()
    .from(workgroupMeetings)
    .where(eq(workgroupMeetings.id, meetingId))
    .limit(1);
  const g = meeting ? await groupOf(app, meeting.workgroupId) : null;
  if (!meeting || !g) return;
  const members = await db
    .select({ userId: workgroupMembers.userId })
    .from(workgroupMembers)
    .where(and(eq(workgroupMembers.workgroupId, meeting.workgroupId), eq(workgroupMembers.state, 'member')));
  const time = meeting.startsAt.toISOString().slice(0, 16).replace('T', ' ');
  const summary = both('workgroupMeetingNotice', (l) => ({
    name: l === 'zh-CN' ? g.nameZh : g.nameEn,
    title: shortenText(l === 'zh-CN' ? meeting.titleZh : meeting.titleEn, 40),
    time,
  }));
  for (const m of members) {
    await notify(app, {
      userId: m.userId,
      category: 'system',
      kind: 'system',
      actorId,
      targetType: 'workgroupMeeting',
      summary,
      link: pathOf(meeting.workgroupId),
    });
  }
}
