import { z } from 'zod';
import { pageQuery } from '../pagination';
import { dataModel, DEVICE_NAME_MAX, PRODUCT_TEMPLATE_KEYS } from './templates';

// The vendor's device console (issue 23): products of a customer organisation, licences (device
// identities), firmware images and staged update campaigns, and the small device API.

export const DEVICE_CONNECTIVITY = [
  'wifi',
  'ble',
  'wifiBle',
  'cellular',
  'ethernet',
  'zigbee',
  'none',
] as const;
export const LICENCE_BATCH_MAX = 1000;
export const LICENCE_QUOTA_DEFAULT = 1000;
export const FIRMWARE_MAX_MB = 64;
export const CAMPAIGN_STATES = ['running', 'paused', 'cancelled', 'completed'] as const;
export const CAMPAIGN_TARGETS = ['all', 'list', 'percentage'] as const;
export const PROGRESS_STATES = ['downloading', 'installing', 'success', 'failed'] as const;
/** the failure rate is judged once this many devices have finished (success or failed) */
export const CAMPAIGN_MIN_SAMPLE = 10;
/** a device is online when it called the device API within this many minutes */
export const DEVICE_ONLINE_MINUTES = 5;

const text = (max: number) => z.string().trim().max(max);
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,31}$/;
const DEVICE_NAME = /^[A-Za-z0-9_.:-]{1,64}$/;

/** the longest text of each field of a device product (the console's inputs show the same) */
export const DEVICE_PRODUCT_MAX = {
  name: 60,
  chip: 60,
  module: 60,
  category: 40,
  description: 1000,
} as const;

export const deviceProductBody = z.object({
  name: z.string().trim().min(1).max(DEVICE_PRODUCT_MAX.name),
  chip: z.string().trim().min(1).max(DEVICE_PRODUCT_MAX.chip),
  module: text(DEVICE_PRODUCT_MAX.module).default(''),
  category: text(DEVICE_PRODUCT_MAX.category).default(''),
  connectivity: z.enum(DEVICE_CONNECTIVITY),
  description: text(DEVICE_PRODUCT_MAX.description).default(''),
  template: z.enum(PRODUCT_TEMPLATE_KEYS).default('blank'),
  /** replaces the template's model when given */
  dataModel: dataModel.optional(),
});
export type DeviceProductBody = z.infer<typeof deviceProductBody>;
/** An edit keeps the product key, organisation and template; the data model may be replaced. */
export const deviceProductUpdateBody = deviceProductBody.omit({ template: true });
export type DeviceProductUpdateBody = z.infer<typeof deviceProductUpdateBody>;

export const deviceProduct = z.object({
  id: z.uuid(),
  productKey: z.string(),
  organisation: z.string(),
  name: z.string(),
  chip: z.string(),
  module: z.string(),
  category: z.string(),
  connectivity: z.string(),
  description: z.string(),
  template: z.string(),
  dataModel,
  licenceQuota: z.number().int(),
  licencesIssued: z.number().int(),
  /** null until released; from then on the data model cannot change */
  releasedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const licenceQuotaBody = z.object({ licenceQuota: z.number().int().min(0).max(1_000_000) });

export const licenceIssueBody = z.object({
  count: z.number().int().min(1).max(LICENCE_BATCH_MAX),
  namePrefix: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,24}$/)
    .default('dev'),
});

export const licence = z.object({
  id: z.uuid(),
  deviceName: z.string(),
  batchId: z.uuid(),
  revokedAt: z.string().nullable(),
  firmwareVersion: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  createdAt: z.string(),
});
export const licenceQuery = pageQuery.extend({ revoked: z.enum(['0', '1']).optional() });

/** The only answer that carries device secrets: shown once, never stored in clear. */
export const licenceBatch = z.object({
  batchId: z.uuid(),
  productKey: z.string(),
  devices: z.array(z.object({ deviceName: z.string(), deviceSecret: z.string() })),
  /** product_key,device_name,device_secret — for the factory */
  csv: z.string(),
});

export const firmwareUploadFields = z.object({
  version: z.string().regex(VERSION),
  targetChip: z.string().trim().min(1).max(60),
  releaseNotes: text(2000).default(''),
  /** the SHA-256 the uploader computed; the received bytes must match it */
  sha256: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/)
    .transform((s) => s.toLowerCase()),
});

