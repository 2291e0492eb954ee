import crypto from 'node:crypto';
import { and, count, desc, eq, inArray, min, sql } from 'drizzle-orm';
import {
  Code,
  type DataModel,
  type DemoConfigBody,
  type ProductionBatch,
  type ProductionInfoBody,
  type StationCounts,
} from '@occ/shared';
import type { Db } from '../../db/client';
import {
  deviceDemoConfigs,
  deviceFirmware,
  deviceLicences,
  deviceProduction,
  deviceTestResults,
  labBoardModels,
} from '../../db/schema';
import { writeAudit, type AuditSource } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { ProductRow } from './scope';
import { checkAgainst, type Say } from './telemetry';
import type { TestLine } from './test-csv';

// Demo settings, production information and test station results of a product (issue 23).

const invalid = (say: Say, field: string, key: 'demoFirmwareUnknown' | 'demoBoardUnknown', id = '') =>
  new AppError(422, Code.VALIDATION_FAILED, key, { id }, [{ field, message: say(key, { id }) }]);

export async function getDemoConfig(db: Db, productId: string) {
  const [row] = await db
    .select({
      config: deviceDemoConfigs,
      firmwareVersion: deviceFirmware.version,
      labBoardName: labBoardModels.name,
    })
    .from(deviceDemoConfigs)
    .leftJoin(deviceFirmware, eq(deviceFirmware.id, deviceDemoConfigs.firmwareId))
    .leftJoin(labBoardModels, eq(labBoardModels.id, deviceDemoConfigs.labBoardModelId))
    .where(eq(deviceDemoConfigs.productId, productId))
    .limit(1);
  return {
    productId,
    firmwareId: row?.config.firmwareId ?? null,
    firmwareVersion: row?.firmwareVersion ?? null,
    sampleData: (row?.config.sampleData ?? {}) as Record<string, string | number | boolean>,
    labBoardModelId: row?.config.labBoardModelId ?? null,
    labBoardName: row?.labBoardName ?? null,
    updatedAt: row?.config.updatedAt.toISOString() ?? null,
  };
}

/**
 * Saves the demo settings after their checks: the firmware is one of this product's images, the
 * sample data fits the product's data model (declared properties, of their types), the board
 * model exists in the cloud lab. Audited with the values before and after.
 */
export async function saveDemoConfig(
  db: Db,
  src: AuditSource,
  say: Say,
  product: ProductRow,
  body: DemoConfigBody,
) {
  if (body.firmwareId) {
    const [fw] = await db
      .select({ id: deviceFirmware.id })
      .from(deviceFirmware)
      .where(and(eq(deviceFirmware.id, body.firmwareId), eq(deviceFirmware.productId, product.id)))
      .limit(1);
    if (!fw) throw invalid(say, 'firmwareId', 'demoFirmwareUnknown');
  }
  checkAgainst(say, 'sampleData', (product.dataModel as DataModel).properties, body.sampleData, false);
  if (body.labBoardModelId !== null) {
    const [board] = await db
      .select({ id: labBoardModels.id })
      .from(labBoardModels)
      .where(eq(labBoardModels.id, body.labBoardModelId))
      .limit(1);
    if (!board) throw invalid(say, 'labBoardModelId', 'demoBoardUnknown', String(body.labBoardModelId));
  }
  const before = await getDemoConfig(db, product.id);
  await db.transaction(async (tx) => {
    const values = { ...body, updatedBy: src.user?.id ?? null, updatedAt: sql`now()` };
    await tx
      .insert(deviceDemoConfigs)
      .values({ productId: product.id, ...values })
      .onConflictDoUpdate({ target: deviceDemoConfigs.productId, set: values });
    await writeAudit(tx, src, {
      resource: 'deviceDemoConfigs',
      recordId: product.id,
      action: before.updatedAt ? 'update' : 'create',
      before: before.updatedAt
        ? {
            firmwareId: before.firmwareId,
            sampleData: before.sampleData,
            labBoardModelId: before.labBoardModelId,
          }
        : undefined,
      after: body,
    });
  });
  return getDemoConfig(db, product.id);
}

export const boardOptions = (db: Db) =>
  db
    .select({ id: labBoardModels.id, name: labBoardModels.name })
    .from(labBoardModels)
    .orderBy(labBoardModels.name);

// ---- production information ----

export async function productionRow(db: Db, productId: string) {
  const [row] = await db.select().from(deviceProduction).where(eq(deviceProduction.productId, productId));
  return row ?? null;
}

