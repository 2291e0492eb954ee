import { z } from 'zod';
import { deviceCredentials } from './schemas';
import { DATA_TYPES, type DataModel } from './templates';

// What the device console added after products, licences and firmware (issue 23): chip
// certification requests, a device's history, commands sent to a device and its reported
// properties (the IoT view).

/**
 * The vendor's compatibility checklist: a request declares each check passed, with a note (the
 * test report, the SDK version); staff review it in the console's approval queue.
 */
export const CERTIFICATION_CHECKS = [
  'chipIdentity',
  'sdkVersion',
  'radio',
  'power',
  'ota',
  'security',
] as const;
export type CertificationCheck = (typeof CERTIFICATION_CHECKS)[number];
export const CERTIFICATION_NOTE_MAX = 200;

export const certificationBody = z.object({
  checklist: z
    .array(
      z.object({
        check: z.enum(CERTIFICATION_CHECKS),
        /** only passed checks may be submitted: the vendor certifies what it has verified */
        passed: z.literal(true),
        note: z.string().trim().min(1).max(CERTIFICATION_NOTE_MAX),
      }),
    )
    .length(CERTIFICATION_CHECKS.length)
    .refine((l) => new Set(l.map((c) => c.check)).size === CERTIFICATION_CHECKS.length),
});
export type CertificationBody = z.infer<typeof certificationBody>;

export const certification = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  state: z.enum(['pending', 'approved', 'rejected']),
  checklist: certificationBody.shape.checklist.element.array(),
  reviewComment: z.string().nullable(),
  /** the certificate's number, once approved */
  certificateNo: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});

// ---- history, commands, properties ----

export const DEVICE_EVENT_KINDS = ['online', 'offline', 'firmware', 'command'] as const;
export const deviceEvent = z.object({
  kind: z.enum(DEVICE_EVENT_KINDS),
  /** firmware: { from, to }; command: { commandId, state }; online/offline: {} */
  detail: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export const deviceHistoryQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

export const COMMAND_STATES = ['pending', 'delivered', 'succeeded', 'failed'] as const;
/** a command not delivered within this many minutes is failed with `expired` */
export const COMMAND_TTL_MINUTES = 10;
const value = z.union([z.number(), z.boolean(), z.string().max(200)]);

export const commandBody = z.object({
  commandId: z.string().min(1).max(32),
  params: z.record(z.string(), value).default({}),
});
export const deviceCommand = z.object({
  id: z.uuid(),
  commandId: z.string(),
  params: z.record(z.string(), z.unknown()),
  state: z.enum(COMMAND_STATES),
  result: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

export const deviceState = z.object({
  id: z.uuid(),
  deviceName: z.string(),
  productId: z.uuid(),
  online: z.boolean(),
  lastSeenAt: z.string().nullable(),
  firmwareVersion: z.string().nullable(),
  properties: z.record(z.string(), z.unknown()),
  propertiesAt: z.string().nullable(),
});

type DataType = (typeof DATA_TYPES)[number];
const fits = (type: DataType, v: unknown) =>
  type === 'int'
    ? Number.isInteger(v)
    : type === 'float'
      ? typeof v === 'number' && Number.isFinite(v)
      : type === 'bool'
        ? typeof v === 'boolean'
        : typeof v === 'string';

/**
 * Checks values against declared identifiers and types (a command's params, reported
 * properties). Answers the first wrong name: `unknown` (not declared), `type` (wrong type) or
 * `missing` (a declared param not given, when `all`). Null when everything fits.
 */
export function checkValues(
  declared: { id: string; type: DataType }[],
  values: Record<string, unknown>,
  all: boolean,
): { name: string; problem: 'unknown' | 'type' | 'missing' } | null {
  for (const [name, v] of Object.entries(values)) {
    const d = declared.find((x) => x.id === name);
    if (!d) return { name, problem: 'unknown' };
    if (!fits(d.type, v)) return { name, problem: 'type' };
  }
  if (all) for (const d of declared) if (!(d.id in values)) return { name: d.id, problem: 'missing' };
  return null;
}

export const commandOf = (model: DataModel, id: string) => model.commands.find((c) => c.id === id) ?? null;

// ---- the device API side ----
/** a device asks for its pending commands (they become delivered) */
export const pollCommandsBody = deviceCredentials;
export const pendingCommands = z.object({
  commands: z.array(
    z.object({ id: z.uuid(), commandId: z.string(), params: z.record(z.string(), z.unknown()) }),
  ),
});
export const commandResultBody = deviceCredentials.extend({
  commandId: z.uuid(),
  ok: z.boolean(),
  result: z.record(z.string(), value).default({}),
});
export const propertiesBody = deviceCredentials.extend({ properties: z.record(z.string(), value) });
