import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import { offsetOf, type LabCpuBody, type LabInventoryQuery } from '@occ/shared';
import type { Db } from '../../db/client';
import { labCompanies, labCpuModels } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { containsPattern } from './db-errors';

const columns = {
  id: labCpuModels.id,
  name: labCpuModels.name,
  isa: labCpuModels.isa,
  description: labCpuModels.description,
  company: { id: labCompanies.id, name: labCompanies.name },
};
export type CpuRow = {
  id: number;
  name: string;
  isa: string;
  description: string | null;
  company: { id: number; name: string };
};

const values = (b: LabCpuBody) => ({
  companyId: b.companyId,
  name: b.name,
  isa: b.isa,
  description: b.description || null,
});

function filters(q: LabInventoryQuery): SQL | undefined {
  const c: SQL[] = [];
  if (q.q) c.push(ilike(labCpuModels.name, containsPattern(q.q)));
  if (q.companyId) c.push(eq(labCpuModels.companyId, q.companyId));
  return c.length ? and(...c) : undefined;
}

export async function listCpus(db: Db, q: LabInventoryQuery) {
  const where = filters(q);
  const [items, [total]] = await Promise.all([
    db
      .select(columns)
      .from(labCpuModels)
      .innerJoin(labCompanies, eq(labCompanies.id, labCpuModels.companyId))
      .where(where)
      .orderBy(asc(labCpuModels.name))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(labCpuModels).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function getCpu(db: Db, id: number): Promise<CpuRow> {
  const [row] = await db
    .select(columns)
    .from(labCpuModels)
    .innerJoin(labCompanies, eq(labCompanies.id, labCpuModels.companyId))
    .where(eq(labCpuModels.id, id));
  if (!row) throw notFound();
  return row;
}

export async function createCpu(db: Db, body: LabCpuBody): Promise<CpuRow> {
  const [row] = await db.insert(labCpuModels).values(values(body)).returning({ id: labCpuModels.id });
  return getCpu(db, row!.id);
}

export async function updateCpu(db: Db, id: number, body: LabCpuBody): Promise<CpuRow> {
  const [row] = await db
    .update(labCpuModels)
    .set(values(body))
    .where(eq(labCpuModels.id, id))
    .returning({ id: labCpuModels.id });
  if (!row) throw notFound();
  return getCpu(db, id);
}

/** Refused (23503 → 409) while SoC models use the CPU. */
export async function deleteCpu(db: Db, id: number): Promise<void> {
  const [row] = await db
    .delete(labCpuModels)
    .where(eq(labCpuModels.id, id))
    .returning({ id: labCpuModels.id });
  if (!row) throw notFound();
}