/** The product's licence batches: issued, activated (seen by the device API), revoked; newest first. */
export async function licenceBatches(db: Db, productId: string): Promise<ProductionBatch[]> {
  const rows = await db
    .select({
      batchId: deviceLicences.batchId,
      count: count(),
      activated: count(deviceLicences.lastSeenAt),
      revoked: count(deviceLicences.revokedAt),
      issuedAt: min(deviceLicences.createdAt),
    })
    .from(deviceLicences)
    .where(eq(deviceLicences.productId, productId))
    .groupBy(deviceLicences.batchId)
    .orderBy(desc(min(deviceLicences.createdAt)));
  return rows.map((r) => ({ ...r, issuedAt: new Date(r.issuedAt!).toISOString() }));
}

export async function stationCounts(db: Db, productId: string): Promise<StationCounts[]> {
  const rows = await db
    .select({
      station: deviceTestResults.station,
      passed: sql<number>`count(*) filter (where ${deviceTestResults.passed})`.mapWith(Number),
      failed: sql<number>`count(*) filter (where not ${deviceTestResults.passed})`.mapWith(Number),
    })
    .from(deviceTestResults)
    .where(eq(deviceTestResults.productId, productId))
    .groupBy(deviceTestResults.station)
    .orderBy(deviceTestResults.station);
  return rows;
}

/** Saves factory, line and contact (creating the row on the first save); audited. */
export async function saveProduction(
  db: Db,
  src: AuditSource,
  product: ProductRow,
  body: Partial<ProductionInfoBody> & { guideNote?: string },
) {
  const before = await productionRow(db, product.id);
  await db.transaction(async (tx) => {
    const values = { ...body, updatedBy: src.user?.id ?? null, updatedAt: sql`now()` };
    await tx
      .insert(deviceProduction)
      .values({ productId: product.id, ...values })
      .onConflictDoUpdate({ target: deviceProduction.productId, set: values });
    const pick = (r: Record<string, unknown> | null) =>
      r ? Object.fromEntries(Object.keys(body).map((k) => [k, r[k]])) : undefined;
    await writeAudit(tx, src, {
      resource: 'deviceProduction',
      recordId: product.id,
      action: before ? 'update' : 'create',
      before: pick(before),
      after: body,
    });
  });
}

/** Device names of the lines that are no licence of the product (the first, or null). */
export async function unknownDevice(db: Db, productId: string, lines: TestLine[]): Promise<TestLine | null> {
  const names = [...new Set(lines.map((l) => l.deviceName))];
  const known = new Set<string>();
  for (let i = 0; i < names.length; i += 1000) {
    const rows = await db
      .select({ name: deviceLicences.deviceName })
      .from(deviceLicences)
      .where(
        and(
          eq(deviceLicences.productId, productId),
          inArray(deviceLicences.deviceName, names.slice(i, i + 1000)),
        ),
      );
    for (const r of rows) known.add(r.name);
  }
  return lines.find((l) => !known.has(l.deviceName)) ?? null;
}

/** Stores the parsed lines in one transaction with one audit row for the upload. */
export async function importTestResults(
  db: Db,
  src: AuditSource,
  product: ProductRow,
  fileName: string,
  lines: TestLine[],
) {
  const uploadId = crypto.randomUUID();
  await db.transaction(async (tx) => {
    for (let i = 0; i < lines.length; i += 500)
      await tx.insert(deviceTestResults).values(
        lines.slice(i, i + 500).map((l) => ({
          productId: product.id,
          deviceName: l.deviceName,
          station: l.station,
          passed: l.passed,
          measuredAt: l.measuredAt,
          notes: l.notes,
          uploadId,
        })),
      );
    await writeAudit(tx, src, {
      resource: 'deviceTestResults',
      recordId: uploadId,
      action: 'create',
      after: {
        productId: product.id,
        file: fileName,
        lines: lines.length,
        failed: lines.filter((l) => !l.passed).length,
      },
    });
  });
  return lines.length;
}

export async function listTestResults(
  db: Db,
  productId: string,
  q: { page: number; pageSize: number; station?: string; result?: 'pass' | 'fail' },
) {
  const where = and(
    eq(deviceTestResults.productId, productId),
    q.station ? eq(deviceTestResults.station, q.station) : undefined,
    q.result ? eq(deviceTestResults.passed, q.result === 'pass') : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(deviceTestResults)
      .where(where)
      .orderBy(desc(deviceTestResults.measuredAt), deviceTestResults.id)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(deviceTestResults).where(where),
  ]);
  return {
    items: items.map((r) => ({
      id: r.id,
      deviceName: r.deviceName,
      station: r.station,
      passed: r.passed,
      measuredAt: r.measuredAt.toISOString(),
      notes: r.notes,
    })),
    total: total!.n,
  };
}

export const latestFirmware = async (db: Db, productId: string) =>
  (
    await db
      .select()
      .from(deviceFirmware)
      .where(eq(deviceFirmware.productId, productId))
      .orderBy(desc(deviceFirmware.createdAt))
      .limit(1)
  )[0] ?? null;
