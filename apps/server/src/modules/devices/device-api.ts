import crypto from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { Code, firmwareManifest } from '@occ/shared';
import type { Db } from '../../db/client';
import {
  deviceCampaignProgress,
  deviceCampaigns,
  deviceFirmware,
  deviceLicences,
  deviceProducts,
  storedFiles,
} from '../../db/schema';
import { outer } from '../../db/sql';
import type { AuditSource } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { checkFailureThreshold, type CampaignRow } from './campaigns';
import { signatureHolds } from './firmware';
import { hashSecret, type LicenceRow } from './products';
import type { ProductRow } from './scope';
import type { FirmwareSigner } from './signing';
import { touchDevice } from './telemetry';

const LINK_SECONDS = 3600;

/** A device's identity: product key + device name + secret; a revoked licence is refused. */
export async function authenticateDevice(
  db: Db,
  creds: { productKey: string; deviceName: string; deviceSecret: string },
): Promise<{ licence: LicenceRow; product: ProductRow }> {
  const [row] = await db
    .select({ licence: deviceLicences, product: deviceProducts })
    .from(deviceLicences)
    .innerJoin(deviceProducts, eq(deviceProducts.id, deviceLicences.productId))
    .where(
      and(eq(deviceProducts.productKey, creds.productKey), eq(deviceLicences.deviceName, creds.deviceName)),
    )
    .limit(1);
  const given = Buffer.from(hashSecret(creds.deviceSecret));
  const stored = Buffer.from(row?.licence.secretHash ?? hashSecret(''));
  if (!row || !crypto.timingSafeEqual(given, stored))
    throw new AppError(401, Code.AUTH_NEED_LOGIN, 'deviceAuthFailed');
  if (row.licence.revokedAt) throw new AppError(403, Code.FORBIDDEN, 'deviceLicenceRevoked');
  return row;
}

/** A running campaign whose stage waited long enough moves to its next stage (conditional: once). */
async function advanceDueStage(db: Db, c: CampaignRow): Promise<CampaignRow> {
  if (!c.stageWaitMinutes || c.stageIndex >= c.stages.length - 1) return c;
  if (Date.now() < c.stageStartedAt.getTime() + c.stageWaitMinutes * 60_000) return c;
  const [moved] = await db
    .update(deviceCampaigns)
    .set({ stageIndex: c.stageIndex + 1, stageStartedAt: sql`now()` })
    .where(
      and(
        eq(deviceCampaigns.id, c.id),
        eq(deviceCampaigns.stageIndex, c.stageIndex),
        eq(deviceCampaigns.state, 'running'),
      ),
    )
    .returning();
  return moved ?? c;
}

/** The campaign's target: the product's unrevoked devices, or the listed ones among them. */
const populationOf = (c: CampaignRow) =>
  and(
    eq(deviceLicences.productId, c.productId),
    isNull(deviceLicences.revokedAt),
    c.target === 'list'
      ? sql`${deviceLicences.deviceName} = any(${sql.param(c.devices)}::text[])`
      : undefined,
  );

/**
 * Is the device in the campaign's current stage? The target population (the product's unrevoked
 * devices, or the listed ones) is ordered by md5(salt ‖ device name); the first
 * floor(N × percentage × stage / 10 000) devices are in. Deterministic and exact: a 10% stage of
 * 1 000 devices serves exactly 100 of them, and each later stage keeps the earlier ones.
 */
async function inStage(db: Db, c: CampaignRow, licence: LicenceRow): Promise<boolean> {
  if (c.target === 'list' && !c.devices.includes(licence.deviceName)) return false;
  const population = populationOf(c);
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      before: sql<number>`count(*) filter (where md5(${c.salt} || ${deviceLicences.deviceName}) < md5(${c.salt} || ${licence.deviceName}))::int`,
    })
    .from(deviceLicences)
    .where(population);
  const allowed = Math.floor((row!.n * c.percentage * c.stages[c.stageIndex]!) / 10_000);
  return row!.before < allowed;
}

