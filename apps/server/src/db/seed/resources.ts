import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { products, resources, storedFiles } from '../schema';
import type { Storage } from '../../platform/storage';
import { DEMO_RESOURCES } from './data/resources';
import { seedCourseMaterials } from '../../modules/college/seed-extras';

// Demo resources of /community/download with real small files (gzip archives generated here),
// added when the directory is empty, never over staff's or enterprises' own; each names its
// product (by code, when the catalogue has it) and version.

export async function seedResources(db: Db, storage: Storage): Promise<number> {
  const [row] = await db.select({ n: count() }).from(resources);
  if (row!.n > 0) return 0;
  const ids = new Map(
    (await db.select({ id: products.id, code: products.code }).from(products)).map((p) => [p.code, p.id]),
  );
  for (const [i, [name, description, type, product, version, fileName]] of DEMO_RESOURCES.entries()) {
    const data = zlib.gzipSync(
      Buffer.from(`${name} ${version}\n\n${description}\n\n${'demo content line\n'.repeat(200 + i * 50)}`),
    );
    const key = `files/${crypto.randomBytes(16).toString('hex')}`;
    await storage.put(key, data, 'application/gzip');
    const [file] = await db
      .insert(storedFiles)
      .values({
        ownerId: null,
        name: fileName,
        storageKey: key,
        size: data.length,
        contentType: 'application/gzip',
        sha256: crypto.createHash('sha256').update(data).digest('hex'),
      })
      .returning({ id: storedFiles.id });
    await db.insert(resources).values({
      name,
      description,
      type,
      productId: ids.get(product) ?? null,
      version,
      fileId: file!.id,
    });
  }
  // some demo courses list these resources as their materials
  await seedCourseMaterials(db);
  return DEMO_RESOURCES.length;
}
