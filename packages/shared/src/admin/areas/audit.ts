import { z } from 'zod';
import { PERMISSION_RESOURCES } from '../permissions';
import { defineArea } from '../area';

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'publish',
  'unpublish',
  'restore',
  'disable',
  'enable',
  'resetPassword',
  'assignRoles',
  'approve',
  'reject',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The audit log is read-only: rows are written by the writes themselves, never edited. A row's
 * resource is a permission resource or, for writes through a declared area, the area's key, so
 * the filter offers both (`areaKeys`, from the list of declared areas).
 */
export const defineAuditArea = (areaKeys: readonly string[]) =>
  defineArea({
    key: 'audit',
    resource: 'audit',
    route: '/admin/audit',
    editRoute: '/admin/audit_detail',
    body: z.object({}),
    fields: [],
    columns: [
      { name: 'createdAt', kind: 'datetime' },
      { name: 'actorName' },
      { name: 'resource', kind: 'option' },
      { name: 'action', kind: 'option' },
      { name: 'recordId' },
      { name: 'ip' },
    ],
    filters: [
      {
        name: 'resource',
        kind: 'select',
        options: [...new Set([...Object.keys(PERMISSION_RESOURCES), ...areaKeys])],
      },
      { name: 'action', kind: 'select', options: AUDIT_ACTIONS },
    ],
    search: true,
    sort: ['createdAt'],
    defaultSort: '-createdAt',
    titleField: 'recordId',
    publish: false,
    noCreate: true,
    actions: { read: 'audit.read' },
  });
