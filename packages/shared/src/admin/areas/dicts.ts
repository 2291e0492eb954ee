import { z } from 'zod';
import { crudActions, defineArea } from '../area';

/** Dictionary types an administrator edits (spec §3 enumerations that should not be constants). */
export const DICT_TYPES = [
  'ticketClassification',
  'industry',
  'technicalField',
  'tag',
  'resourceType',
  'faqCategory',
] as const;
export type DictType = (typeof DICT_TYPES)[number];

export const DICT_CODE_MAX = 64;
export const DICT_LABEL_MAX = 100;

export const dictBody = z.object({
  type: z.enum(DICT_TYPES),
  value: z
    .string()
    .trim()
    .min(1)
    .max(DICT_CODE_MAX)
    .regex(/^[A-Za-z0-9_.-]+$/, 'keyFormat'),
  labelZh: z.string().trim().min(1).max(DICT_LABEL_MAX),
  labelEn: z.string().trim().min(1).max(DICT_LABEL_MAX),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
  enabled: z.boolean().default(true),
});
export type DictBody = z.infer<typeof dictBody>;

/** One entry of a dictionary as forms and filters read it (`GET /api/dicts/:type`). */
export const dictEntry = z.object({ value: z.string(), label: z.string() });
export type DictEntry = z.infer<typeof dictEntry>;

export const dictsArea = defineArea({
  key: 'dicts',
  resource: 'dicts',
  route: '/admin/dict',
  editRoute: '/admin/dict_detail',
  body: dictBody,
  fields: [
    { name: 'type', kind: 'select', options: DICT_TYPES, required: true, fixed: true },
    { name: 'value', kind: 'text', required: true, fixed: true, max: DICT_CODE_MAX },
    { name: 'labelZh', kind: 'text', required: true, max: DICT_LABEL_MAX },
    { name: 'labelEn', kind: 'text', required: true, max: DICT_LABEL_MAX },
    { name: 'sort', kind: 'number' },
    { name: 'enabled', kind: 'switch' },
  ],
  columns: [
    { name: 'type', kind: 'option' },
    { name: 'value' },
    { name: 'labelZh' },
    { name: 'labelEn' },
    { name: 'sort' },
    { name: 'enabled', kind: 'switch' },
  ],
  filters: [
    { name: 'type', kind: 'select', options: DICT_TYPES },
    { name: 'enabled', kind: 'switch' },
  ],
  search: true,
  sort: ['type', 'value', 'sort', 'updatedAt'],
  defaultSort: 'type',
  titleField: 'value',
  publish: false,
  actions: crudActions('dicts'),
});
