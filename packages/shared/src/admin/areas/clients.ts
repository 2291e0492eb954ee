import { z } from 'zod';
import { crudActions, defineArea } from '../area';

/** Scopes a device-grant client (the CDK tools) may be allowed. */
export const CLIENT_SCOPES = ['profile', 'lab'] as const;

export const clientBody = z.object({
  name: z.string().trim().min(1).max(80),
  clientId: z
    .string()
    .trim()
    .min(3)
    .max(64)
    .regex(/^[A-Za-z0-9_.-]+$/, 'keyFormat'),
  scopes: z.array(z.enum(CLIENT_SCOPES)).min(1).max(CLIENT_SCOPES.length),
  tokenTtlDays: z.coerce.number().int().min(1).max(365).default(90),
  enabled: z.boolean().default(true),
});
export type ClientBody = z.infer<typeof clientBody>;

/** `cdk`: the desktop tools that log in with the device grant (RFC 8628). */
export const clientsArea = defineArea({
  key: 'clients',
  resource: 'clients',
  route: '/admin/cdk',
  editRoute: '/admin/cdk_detail',
  body: clientBody,
  fields: [
    { name: 'name', kind: 'text', required: true, max: 80 },
    { name: 'clientId', kind: 'text', required: true, fixed: true, max: 64 },
    { name: 'scopes', kind: 'select', options: CLIENT_SCOPES, multiple: true, required: true },
    { name: 'tokenTtlDays', kind: 'number' },
    { name: 'enabled', kind: 'switch' },
  ],
  columns: [
    { name: 'name' },
    { name: 'clientId' },
    { name: 'scopes', kind: 'tags' },
    { name: 'enabled', kind: 'switch' },
    { name: 'updatedAt', kind: 'datetime' },
  ],
  filters: [{ name: 'enabled', kind: 'switch' }],
  search: true,
  sort: ['name', 'updatedAt'],
  defaultSort: 'name',
  titleField: 'name',
  publish: false,
  actions: crudActions('clients'),
});
