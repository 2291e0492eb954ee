import type { WorkgroupMemberEvent, WorkgroupMembership } from '@occ/shared';
import { request } from '~/lib/request';

/** Ask to join a group (a pending request until a maintainer decides). */
export const joinWorkgroup = (id: number, message: string) =>
  request<WorkgroupMembership>(`/api/workgroups/${id}/join`, { method: 'POST', body: { message } });

/** Leave the group, or withdraw my pending request. */
export const leaveWorkgroup = (id: number) =>
  request<null>(`/api/workgroups/${id}/leave`, { method: 'POST', body: {} });

/** Approve or reject a pending request (maintainers and staff). */
export const decideRequest = (id: number, userId: string, event: WorkgroupMemberEvent) =>
  request<WorkgroupMembership>(`/api/workgroups/${id}/requests/${userId}/${event}`, {
    method: 'POST',
    body: {},
  });

export { errorText } from '~/lib/error-text';