export const firmware = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  version: z.string(),
  targetChip: z.string(),
  releaseNotes: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  /** Ed25519 over `firmwareManifest(...)`, base64 */
  signature: z.string(),
  /** the signature verifies against the portal's key now (else no campaign may use the image) */
  signatureValid: z.boolean(),
  createdAt: z.string(),
});

/** What the portal signs: binds the image to its product, version, size and hash. */
export const firmwareManifest = (m: { productKey: string; version: string; size: number; sha256: string }) =>
  `occ-fw-v1\n${m.productKey}\n${m.version}\n${m.size}\n${m.sha256}`;

export const campaignBody = z
  .object({
    firmwareId: z.uuid(),
    target: z.enum(CAMPAIGN_TARGETS).default('all'),
    devices: z.array(z.string().regex(DEVICE_NAME)).max(10_000).default([]),
    percentage: z.number().int().min(1).max(100).default(100),
    /** staged rollout, in percent of the target, ascending, ending at 100 */
    stages: z.array(z.number().int().min(1).max(100)).min(1).max(10).default([100]),
    /** minutes a stage runs before the next begins by itself; 0 = advance by hand */
    stageWaitMinutes: z
      .number()
      .int()
      .min(0)
      .max(60 * 24 * 30)
      .default(0),
    /** percent of finished devices that may fail before the campaign pauses itself */
    failureThreshold: z.number().int().min(1).max(100).default(10),
  })
  .refine((b) => b.stages.every((s, i) => i === 0 || s > b.stages[i - 1]!) && b.stages.at(-1) === 100, {
    path: ['stages'],
  })
  .refine((b) => b.target !== 'list' || b.devices.length > 0, { path: ['devices'] });
export type CampaignBody = z.infer<typeof campaignBody>;

export const campaignCounts = z.object({
  downloading: z.number().int(),
  installing: z.number().int(),
  success: z.number().int(),
  failed: z.number().int(),
});
export const campaign = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  firmwareId: z.uuid(),
  version: z.string(),
  target: z.enum(CAMPAIGN_TARGETS),
  devices: z.array(z.string()),
  percentage: z.number().int(),
  stages: z.array(z.number().int()),
  stageIndex: z.number().int(),
  stageStartedAt: z.string(),
  stageWaitMinutes: z.number().int(),
  failureThreshold: z.number().int(),
  state: z.enum(CAMPAIGN_STATES),
  pausedReason: z.string().nullable(),
  counts: campaignCounts,
  failureCodes: z.array(z.object({ code: z.string(), count: z.number().int() })),
  createdAt: z.string(),
});

// ---- the device API (credentials in the body: no cookies, no XSRF) ----

export const deviceCredentials = z.object({
  productKey: z.string().min(1).max(40),
  deviceName: z.string().regex(DEVICE_NAME).max(DEVICE_NAME_MAX),
  deviceSecret: z.string().min(1).max(128),
});
export const checkUpdateBody = deviceCredentials.extend({ currentVersion: z.string().max(32).default('') });
export const checkUpdateAnswer = z.object({
  update: z
    .object({
      campaignId: z.uuid(),
      version: z.string(),
      size: z.number().int(),
      sha256: z.string(),
      signature: z.string(),
      manifest: z.string(),
      url: z.string(),
    })
    .nullable(),
});
export const reportProgressBody = deviceCredentials.extend({
  campaignId: z.uuid(),
  state: z.enum(PROGRESS_STATES),
  errorCode: z.string().trim().max(40).optional(),
});
export const signingKey = z.object({
  algorithm: z.literal('Ed25519'),
  publicKeyPem: z.string(),
  publicKeyRaw: z.string(),
});

export const devicesQuery = pageQuery.extend({
  productId: z.uuid().optional(),
  firmwareVersion: z.string().max(32).optional(),
  revoked: z.enum(['0', '1']).optional(),
  /** 1: called the device API within DEVICE_ONLINE_MINUTES; 0: not */
  online: z.enum(['0', '1']).optional(),
  /** devices that reported progress for this update campaign */
  campaignId: z.uuid().optional(),
});
export const deviceRow = licence.extend({
  productId: z.uuid(),
  productKey: z.string(),
  productName: z.string(),
});
