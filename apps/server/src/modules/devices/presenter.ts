import type { z } from 'zod';
import type { campaign, DataModel, deviceProduct, firmware, licence } from '@occ/shared';
import type { CampaignRow, CampaignStats } from './campaigns';
import { signatureHolds, type FirmwareRow } from './firmware';
import type { LicenceRow } from './products';
import type { ProductRow } from './scope';
import type { FirmwareSigner } from './signing';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const presentProduct = (row: ProductRow, issued: number): z.infer<typeof deviceProduct> => ({
  id: row.id,
  productKey: row.productKey,
  organisation: row.organisation,
  name: row.name,
  chip: row.chip,
  module: row.module,
  category: row.category,
  connectivity: row.connectivity,
  description: row.description,
  template: row.template,
  dataModel: row.dataModel as DataModel,
  licenceQuota: row.licenceQuota,
  licencesIssued: issued,
  releasedAt: iso(row.releasedAt),
  createdAt: row.createdAt.toISOString(),
});

/** Never the secret's hash. */
export const presentLicence = (row: LicenceRow): z.infer<typeof licence> => ({
  id: row.id,
  deviceName: row.deviceName,
  batchId: row.batchId,
  revokedAt: iso(row.revokedAt),
  firmwareVersion: row.firmwareVersion,
  lastSeenAt: iso(row.lastSeenAt),
  createdAt: row.createdAt.toISOString(),
});

export const presentFirmware = (
  row: FirmwareRow,
  product: ProductRow,
  signer: FirmwareSigner,
): z.infer<typeof firmware> => ({
  id: row.id,
  productId: row.productId,
  version: row.version,
  targetChip: row.targetChip,
  releaseNotes: row.releaseNotes,
  size: row.size,
  sha256: row.sha256,
  signature: row.signature,
  signatureValid: signatureHolds(signer, product.productKey, row),
  createdAt: row.createdAt.toISOString(),
});

export const presentCampaign = (
  row: CampaignRow,
  version: string,
  stats: CampaignStats,
): z.infer<typeof campaign> => ({
  id: row.id,
  productId: row.productId,
  firmwareId: row.firmwareId,
  version,
  target: row.target as 'all' | 'list' | 'percentage',
  devices: row.devices,
  percentage: row.percentage,
  stages: row.stages,
  stageIndex: row.stageIndex,
  stageStartedAt: row.stageStartedAt.toISOString(),
  stageWaitMinutes: row.stageWaitMinutes,
  failureThreshold: row.failureThreshold,
  state: row.state as 'running' | 'paused' | 'cancelled' | 'completed',
  pausedReason: row.pausedReason,
  counts: stats.counts,
  failureCodes: stats.failureCodes,
  createdAt: row.createdAt.toISOString(),
});
