import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ossComponents } from '../../db/schema';
import { systemComponents } from './seed-system';
import { toolComponents } from './seed-tools';

export const seedComponentList = [...systemComponents, ...toolComponents];

/** The demo library: 20 published RISC-V open-source components in both languages. */
export async function seedComponents(tx: Db): Promise<number> {
  await tx.insert(ossComponents).values(
    seedComponentList.map((b, i) => ({
      code: b.componentCode,
      category: b.category,
      licence: b.licence,
      repository: b.repository,
      website: b.website ?? null,
      nameZh: b.nameZh,
      nameEn: b.nameEn,
      summaryZh: b.summaryZh,
      summaryEn: b.summaryEn,
      descriptionZh: b.descriptionZh,
      descriptionEn: b.descriptionEn,
      chips: b.chips,
      boards: b.boards,
      maintainers: b.maintainers,
      versions: b.versions,
      sortOrder: (i + 1) * 10,
      publishedAt: sql`now()`,
    })),
  );
  return seedComponentList.length;
}
