import type { WorkgroupDetail, WorkgroupListItem, WorkgroupMemberState, WorkgroupRole } from '@occ/shared';
import { renderMarkdown } from '../../platform/markdown';
import type { MeetingRow, WorkgroupRow, workgroupParts } from './service';

type Hit = { row: WorkgroupRow; memberCount: number; nextMeetingAt: Date | string | null };
type Parts = Awaited<ReturnType<typeof workgroupParts>>;

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** A list card in the reader's language. */
export function presentWorkgroup({ row, memberCount, nextMeetingAt }: Hit, en: boolean): WorkgroupListItem {
  return {
    id: row.id,
    name: en ? row.nameEn : row.nameZh,
    description: en ? row.descriptionEn : row.descriptionZh,
    tag: row.tag,
    memberCount: Number(memberCount),
    nextMeetingAt: iso(nextMeetingAt),
  };
}

async function presentMeeting(m: MeetingRow, en: boolean) {
  const [agendaHtml, minutesHtml] = await Promise.all([
    renderMarkdown(en ? m.agendaEn : m.agendaZh),
    renderMarkdown(en ? m.minutesEn : m.minutesZh),
  ]);
  return {
    id: m.id,
    startsAt: m.startsAt.toISOString(),
    title: en ? m.titleEn : m.titleZh,
    agendaHtml,
    minutesHtml,
    link: m.link,
    upcoming: m.startsAt.getTime() > Date.now(),
  };
}

/** The detail page: markdown becomes sanitised HTML; pending requests only for deciders. */
export async function presentWorkgroupDetail(
  hit: Hit,
  parts: Parts,
  en: boolean,
  mayDecide: boolean,
): Promise<WorkgroupDetail> {
  const { row } = hit;
  const [charterHtml, meetings] = await Promise.all([
    renderMarkdown(en ? row.charterEn : row.charterZh),
    Promise.all(parts.meetings.map((m) => presentMeeting(m, en))),
  ]);
  return {
    ...presentWorkgroup(hit, en),
    charterHtml,
    repositories: row.repositories,
    members: parts.members.map((m) => ({
      userId: m.userId,
      nickname: m.nickname,
      avatar: m.avatar,
      role: m.role as WorkgroupRole,
      joinedAt: new Date(m.joinedAt).toISOString(),
    })),
    meetings,
    discussion: parts.discussion.map((q) => ({ ...q, createdAt: q.createdAt.toISOString() })),
    mine: parts.mine
      ? { state: parts.mine.state as WorkgroupMemberState, role: parts.mine.role as WorkgroupRole }
      : null,
    mayDecide,
    requests: mayDecide
      ? parts.requests.map((r) => ({ ...r, requestedAt: r.requestedAt.toISOString() }))
      : [],
  };
}
