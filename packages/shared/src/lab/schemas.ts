// Cloud lab contract (issue 6): spec §3 permission application and evaluation card, §5 rules.
// Messages are keys of ../messages (translated where shown), as in ../account.
import { z } from 'zod';
import { requiredString } from '../zod-rules';
import { isEmail, isMobile, REAL_NAME_MAX } from '../account/rules';
import {
  LAB_KINDS,
  LAB_PERMISSION_STATES,
  DEVICE_STATES,
  RESERVATION_STATES,
  LAB_MOBILE_MAX,
  COMPANY_MAX,
  LAB_EMAIL_MAX,
  PURPOSE_MAX,
} from './constants';

export * from './constants';

// the key answers a missing value only: a schema-wide `error` would also replace the .max() message
const required = requiredString;

/** Spec §5 permission application rules; `referrerName` is required when hasReferrer is true. */
export const labApplyBody = z
  .object({
    kind: z.enum(LAB_KINDS),
    realName: required().max(REAL_NAME_MAX),
    mobile: required()
      .max(LAB_MOBILE_MAX, 'mobileInvalid')
      .refine((v) => isMobile(v), 'mobileInvalid'),
    company: required().max(COMPANY_MAX),
    email: z
      .string()
      .trim()
      .max(LAB_EMAIL_MAX)
      .refine((v) => v === '' || isEmail(v), 'emailInvalid')
      .optional(),
    salesName: required().max(32),
    hasReferrer: z.boolean({ error: 'fieldRequired' }),
    referrerName: z.string().trim().max(32).optional(),
    purpose: required().max(PURPOSE_MAX),
  })
  .refine((v) => !v.hasReferrer || Boolean(v.referrerName?.trim()), {
    message: 'fieldRequired',
    path: ['referrerName'],
  });
export type LabApplyBody = z.infer<typeof labApplyBody>;

export const labApplication = z.object({
  id: z.string(),
  kind: z.enum(LAB_KINDS),
  state: z.enum(['pending', 'granted', 'failed']),
  realName: z.string(),
  mobile: z.string(),
  company: z.string(),
  email: z.string().nullable(),
  salesName: z.string(),
  hasReferrer: z.boolean(),
  referrerName: z.string().nullable(),
  purpose: z.string(),
  reviewComment: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type LabApplication = z.infer<typeof labApplication>;

/** labPermissions.get: per kind, the state and the newest application (to refill the form). */
export const labPermissionStatus = z.object({
  evaluation: z.object({ state: z.enum(LAB_PERMISSION_STATES), application: labApplication.nullable() }),
  microservice: z.object({ state: z.enum(LAB_PERMISSION_STATES), application: labApplication.nullable() }),
});
export type LabPermissionStatus = z.infer<typeof labPermissionStatus>;

export const labReviewBody = z
  .object({ approve: z.boolean(), comment: z.string().trim().max(200).optional() })
  .refine((v) => v.approve || Boolean(v.comment), { message: 'fieldRequired', path: ['comment'] });

/** The evaluation card of spec §3 (one per board model). */
export const labBoardCard = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  cpu: z.object({ id: z.number().int(), name: z.string(), isa: z.string() }),
  soc: z.object({ id: z.number().int(), name: z.string() }),
  osTypes: z.array(z.string()),
  industries: z.array(z.string()),
  fields: z.array(z.string()),
  microservices: z.array(z.string()),
  /** devices online and free now */
  availableDevices: z.number().int(),
  /** devices offline or not ready (agent not connected) */
  unconnectedDevices: z.number().int(),
  totalDevices: z.number().int(),
  /** the bookable range: now (rounded) to the horizon or availableUntil */
  scheduleFrom: z.string(),
  scheduleTo: z.string(),
  endDate: z.string().nullable(),
  collected: z.boolean(),
});
export type LabBoardCard = z.infer<typeof labBoardCard>;

/** The published catalogue product a board is (labBoards.get), for the link back to its page. */
export const labBoardProduct = z.object({ code: z.string(), name: z.string(), path: z.string() });
export type LabBoardProduct = z.infer<typeof labBoardProduct>;

const csv = z
  .string()
  .optional()
  .transform((v) => (v ? v.split(',').filter(Boolean) : []));
