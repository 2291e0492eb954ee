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

export const AUDIT_RESOURCES = Object.keys(PERMISSION_RESOURCES) as (keyof typeof PERMISSION_RESOURCES)[];

/** The audit log is read-only: rows are written by the writes themselves, never edited. */
export const auditArea = defineArea({
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
    { name: 'resource', kind: 'select', options: AUDIT_RESOURCES },
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
