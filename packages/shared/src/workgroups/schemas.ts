import { z } from 'zod';
import { pageOf, pageQuery } from '../pagination';
import type { TransitionTable } from '../states/machine';

// Workgroups (special-interest groups, spec §2 `/community/workgroup`): what the API answers and
// accepts, with the limits the console form and the server share.

export const WORKGROUP_NAME_MAX = 80;
export const WORKGROUP_DESCRIPTION_MAX = 500;
export const WORKGROUP_CHARTER_MAX = 20_000;
export const WORKGROUP_TAG_MAX = 40;
export const WORKGROUP_REPOS_MAX = 20;
export const WORKGROUP_URL_MAX = 300;
export const WORKGROUP_MEETING_TITLE_MAX = 120;
export const WORKGROUP_AGENDA_MAX = 4_000;
export const WORKGROUP_MINUTES_MAX = 20_000;
export const WORKGROUP_JOIN_MESSAGE_MAX = 300;
/** members and meetings shown on a detail page (newest meetings first, maintainers first) */
export const WORKGROUP_DETAIL_MEMBERS_MAX = 200;
export const WORKGROUP_DETAIL_MEETINGS_MAX = 50;
export const WORKGROUP_DISCUSSION_MAX = 10;

export const WORKGROUP_ROLES = ['member', 'maintainer'] as const;
export type WorkgroupRole = (typeof WORKGROUP_ROLES)[number];

/** A membership: requested (pending) → member on approval, or rejected; leaving deletes the row. */
export const WORKGROUP_MEMBER_STATES = ['pending', 'member', 'rejected'] as const;
export type WorkgroupMemberState = (typeof WORKGROUP_MEMBER_STATES)[number];
export const WORKGROUP_MEMBER_EVENTS = ['approve', 'reject'] as const;
export type WorkgroupMemberEvent = (typeof WORKGROUP_MEMBER_EVENTS)[number];
export const WORKGROUP_MEMBER_TRANSITIONS: TransitionTable<WorkgroupMemberState, WorkgroupMemberEvent> = {
  approve: [['pending', 'member']],
  reject: [['pending', 'rejected']],
};

export const workgroupRepository = z.object({
  name: z.string().trim().min(1).max(WORKGROUP_NAME_MAX),
  url: z.url().max(WORKGROUP_URL_MAX),
});
export type WorkgroupRepository = z.infer<typeof workgroupRepository>;

export const workgroupListQuery = pageQuery;

export const workgroupIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const workgroupMemberParams = workgroupIdParams.extend({ userId: z.uuid() });

export const workgroupJoinBody = z.object({
  message: z.string().trim().max(WORKGROUP_JOIN_MESSAGE_MAX).default(''),
});
export type WorkgroupJoinBody = z.infer<typeof workgroupJoinBody>;

export const workgroupListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  tag: z.string(),
  memberCount: z.number().int(),
  nextMeetingAt: z.string().nullable(),
});
export type WorkgroupListItem = z.infer<typeof workgroupListItem>;
export const workgroupPage = pageOf(workgroupListItem);

export const workgroupMember = z.object({
  userId: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  role: z.enum(WORKGROUP_ROLES),
  joinedAt: z.string(),
});
export type WorkgroupMember = z.infer<typeof workgroupMember>;

export const workgroupJoinRequest = z.object({
  userId: z.string(),
  nickname: z.string(),
  message: z.string(),
  requestedAt: z.string(),
});
export type WorkgroupJoinRequest = z.infer<typeof workgroupJoinRequest>;

export const workgroupMeeting = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  title: z.string(),
  /** sanitised HTML from the agenda's markdown */
  agendaHtml: z.string(),
  /** sanitised HTML from the minutes' markdown; empty before the meeting is written up */
  minutesHtml: z.string(),
  link: z.string().nullable(),
  /** not yet begun when the answer was made */
  upcoming: z.boolean(),
});
export type WorkgroupMeeting = z.infer<typeof workgroupMeeting>;

export const workgroupDiscussionItem = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.string(),
  zone: z.string(),
  answersCount: z.number().int(),
  createdAt: z.string(),
});
export type WorkgroupDiscussionItem = z.infer<typeof workgroupDiscussionItem>;

export const workgroupDetail = workgroupListItem.extend({
  /** sanitised HTML from the charter's markdown */
  charterHtml: z.string(),
  repositories: z.array(workgroupRepository),
  members: z.array(workgroupMember),
  meetings: z.array(workgroupMeeting),
  discussion: z.array(workgroupDiscussionItem),
  /** the reader's membership: null for visitors and non-members */
  mine: z.object({ state: z.enum(WORKGROUP_MEMBER_STATES), role: z.enum(WORKGROUP_ROLES) }).nullable(),
  /** the reader may approve or reject join requests (a maintainer, or staff with workgroups.update) */
  mayDecide: z.boolean(),
  /** pending requests, only for those who may decide them */
  requests: z.array(workgroupJoinRequest),
});
export type WorkgroupDetail = z.infer<typeof workgroupDetail>;

export const workgroupMembership = z.object({
  state: z.enum(WORKGROUP_MEMBER_STATES),
  role: z.enum(WORKGROUP_ROLES),
});
export type WorkgroupMembership = z.infer<typeof workgroupMembership>;
