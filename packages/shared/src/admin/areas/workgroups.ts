import { z } from 'zod';
import {
  WORKGROUP_AGENDA_MAX,
  WORKGROUP_CHARTER_MAX,
  WORKGROUP_DESCRIPTION_MAX,
  WORKGROUP_MEETING_TITLE_MAX,
  WORKGROUP_MEMBER_STATES,
  WORKGROUP_MEMBER_TRANSITIONS,
  WORKGROUP_MINUTES_MAX,
  WORKGROUP_NAME_MAX,
  WORKGROUP_REPOS_MAX,
  WORKGROUP_ROLES,
  WORKGROUP_TAG_MAX,
  WORKGROUP_URL_MAX,
  workgroupRepository,
} from '../../workgroups/schemas';
import { crudActions, defineArea, type AreaActions } from '../area';

// The console's `workgroup` entry (spec admin, issue 16): workgroups, their meetings and their
// memberships (join requests approved or rejected here, maintainers appointed) as three tabs under
// one menu entry, all behind the `workgroups.*` permissions.

const TABS = ['workgroups', 'workgroupMeetings', 'workgroupMembers'] as const;
const text = (max: number) => z.string().trim().max(max).default('');
const required = (max: number) => z.string().trim().min(1).max(max);

export const workgroupAreaBody = z.object({
  nameZh: required(WORKGROUP_NAME_MAX),
  nameEn: required(WORKGROUP_NAME_MAX),
  descriptionZh: required(WORKGROUP_DESCRIPTION_MAX),
  descriptionEn: required(WORKGROUP_DESCRIPTION_MAX),
  charterZh: text(WORKGROUP_CHARTER_MAX),
  charterEn: text(WORKGROUP_CHARTER_MAX),
  /** the community tag whose questions are the group's discussion */
  tag: required(WORKGROUP_TAG_MAX),
  repositories: z.array(workgroupRepository).max(WORKGROUP_REPOS_MAX).default([]),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
  enabled: z.boolean().default(true),
});
export type WorkgroupAreaBody = z.infer<typeof workgroupAreaBody>;

export const workgroupsArea = defineArea({
  key: 'workgroups',
  resource: 'workgroups',
  route: '/admin/workgroup',
  editRoute: '/admin/workgroup_detail',
  tabs: TABS,
  body: workgroupAreaBody,
  fields: [
    { name: 'nameZh', kind: 'text', required: true, max: WORKGROUP_NAME_MAX },
    { name: 'nameEn', kind: 'text', required: true, max: WORKGROUP_NAME_MAX },
    { name: 'descriptionZh', kind: 'textarea', required: true, max: WORKGROUP_DESCRIPTION_MAX },
    { name: 'descriptionEn', kind: 'textarea', required: true, max: WORKGROUP_DESCRIPTION_MAX },
    { name: 'charterZh', kind: 'markdown', max: WORKGROUP_CHARTER_MAX },
    { name: 'charterEn', kind: 'markdown', max: WORKGROUP_CHARTER_MAX },
    { name: 'tag', kind: 'text', required: true, max: WORKGROUP_TAG_MAX },
    {
      name: 'repositories',
      kind: 'rows',
      max: WORKGROUP_REPOS_MAX,
      fields: [
        { name: 'name', kind: 'text', required: true, max: WORKGROUP_NAME_MAX },
        { name: 'url', kind: 'url', required: true, max: WORKGROUP_URL_MAX },
      ],
    },
    { name: 'sort', kind: 'number' },
    { name: 'enabled', kind: 'switch' },
  ],
  columns: [
    { name: 'nameZh' },
    { name: 'nameEn' },
    { name: 'tag' },
    { name: 'memberCount' },
    { name: 'enabled', kind: 'switch' },
    { name: 'updatedAt', kind: 'datetime' },
  ],
  filters: [{ name: 'enabled', kind: 'switch' }],
  search: true,
  sort: ['sort', 'updatedAt'],
  defaultSort: 'sort',
  titleField: 'nameZh',
  publish: false,
  actions: crudActions('workgroups'),
});

