import crypto from 'node:crypto';
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  changedModelParts,
  Code,
  templateModel,
  type DataModel,
  type DeviceProductBody,
  type DeviceProductUpdateBody,
  type PageQuery,
} from '@occ/shared';
import type { Db } from '../../db/client';
import { deviceLicences, deviceProducts } from '../../db/schema';
import { writeAudit, type AuditSource } from '../../platform/audit';
import { AppError, conflict } from '../../platform/errors';
import type { ProductRow, Scope } from './scope';

export type LicenceRow = typeof deviceLicences.$inferSelect;

export const hashSecret = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex');

const newProductKey = () => `p${crypto.randomBytes(6).toString('hex')}`;

export async function createProduct(
  db: Db,
  src: AuditSource,
  organisation: string,
  body: DeviceProductBody,
): Promise<ProductRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(deviceProducts)
      .values({
        productKey: newProductKey(),
        organisation,
        createdBy: src.user?.id ?? null,
        name: body.name,
        chip: body.chip,
        module: body.module,
        category: body.category,
        connectivity: body.connectivity,
        description: body.description,
        template: body.template,
        dataModel: body.dataModel ?? templateModel(body.template),
      })
      .returning();
    await writeAudit(tx, src, {
      resource: 'deviceProducts',
      recordId: row!.id,
      action: 'create',
      after: row,
    });
    return row!;
  });
}

/**
 * Edits a product's description and data model; its key, organisation and template stay. Once the
 * product is released its data model is locked: a change to it is a 409 naming the part
 * (`lockedMessage` localises the field's message).
 */
export async function updateProduct(
  db: Db,
  src: AuditSource,
  product: ProductRow,
  body: DeviceProductUpdateBody,
  lockedMessage: (part: string) => string,
): Promise<ProductRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ releasedAt: deviceProducts.releasedAt, dataModel: deviceProducts.dataModel })
      .from(deviceProducts)
      .where(eq(deviceProducts.id, product.id))
      .for('update');
    if (current?.releasedAt && body.dataModel) {
      const [part] = changedModelParts(current.dataModel as DataModel, body.dataModel);
      if (part)
        throw new AppError(409, Code.CONFLICT, 'productModelLocked', { field: part }, [
          { field: `dataModel.${part}`, message: lockedMessage(part) },
        ]);
    }
    const [row] = await tx
      .update(deviceProducts)
      .set({
        name: body.name,
        chip: body.chip,
        module: body.module,
        category: body.category,
        connectivity: body.connectivity,
        description: body.description,
        ...(body.dataModel ? { dataModel: body.dataModel } : {}),
      })
      .where(eq(deviceProducts.id, product.id))
      .returning();
    await writeAudit(tx, src, {
      resource: 'deviceProducts',
      recordId: product.id,
      action: 'update',
      before: product,
      after: row,
    });
    return row!;
  });
}

/** Releases a product once (409 the second time); its data model is locked from then on. */
export async function releaseProduct(db: Db, src: AuditSource, product: ProductRow): Promise<ProductRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(deviceProducts)
      .set({ releasedAt: sql`now()` })
      .where(and(eq(deviceProducts.id, product.id), isNull(deviceProducts.releasedAt)))
      .returning();
    if (!row) throw conflict('productAlreadyReleased');
    await writeAudit(tx, src, {
      resource: 'deviceProducts',
      recordId: product.id,
      action: 'update',
      before: { releasedAt: null },
      after: { releasedAt: row.releasedAt },
    });
    return row;
  });
}

export async function listProducts(db: Db, scope: Scope, q: PageQuery) {
  const where = scope.all ? undefined : eq(deviceProducts.organisation, scope.organisation ?? '');
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(deviceProducts)
      .where(where)
      .orderBy(desc(deviceProducts.createdAt), deviceProducts.id)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(deviceProducts).where(where),
  ]);
  return { items, total: total!.n };
}

export async function issuedCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: deviceLicences.productId, n: count() })
    .from(deviceLicences)
    .where(inArray(deviceLicences.productId, ids))
    .groupBy(deviceLicences.productId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function setQuota(db: Db, src: AuditSource, product: ProductRow, quota: number) {
  await db.transaction(async (tx) => {
    await tx.update(deviceProducts).set({ licenceQuota: quota }).where(eq(deviceProducts.id, product.id));
    await writeAudit(tx, src, {
      resource: 'deviceProducts',
      recordId: product.id,
      action: 'update',
      before: { licenceQuota: product.licenceQuota },
      after: { licenceQuota: quota },
    });
  });
}

/**
 * Issues a batch of licences in one transaction under a lock on the product row: a batch that
 * would pass the quota (revoked licences still count) is refused whole, nothing is issued.
 */
export async function issueLicences(
  db: Db,
  src: AuditSource,
  product: ProductRow,
  body: { count: number; namePrefix: string },
) {
  const batchId = crypto.randomUUID();
  const devices = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ quota: deviceProducts.licenceQuota })
      .from(deviceProducts)
      .where(eq(deviceProducts.id, product.id))
      .for('update');
    const [issued] = await tx
      .select({ n: count() })
      .from(deviceLicences)
      .where(eq(deviceLicences.productId, product.id));
    if (issued!.n + body.count > locked!.quota)
      throw new AppError(409, Code.CONFLICT, 'licenceQuotaExceeded', {
        quota: locked!.quota,
        issued: issued!.n,
      });
    const width = Math.max(4, String(issued!.n + body.count).length);
    const out = Array.from({ length: body.count }, (_, i) => ({
      deviceName: `${body.namePrefix}${String(issued!.n + i + 1).padStart(width, '0')}`,
      deviceSecret: crypto.randomBytes(24).toString('base64url'),
    }));
    const inserted = await tx
      .insert(deviceLicences)
      .values(
        out.map((d) => ({
          productId: product.id,
          deviceName: d.deviceName,
          secretHash: hashSecret(d.deviceSecret),
          batchId,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: deviceLicences.id });
    if (inserted.length !== out.length) throw conflict('licenceNameTaken');
    await writeAudit(tx, src, {
      resource: 'licences',
      recordId: batchId,
      action: 'create',
      after: { productId: product.id, count: body.count, first: out[0]!.deviceName },
    });
    return out;
  });
  const csv = [
    'product_key,device_name,device_secret',
    ...devices.map((d) => `${product.productKey},${d.deviceName},${d.deviceSecret}`),
  ].join('\n');
  return { batchId, productKey: product.productKey, devices, csv: `${csv}\n` };
}

export async function listLicences(db: Db, productId: string, q: PageQuery & { revoked?: '0' | '1' }) {
  const where = and(
    eq(deviceLicences.productId, productId),
    q.revoked === '1'
      ? isNotNull(deviceLicences.revokedAt)
      : q.revoked === '0'
        ? isNull(deviceLicences.revokedAt)
        : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(deviceLicences)
      .where(where)
      .orderBy(deviceLicences.deviceName)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(deviceLicences).where(where),
  ]);
  return { items, total: total!.n };
}

/** Revokes a licence of the product; false when there is no such (unrevoked) licence. */
export async function revokeLicence(
  db: Db,
  src: AuditSource,
  productId: string,
  id: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(deviceLicences)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(deviceLicences.id, id),
          eq(deviceLicences.productId, productId),
          isNull(deviceLicences.revokedAt),
        ),
      )
      .returning({ id: deviceLicences.id, deviceName: deviceLicences.deviceName });
    if (!row) return false;
    await writeAudit(tx, src, {
      resource: 'licences',
      recordId: id,
      action: 'update',
      after: { revoked: true },
    });
    return true;
  });
}