export async function checkUpdate(
  db: Db,
  storage: Storage,
  licence: LicenceRow,
  product: ProductRow,
  currentVersion: string,
  signer: FirmwareSigner,
) {
  await touchDevice(db, licence, currentVersion);
  const running = await db
    .select({ campaign: deviceCampaigns, firmware: deviceFirmware, key: storedFiles.storageKey })
    .from(deviceCampaigns)
    .innerJoin(deviceFirmware, eq(deviceFirmware.id, deviceCampaigns.firmwareId))
    .innerJoin(storedFiles, eq(storedFiles.id, deviceFirmware.fileId))
    .where(and(eq(deviceCampaigns.productId, product.id), eq(deviceCampaigns.state, 'running')))
    .orderBy(desc(deviceCampaigns.createdAt));
  for (const r of running) {
    // never another product's or another chip's image, nor one whose signature does not verify,
    // whatever the rows say
    if (
      r.firmware.productId !== product.id ||
      r.firmware.targetChip.toLowerCase() !== product.chip.toLowerCase() ||
      !signatureHolds(signer, product.productKey, r.firmware)
    )
      continue;
    if (r.firmware.version === currentVersion) continue;
    const [done] = await db
      .select({ state: deviceCampaignProgress.state })
      .from(deviceCampaignProgress)
      .where(
        and(
          eq(deviceCampaignProgress.campaignId, r.campaign.id),
          eq(deviceCampaignProgress.licenceId, licence.id),
        ),
      );
    if (done?.state === 'success') continue;
    const campaign = await advanceDueStage(db, r.campaign);
    if (!(await inStage(db, campaign, licence))) continue;
    const fw = r.firmware;
    return {
      campaignId: campaign.id,
      version: fw.version,
      size: fw.size,
      sha256: fw.sha256,
      signature: fw.signature,
      manifest: firmwareManifest({
        productKey: product.productKey,
        version: fw.version,
        size: fw.size,
        sha256: fw.sha256,
      }),
      url: await storage.signedUrl(r.key, LINK_SECONDS, {
        fileName: `${product.productKey}-${fw.version}.bin`,
      }),
    };
  }
  return null;
}

/** What a report changed: the campaign paused by itself at its failure threshold, if it did. */
export interface ProgressOutcome {
  autoPaused: { campaign: CampaignRow; version: string; failed: number; finished: number } | null;
}

export async function reportProgress(
  db: Db,
  src: AuditSource,
  licence: LicenceRow,
  body: { campaignId: string; state: string; errorCode?: string },
): Promise<ProgressOutcome> {
  const [row] = await db
    .select({ campaign: deviceCampaigns, version: deviceFirmware.version })
    .from(deviceCampaigns)
    .innerJoin(deviceFirmware, eq(deviceFirmware.id, deviceCampaigns.firmwareId))
    .where(and(eq(deviceCampaigns.id, body.campaignId), eq(deviceCampaigns.productId, licence.productId)))
    .limit(1);
  if (!row) throw new AppError(404, Code.NOT_FOUND, 'campaignNotForDevice');
  const errorCode = body.state === 'failed' ? body.errorCode || 'unknown' : null;
  await db
    .insert(deviceCampaignProgress)
    .values({ campaignId: row.campaign.id, licenceId: licence.id, state: body.state, errorCode })
    .onConflictDoUpdate({
      target: [deviceCampaignProgress.campaignId, deviceCampaignProgress.licenceId],
      set: { state: body.state, errorCode, updatedAt: sql`now()` },
    });
  await touchDevice(db, licence, body.state === 'success' ? row.version : undefined);
  const finished = body.state === 'success' || body.state === 'failed';
  const paused = finished ? await checkFailureThreshold(db, src, row.campaign) : null;
  if (body.state === 'success') await completeIfDone(db, row.campaign);
  return { autoPaused: paused && { ...paused, version: row.version } };
}

/** At its last stage, a campaign whose whole target has succeeded is completed. */
async function completeIfDone(db: Db, c: CampaignRow): Promise<void> {
  if (c.state !== 'running' || c.stageIndex < c.stages.length - 1) return;
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      done: sql<number>`count(*) filter (where exists (select 1 from ${deviceCampaignProgress} p where p.campaign_id = ${c.id} and p.licence_id = ${outer(deviceLicences.id)} and p.state = 'success'))::int`,
    })
    .from(deviceLicences)
    .where(populationOf(c));
  if (row!.done < Math.floor((row!.n * c.percentage) / 100)) return;
  await db
    .update(deviceCampaigns)
    .set({ state: 'completed' })
    .where(and(eq(deviceCampaigns.id, c.id), eq(deviceCampaigns.state, 'running')));
}
