import { and, desc, eq } from 'drizzle-orm';
import { Code, firmwareManifest } from '@occ/shared';
import type { Db } from '../../db/client';
import { deviceFirmware, storedFiles } from '../../db/schema';
import { writeAudit, type AuditSource } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { discard, type ReceivedFile } from '../../platform/storage/receive';
import { storeFile } from '../user-files/service';
import type { ProductRow } from './scope';
import type { FirmwareSigner } from './signing';

export type FirmwareRow = typeof deviceFirmware.$inferSelect;

const refused = (
  key: 'firmwareHashMismatch' | 'firmwareChipMismatch' | 'firmwareVersionTaken',
  field: string,
  params: Record<string, string>,
  message: string,
) => new AppError(422, Code.VALIDATION_FAILED, key, params, [{ field, message }]);

/**
 * Stores an uploaded image after its checks: the received bytes' SHA-256 equals the declared
 * one, the target chip is the product's, the version is new. The portal then signs the manifest
 * (product key, version, size, hash). A refused upload leaves nothing behind.
 */
export async function uploadFirmware(
  db: Db,
  storage: Storage,
  signer: FirmwareSigner,
  src: AuditSource,
  product: ProductRow,
  fields: { version: string; targetChip: string; releaseNotes: string; sha256: string },
  file: ReceivedFile,
  say: (
    key: 'firmwareHashMismatch' | 'firmwareChipMismatch' | 'firmwareVersionTaken',
    params: Record<string, string>,
  ) => string,
): Promise<FirmwareRow> {
  const problem = async () => {
    if (file.sha256 !== fields.sha256)
      return refused('firmwareHashMismatch', 'sha256', {}, say('firmwareHashMismatch', {}));
    if (fields.targetChip.toLowerCase() !== product.chip.toLowerCase()) {
      const params = { chip: fields.targetChip, productChip: product.chip };
      return refused('firmwareChipMismatch', 'targetChip', params, say('firmwareChipMismatch', params));
    }
    const [taken] = await db
      .select({ id: deviceFirmware.id })
      .from(deviceFirmware)
      .where(and(eq(deviceFirmware.productId, product.id), eq(deviceFirmware.version, fields.version)))
      .limit(1);
    if (taken)
      return refused(
        'firmwareVersionTaken',
        'version',
        { version: fields.version },
        say('firmwareVersionTaken', { version: fields.version }),
      );
    return null;
  };
  const bad = await problem();
  if (bad) {
    await discard(file);
    throw bad;
  }
  const stored = await storeFile(db, storage, null, { ...file, mime: 'application/octet-stream' });
  const signature = signer.sign(
    firmwareManifest({
      productKey: product.productKey,
      version: fields.version,
      size: file.size,
      sha256: file.sha256,
    }),
  );
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(deviceFirmware)
        .values({
          productId: product.id,
          version: fields.version,
          targetChip: product.chip,
          releaseNotes: fields.releaseNotes,
          fileId: stored.id,
          size: file.size,
          sha256: file.sha256,
          signature,
        })
        .returning();
      await writeAudit(tx, src, {
        resource: 'firmware',
        recordId: row!.id,
        action: 'create',
        after: { ...row, signature: undefined },
      });
      return row!;
    });
  } catch (e) {
    await db.delete(storedFiles).where(eq(storedFiles.id, stored.id));
    await storage.delete(stored.storageKey);
    throw e;
  }
}

/**
 * Whether the image's stored signature verifies against the portal's key for its manifest: an
 * unsigned or wrongly signed image (a row edited by hand, a key replaced since) never starts a
 * campaign and is never served to a device.
 */
export const signatureHolds = (
  signer: FirmwareSigner,
  productKey: string,
  fw: Pick<FirmwareRow, 'version' | 'size' | 'sha256' | 'signature'>,
) =>
  signer.verify(
    firmwareManifest({ productKey, version: fw.version, size: fw.size, sha256: fw.sha256 }),
    fw.signature,
  );

export const listFirmware = (db: Db, productId: string) =>
  db
    .select()
    .from(deviceFirmware)
    .where(eq(deviceFirmware.productId, productId))
    .orderBy(desc(deviceFirmware.createdAt));
