// Cloud lab contract (issue 6): spec §3 permission application and evaluation card, §5 rules.
// Messages are keys of ../messages (translated where shown), as in ../account.
import { z } from 'zod';
import { isEmail, isMobile, REAL_NAME_MAX } from '../account/rules';

export const LAB_KINDS = ['evaluation', 'microservice'] as const;
export type LabKind = (typeof LAB_KINDS)[number];
export const LAB_PERMISSION_STATES = ['none', 'pending', 'granted', 'failed'] as const;
export type LabPermissionState = (typeof LAB_PERMISSION_STATES)[number];
export const DEVICE_STATES = ['online', 'offline', 'maintenance', 'in_use', 'not_ready'] as const;
export type DeviceState = (typeof DEVICE_STATES)[number];
export const RESERVATION_STATES = ['reserving', 'successful', 'cancelled', 'released', 'ended'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];
/** slots start and end on these boundaries */
export const SLOT_STEP_MINUTES = 30;

export const LAB_MOBILE_MAX = 11;
export const COMPANY_MAX = 64;
export const LAB_EMAIL_MAX = 64;
export const PURPOSE_MAX = 500;

const required = (key = 'fieldRequired') => z.string({ error: key }).trim().min(1, key);

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
