import { z } from 'zod';
import { crudActions, defineArea } from '../area';

/** The key of the single sign-on of the configuration (SSO_*): not available to console rows. */
export const MAIN_SSO_KEY = 'sso';

export const appBody = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,32}$/, 'lowerKeyFormat')
    .refine((k) => k !== MAIN_SSO_KEY, 'keyReserved'),
  label: z.string().trim().min(1).max(40),
  issuer: z.url().max(300),
  clientId: z.string().trim().min(1).max(200),
  /** write-only: required when created, left empty to keep the stored one */
  clientSecret: z.string().trim().max(300).optional(),
  enabled: z.boolean().default(true),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});
export type AppBody = z.infer<typeof appBody>;

/** `app`: third-party OAuth/OIDC login providers (login buttons, account binding). */
export const appsArea = defineArea({
  key: 'apps',
  resource: 'apps',
  route: '/admin/app',
  editRoute: '/admin/app_detail',
  body: appBody,
  fields: [
    { name: 'key', kind: 'text', required: true, fixed: true, max: 32 },
    { name: 'label', kind: 'text', required: true, max: 40 },
    { name: 'issuer', kind: 'url', required: true, max: 300 },
    { name: 'clientId', kind: 'text', required: true, max: 200 },
    { name: 'clientSecret', kind: 'secret', required: true, max: 300 },
    { name: 'enabled', kind: 'switch' },
    { name: 'sort', kind: 'number' },
  ],
  columns: [
    { name: 'label' },
    { name: 'key' },
    { name: 'issuer' },
    { name: 'enabled', kind: 'switch' },
    { name: 'updatedAt', kind: 'datetime' },
  ],
  filters: [{ name: 'enabled', kind: 'switch' }],
  search: true,
  sort: ['sort', 'label', 'updatedAt'],
  defaultSort: 'sort',
  titleField: 'label',
  publish: false,
  actions: crudActions('apps'),
});
