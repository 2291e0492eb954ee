import crypto from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { CAMPAIGN_MIN_SAMPLE, Code, type CampaignBody } from '@occ/shared';
import type { Db } from '../../db/client';
import { deviceCampaignProgress, deviceCampaigns, deviceFirmware } from '../../db/schema';
import { writeAudit, type AuditSource } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { signatureHolds } from './firmware';
import type { ProductRow } from './scope';
import type { FirmwareSigner } from './signing';

export type CampaignRow = typeof deviceCampaigns.$inferSelect;
export type CampaignAction = 'pause' | 'resume' | 'cancel' | 'advance';

/** Which states each action starts from, and where it leads. */
const MOVES: Record<CampaignAction, { from: string[]; to: string }> = {
  pause: { from: ['running'], to: 'paused' },
  resume: { from: ['paused'], to: 'running' },
  cancel: { from: ['running', 'paused'], to: 'cancelled' },
  advance: { from: ['running', 'paused'], to: 'running' },
};

const stateConflict = (state: string) => new AppError(409, Code.CONFLICT, 'campaignStateConflict', { state });

/**
 * Starts a campaign for one of the product's images. Refused whole (422 naming `firmwareId`, no
 * row written) for another product's version and for an unsigned or wrongly signed image.
 */
export async function createCampaign(
  db: Db,
  src: AuditSource,
  product: ProductRow,
  body: CampaignBody,
  signer: FirmwareSigner,
  say: (key: 'campaignFirmwareOtherProduct' | 'campaignFirmwareUnsigned') => string,
) {
  const refuse = (key: 'campaignFirmwareOtherProduct' | 'campaignFirmwareUnsigned') =>
    new AppError(422, Code.VALIDATION_FAILED, key, {}, [{ field: 'firmwareId', message: say(key) }]);
  const [fw] = await db.select().from(deviceFirmware).where(eq(deviceFirmware.id, body.firmwareId)).limit(1);
  if (!fw || fw.productId !== product.id) throw refuse('campaignFirmwareOtherProduct');
  if (!signatureHolds(signer, product.productKey, fw)) throw refuse('campaignFirmwareUnsigned');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(deviceCampaigns)
      .values({
        productId: product.id,
        firmwareId: fw.id,
        target: body.target,
        devices: body.target === 'list' ? [...new Set(body.devices)] : [],
        percentage: body.target === 'percentage' ? body.percentage : 100,
        stages: body.stages,
        stageWaitMinutes: body.stageWaitMinutes,
        failureThreshold: body.failureThreshold,
        salt: crypto.randomBytes(8).toString('hex'),
        createdBy: src.user?.id ?? null,
      })
      .returning();
    await writeAudit(tx, src, { resource: 'campaigns', recordId: row!.id, action: 'create', after: row });
    return row!;
  });
}

/** pause / resume / cancel / advance (next stage), with a conditional update: a race loses with 409. */
export async function moveCampaign(db: Db, src: AuditSource, row: CampaignRow, action: CampaignAction) {
  const move = MOVES[action];
  if (!move.from.includes(row.state)) throw stateConflict(row.state);
  const last = row.stageIndex >= row.stages.length - 1;
  if (action === 'advance' && last) throw new AppError(409, Code.CONFLICT, 'campaignLastStage');
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(deviceCampaigns)
      .set({
        state: move.to,
        pausedReason: action === 'pause' ? 'manual' : null,
        ...(action === 'advance' ? { stageIndex: row.stageIndex + 1, stageStartedAt: sql`now()` } : {}),
        ...(action === 'resume' && row.stageWaitMinutes ? { stageStartedAt: sql`now()` } : {}),
      })
      .where(
        and(
          eq(deviceCampaigns.id, row.id),
          eq(deviceCampaigns.state, row.state),
          eq(deviceCampaigns.stageIndex, row.stageIndex),
        ),
      )
      .returning();
    if (!updated) throw stateConflict(row.state);
    await writeAudit(tx, src, {
      resource: 'campaigns',
      recordId: row.id,
      action: 'update',
      before: { state: row.state, stageIndex: row.stageIndex },
      after: { state: updated.state, stageIndex: updated.stageIndex },
    });
    return updated;
  });
}

export async function campaignInProduct(db: Db, productId: string, id: string) {
  const [row] = await db
    .select()
    .from(deviceCampaigns)
    .where(and(eq(deviceCampaigns.id, id), eq(deviceCampaigns.productId, productId)))
    .limit(1);
  return row ?? null;
}

export const listCampaigns = (db: Db, productId: string) =>
  db
    .select({ campaign: deviceCampaigns, version: deviceFirmware.version })
    .from(deviceCampaigns)
    .innerJoin(deviceFirmware, eq(deviceFirmware.id, deviceCampaigns.firmwareId))
    .where(eq(deviceCampaigns.productId, productId))
    .orderBy(desc(deviceCampaigns.createdAt));

export interface CampaignStats {
  counts: { downloading: number; installing: number; success: number; failed: number };
  failureCodes: { code: string; count: number }[];
}

export async function campaignStats(db: Db, ids: string[]): Promise<Map<string, CampaignStats>> {
  const out = new Map<string, CampaignStats>();
  if (!ids.length) return out;
  const rows = await db
    .select({
      id: deviceCampaignProgress.campaignId,
      state: deviceCampaignProgress.state,
      code: deviceCampaignProgress.errorCode,
      n: count(),
    })
    .from(deviceCampaignProgress)
    .where(inArray(deviceCampaignProgress.campaignId, ids))
    .groupBy(
      deviceCampaignProgress.campaignId,
      deviceCampaignProgress.state,
      deviceCampaignProgress.errorCode,
    );
  for (const id of ids)
    out.set(id, { counts: { downloading: 0, installing: 0, success: 0, failed: 0 }, failureCodes: [] });
  for (const r of rows) {
    const s = out.get(r.id)!;
    const key = r.state as keyof CampaignStats['counts'];
    if (key in s.counts) s.counts[key] += r.n;
    if (r.state === 'failed') s.failureCodes.push({ code: r.code ?? 'unknown', count: r.n });
  }
  for (const s of out.values()) s.failureCodes.sort((a, b) => b.count - a.count);
  return out;
}

/**
 * After a device finished: once at least CAMPAIGN_MIN_SAMPLE devices have, a failure rate above
 * the threshold pauses a running campaign (reason `failureThreshold`), with an audit row naming
 * the device request (no user acts). Answers the paused row, or null when nothing changed.
 */
export async function checkFailureThreshold(
  db: Db,
  src: AuditSource,
  row: CampaignRow,
): Promise<{ campaign: CampaignRow; failed: number; finished: number } | null> {
  const stats = (await campaignStats(db, [row.id])).get(row.id)!;
  const finished = stats.counts.success + stats.counts.failed;
  if (finished < CAMPAIGN_MIN_SAMPLE) return null;
  if (stats.counts.failed * 100 <= row.failureThreshold * finished) return null;
  return db.transaction(async (tx) => {
    const [paused] = await tx
      .update(deviceCampaigns)
      .set({ state: 'paused', pausedReason: 'failureThreshold' })
      .where(and(eq(deviceCampaigns.id, row.id), eq(deviceCampaigns.state, 'running')))
      .returning();
    if (!paused) return null;
    await writeAudit(tx, src, {
      resource: 'campaigns',
      recordId: row.id,
      action: 'update',
      before: { state: row.state, pausedReason: row.pausedReason },
      after: { state: 'paused', pausedReason: 'failureThreshold', failed: stats.counts.failed, finished },
    });
    return { campaign: paused, failed: stats.counts.failed, finished };
  });
}