const idCsv = z
  .string()
  .optional()
  .transform((v) => (v ? v.split(',').map(Number).filter(Number.isInteger) : []));

/** labBoards.list filters (spec §2): all optional, comma-separated lists. */
export const labBoardQuery = z.object({
  industry: csv,
  field: csv,
  company: idCsv,
  cpu: idCsv,
  soc: idCsv,
  board: idCsv,
  os: csv,
  microservice: csv,
  /** a slot that must be free on at least one device */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  collected: z.enum(['1', '0']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

/** Facets for the filter bar: the values that exist in the inventory. */
export const labFacets = z.object({
  industries: z.array(z.string()),
  fields: z.array(z.string()),
  osTypes: z.array(z.string()),
  microservices: z.array(z.string()),
  companies: z.array(z.object({ id: z.number().int(), name: z.string() })),
  cpus: z.array(z.object({ id: z.number().int(), name: z.string() })),
  socs: z.array(z.object({ id: z.number().int(), name: z.string() })),
  boards: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const labDevice = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.enum(DEVICE_STATES),
  driver: z.string(),
  lastSeenAt: z.string().nullable(),
});
export type LabDevice = z.infer<typeof labDevice>;

/** labReservations.create: a board model (any free device) or one device, and a slot. */
export const labReserveBody = z
  .object({
    boardModelId: z.number().int().positive().optional(),
    deviceId: z.number().int().positive().optional(),
    kind: z.enum(LAB_KINDS).default('evaluation'),
    startsAt: z.iso.datetime({ offset: true, error: 'slotInvalid' }),
    endsAt: z.iso.datetime({ offset: true, error: 'slotInvalid' }),
  })
  .refine((v) => v.boardModelId !== undefined || v.deviceId !== undefined, {
    message: 'fieldRequired',
    path: ['boardModelId'],
  });
export type LabReserveBody = z.infer<typeof labReserveBody>;

export const labReservation = z.object({
  id: z.string(),
  status: z.enum(RESERVATION_STATES),
  kind: z.enum(LAB_KINDS),
  startsAt: z.string(),
  endsAt: z.string(),
  enteredAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  closeReason: z.string().nullable(),
  createdAt: z.string(),
  device: z.object({ id: z.number().int(), name: z.string(), state: z.enum(DEVICE_STATES) }),
  board: z.object({ id: z.number().int(), name: z.string() }),
  /** admin lists only */
  user: z.object({ id: z.string(), username: z.string() }).optional(),
});
export type LabReservation = z.infer<typeof labReservation>;

export const labEndBody = z.object({ reason: required().max(200) });

// ---- Admin inventory (the console areas labCompany, labCpu, labSoc, labBoard, labDevice of
// ../admin/areas/lab-inventory.ts): the bodies their forms and the server validate. Messages are keys of ../messages/lab where the field has no label of its own.
export const INVENTORY_NAME_MAX = 64;
export const INVENTORY_TEXT_MAX = 500;
export const INVENTORY_URL_MAX = 300;
export const INVENTORY_TAGS_MAX = 20;
export const INVENTORY_TAG_MAX = 32;
export const DEVICE_DRIVERS = ['qemu', 'serial'] as const;

const refId = (key: 'labChooseCompany' | 'labChooseCpu' | 'labChooseSoc' | 'labChooseBoard') =>
  z.number({ error: key }).int(key).positive(key);
const optionalText = z.string().trim().max(INVENTORY_TEXT_MAX).optional();
const httpUrl = z
  .string()
  .trim()
  .max(INVENTORY_URL_MAX, 'labUrlInvalid')
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'labUrlInvalid')
  .optional();
const tags = z
  .array(z.string().trim().min(1, 'labTagsInvalid').max(INVENTORY_TAG_MAX, 'labTagsInvalid'), {
    error: 'labTagsInvalid',
  })
  .max(INVENTORY_TAGS_MAX, 'labTagsInvalid')
  .default([]);
const named = { id: z.number().int(), name: z.string() };

export const labCompanyBody = z.object({
  name: required().max(INVENTORY_NAME_MAX),
  nameEn: z
    .string({ error: 'labNameEnInvalid' })
    .trim()
    .min(1, 'labNameEnInvalid')
    .max(64, 'labNameEnInvalid'),
  website: httpUrl,
});
export type LabCompanyBody = z.infer<typeof labCompanyBody>;

export const labCpuBody = z.object({
  companyId: refId('labChooseCompany'),
  name: required().max(INVENTORY_NAME_MAX),
  isa: z.string({ error: 'labIsaInvalid' }).trim().min(1, 'labIsaInvalid').max(64, 'labIsaInvalid'),
  description: optionalText,
});
export type LabCpuBody = z.infer<typeof labCpuBody>;

export const labSocBody = z.object({
  companyId: refId('labChooseCompany'),
  cpuModelId: refId('labChooseCpu'),
  name: required().max(INVENTORY_NAME_MAX),
  description: optionalText,
});
export type LabSocBody = z.infer<typeof labSocBody>;

export const labBoardBody = z.object({
  companyId: refId('labChooseCompany'),
  socModelId: refId('labChooseSoc'),
  name: required().max(INVENTORY_NAME_MAX),
  description: optionalText,
  imageUrl: httpUrl,
  osTypes: tags,
  industries: tags,
  fields: tags,
  microservices: tags,
  /** the card's end date; null or absent = open-ended */
  availableUntil: z.iso.datetime({ offset: true, error: 'labDateInvalid' }).nullable().optional(),
  /** the catalogue product this board is (its page links to the board); null or absent = none */
  productId: z
    .number({ error: 'fieldInvalid' })
    .int('fieldInvalid')
    .positive('fieldInvalid')
    .nullable()
    .optional(),
});
export type LabBoardBody = z.infer<typeof labBoardBody>;

export const labDeviceBody = z.object({
  boardModelId: refId('labChooseBoard'),
  name: required().max(INVENTORY_NAME_MAX),
  driver: z.enum(DEVICE_DRIVERS, { error: 'labDriverInvalid' }),
  /** create only; afterwards the state changes through labInventory.setDeviceState */
  state: z.enum(DEVICE_STATES, { error: 'labStateInvalid' }).optional(),
});
export type LabDeviceBody = z.infer<typeof labDeviceBody>;
export const labDeviceItem = z.object({
  ...named,
  state: z.enum(DEVICE_STATES),
  driver: z.string(),
  agentId: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  board: z.object(named),
  createdAt: z.string(),
});
export type LabDeviceItem = z.infer<typeof labDeviceItem>;

/** labInventory.setDeviceState; `reason` is told to owners of reservations moved or cancelled. */
export const labDeviceStateBody = z.object({
  state: z.enum(DEVICE_STATES, { error: 'labStateInvalid' }),
  reason: z.string().trim().max(200).optional(),
});
export type LabDeviceStateBody = z.infer<typeof labDeviceStateBody>;
export const labDeviceStateResult = z.object({
  device: labDeviceItem,
  /** future live reservations moved to a free device of the same board */
  moved: z.array(z.object({ reservationId: z.string(), toDeviceId: z.number().int() })),
  /** those with no free twin: cancelled (not started) or ended (running), owner notified */
  cancelled: z.array(z.object({ reservationId: z.string(), status: z.enum(['cancelled', 'ended']) })),
});
export type LabDeviceStateResult = z.infer<typeof labDeviceStateResult>;

/** labPermissions.list filters; no state = every state. */
export const labPermissionListQuery = z.object({
  state: z.enum(['pending', 'granted', 'failed']).optional(),
  kind: z.enum(LAB_KINDS).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type LabPermissionListQuery = z.infer<typeof labPermissionListQuery>;
/** One row of the admin review table: the application and who filed it. */
export const labApplicationAdminItem = labApplication.extend({
  applicant: z.object({ id: z.string(), username: z.string(), nickname: z.string() }),
});
export type LabApplicationAdminItem = z.infer<typeof labApplicationAdminItem>;

/** labReservations.list (mine) and labReservations.adminList filters; no status = every status. */
export const labReservationListQuery = z.object({
  status: z.enum(RESERVATION_STATES).optional(),
  /** admin list only: one device's reservations */
  deviceId: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type LabReservationListQuery = z.infer<typeof labReservationListQuery>;
