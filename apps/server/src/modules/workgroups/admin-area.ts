import { eq, sql } from 'drizzle-orm';
import type { WorkgroupMemberEvent } from '@occ/shared';
import {
  workgroupMeetingsArea,
  workgroupMembersArea,
  workgroupsArea,
  type WorkgroupAreaBody,
  type workgroupAreaBody,
  type WorkgroupMeetingAreaBody,
  type workgroupMeetingAreaBody,
} from '@occ/shared/admin';
import { users, workgroupMeetings, workgroupMembers, workgroups } from '../../db/schema';
import { outer } from '../../db/sql';
import { plainWrites, readById, type AreaBinding } from '../../platform/admin-area/binding';
import { conflict, idNotExist } from '../../platform/errors';
import { decideMembership, memberCountSql } from './service';
import { tellApplicant, tellMembersOfMeeting } from './notices';
import type { App } from '../../platform/types';

// The console's `workgroup` entry: three declared areas (packages/shared/src/admin/areas/workgroups.ts)
// bound to their tables; the engine serves lists, forms, CSV, audit and the approve/reject buttons.

const groupName = (col: typeof workgroupMeetings.workgroupId | typeof workgroupMembers.workgroupId) =>
  sql<string>`(select ${workgroups.nameZh} from ${workgroups} where ${workgroups.id} = ${outer(col)})`;

const groupsDecl = workgroupsArea as unknown as AreaBinding['decl'];
export const workgroupsBinding: AreaBinding = {
  decl: groupsDecl,
  table: workgroups,
  id: workgroups.id,
  columns: {
    nameZh: workgroups.nameZh,
    nameEn: workgroups.nameEn,
    tag: workgroups.tag,
    memberCount: memberCountSql,
    enabled: workgroups.enabled,
    sort: workgroups.sort,
    updatedAt: workgroups.updatedAt,
  },
  searchColumns: [workgroups.nameZh, workgroups.nameEn, workgroups.tag],
  read: readById(workgroups, workgroups.id, groupsDecl),
  opNames: { list: 'workgroups.adminList', get: 'workgroups.adminGet' },
  ...plainWrites<typeof workgroupAreaBody>(workgroups, workgroups.id, (b: WorkgroupAreaBody) => ({
    ...b,
    tag: b.tag.toLowerCase(),
  })),
};

const meetingsDecl = workgroupMeetingsArea as unknown as AreaBinding['decl'];
export const workgroupMeetingsBinding: AreaBinding = {
  decl: meetingsDecl,
  table: workgroupMeetings,
  id: workgroupMeetings.id,
  columns: {
    workgroupId: workgroupMeetings.workgroupId,
    startsAt: workgroupMeetings.startsAt,
    titleZh: workgroupMeetings.titleZh,
    workgroupName: groupName(workgroupMeetings.workgroupId),
  },
  searchColumns: [workgroupMeetings.titleZh, workgroupMeetings.titleEn],
  read: readById(workgroupMeetings, workgroupMeetings.id, meetingsDecl),
  ...plainWrites<typeof workgroupMeetingAreaBody>(
    workgroupMeetings,
    workgroupMeetings.id,
    (b: WorkgroupMeetingAreaBody) => ({ ...b, startsAt: new Date(b.startsAt) }),
  ),
  afterCreate: (req, id) => tellMembersOfMeeting(req.server as App, Number(id), req.user?.id),
};

const nickname = sql<string>`(select ${users.nickname} from ${users} where ${users.id} = ${outer(workgroupMembers.userId)})`;
const membersDecl = workgroupMembersArea as unknown as AreaBinding['decl'];
export const workgroupMembersBinding: AreaBinding = {
  decl: membersDecl,
  table: workgroupMembers,
  id: workgroupMembers.id,
  columns: {
    workgroupId: workgroupMembers.workgroupId,
    workgroupName: groupName(workgroupMembers.workgroupId),
    nickname,
    role: workgroupMembers.role,
    state: workgroupMembers.state,
    message: workgroupMembers.message,
    createdAt: workgroupMembers.createdAt,
  },
  searchColumns: [nickname, workgroupMembers.message],
  read: readById(workgroupMembers, workgroupMembers.id, membersDecl),
  async update(tx, id, body) {
    const rows = await tx
      .update(workgroupMembers)
      .set({ role: (body as { role: string }).role })
      .where(eq(workgroupMembers.id, Number(id)))
      .returning({ id: workgroupMembers.id });
    if (!rows.length) throw idNotExist();
  },
  async remove(tx, id) {
    const rows = await tx
      .delete(workgroupMembers)
      .where(eq(workgroupMembers.id, Number(id)))
      .returning({ id: workgroupMembers.id });
    if (!rows.length) throw idNotExist();
  },
  async transition(tx, id, event) {
    // the engine records the acting staff member in the audit log
    const to = await decideMembership(tx, { id: Number(id) }, event as WorkgroupMemberEvent, null);
    if (!to) throw conflict('workgroupRequestNotPending');
    return to;
  },
  afterTransition: (req, id, state) =>
    tellApplicant(req.server as App, { id: Number(id) }, state, req.user?.id),
};