export const workgroupMeetingAreaBody = z.object({
  workgroupId: z.coerce.number().int().positive(),
  startsAt: z.iso.datetime({ offset: true }),
  titleZh: required(WORKGROUP_MEETING_TITLE_MAX),
  titleEn: required(WORKGROUP_MEETING_TITLE_MAX),
  agendaZh: text(WORKGROUP_AGENDA_MAX),
  agendaEn: text(WORKGROUP_AGENDA_MAX),
  minutesZh: text(WORKGROUP_MINUTES_MAX),
  minutesEn: text(WORKGROUP_MINUTES_MAX),
  link: z.url().max(WORKGROUP_URL_MAX).nullable().default(null),
});
export type WorkgroupMeetingAreaBody = z.infer<typeof workgroupMeetingAreaBody>;

export const workgroupMeetingsArea = defineArea({
  key: 'workgroupMeetings',
  resource: 'workgroups',
  route: '/admin/workgroup_meeting',
  editRoute: '/admin/workgroup_meeting_detail',
  tabs: TABS,
  body: workgroupMeetingAreaBody,
  fields: [
    { name: 'workgroupId', kind: 'select', ref: 'workgroups', required: true },
    { name: 'startsAt', kind: 'datetime', required: true },
    { name: 'titleZh', kind: 'text', required: true, max: WORKGROUP_MEETING_TITLE_MAX },
    { name: 'titleEn', kind: 'text', required: true, max: WORKGROUP_MEETING_TITLE_MAX },
    { name: 'agendaZh', kind: 'markdown', max: WORKGROUP_AGENDA_MAX },
    { name: 'agendaEn', kind: 'markdown', max: WORKGROUP_AGENDA_MAX },
    { name: 'minutesZh', kind: 'markdown', max: WORKGROUP_MINUTES_MAX },
    { name: 'minutesEn', kind: 'markdown', max: WORKGROUP_MINUTES_MAX },
    { name: 'link', kind: 'url', max: WORKGROUP_URL_MAX },
  ],
  columns: [{ name: 'startsAt', kind: 'datetime' }, { name: 'titleZh' }, { name: 'workgroupName' }],
  filters: [{ name: 'workgroupId', kind: 'select', ref: 'workgroups' }],
  search: true,
  sort: ['startsAt'],
  defaultSort: '-startsAt',
  titleField: 'titleZh',
  publish: false,
  actions: crudActions('workgroups'),
});

/** A membership as staff edit it: only the role (members are added by joining, not created here). */
export const workgroupMemberAreaBody = z.object({
  role: z.enum(WORKGROUP_ROLES),
});

const memberActions: AreaActions = {
  read: 'workgroups.read',
  update: 'workgroups.update',
  delete: 'workgroups.update',
};

export const workgroupMembersArea = defineArea({
  key: 'workgroupMembers',
  resource: 'workgroups',
  route: '/admin/workgroup_member',
  editRoute: '/admin/workgroup_member_detail',
  tabs: TABS,
  body: workgroupMemberAreaBody,
  noCreate: true,
  fields: [{ name: 'role', kind: 'select', options: WORKGROUP_ROLES, required: true }],
  columns: [
    { name: 'workgroupName' },
    { name: 'nickname' },
    { name: 'role', kind: 'option' },
    { name: 'state', kind: 'option' },
    { name: 'message' },
    { name: 'createdAt', kind: 'datetime' },
  ],
  filters: [
    { name: 'workgroupId', kind: 'select', ref: 'workgroups' },
    { name: 'state', kind: 'select', options: WORKGROUP_MEMBER_STATES },
    { name: 'role', kind: 'select', options: WORKGROUP_ROLES },
  ],
  search: true,
  sort: ['createdAt'],
  defaultSort: '-createdAt',
  titleField: 'nickname',
  publish: false,
  lifecycle: { column: 'state', table: WORKGROUP_MEMBER_TRANSITIONS, events: ['approve', 'reject'] },
  actions: memberActions,
});
